import { defineSection } from '../define.ts';
import { footerSchema } from './schema.ts';

/** The shop's identity, hours, links and legal lines, at the foot of every page. */
export default defineSection({
  schema: footerSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./footer.tsx'),
  place: 'footer',
});
