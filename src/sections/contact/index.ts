import { defineSection } from '../define.ts';
import { contactSchema } from './schema.ts';

/** Where and when to find the shop, and the enquiry form. */
export default defineSection({
  schema: contactSchema,
  hydrate: 'interaction',
  backend: true,
  component: () => import('./contact.tsx'),
});
