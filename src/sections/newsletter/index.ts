import { defineSection } from '../define.ts';
import { newsletterSchema } from './schema.ts';

/** The newsletter sign-up box. */
export default defineSection({
  schema: newsletterSchema,
  hydrate: 'interaction',
  // A sign-up's confirmation or unsubscribe link (`?newsletter=conferma&token=…`) is answered at once.
  wakeOnQuery: 'newsletter',
  backend: true,
  component: () => import('./newsletter.tsx'),
});
