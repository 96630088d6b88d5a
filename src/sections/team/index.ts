import { defineSection } from '../define.ts';
import { teamSchema } from './schema.ts';

/** The people of the shop, with their edit mode. */
export default defineSection({
  schema: teamSchema,
  hydrate: 'interaction',
  backend: false,
  component: () => import('./team.tsx'),
});
