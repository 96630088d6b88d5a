import { defineSection } from '../define.ts';
import { newsletterSchema } from './schema.ts';

/** The newsletter sign-up box. */
export default defineSection({
  schema: newsletterSchema,
  hydrate: 'interaction',
  backend: true,
  component: () => import('./newsletter.tsx'),
});
