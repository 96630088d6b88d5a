import { defineSection } from '../define.ts';
import { contactSchema } from './schema.ts';

/** Where and when to find the shop, and the enquiry form. */
export default defineSection({
  schema: contactSchema,
  // Its enquiry form needs script; its open-now line is a plain script, its social icons an island.
  hydrate: (section) => (section.form === undefined ? 'never' : 'interaction'),
  backend: true,
  component: () => import('./contact.tsx'),
});
