import { defineSection } from '../define.ts';
import { teamSchema } from './schema.ts';

/** The people of the shop, with their edit mode. */
export default defineSection({
  schema: teamSchema,
  // Only its edit mode ("Modifica Testi") needs script: a team without one is plain HTML.
  hydrate: (section) => (section.editable === true ? 'interaction' : 'never'),
  backend: false,
  component: () => import('./team.tsx'),
});
