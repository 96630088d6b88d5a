import { defineSection } from '../define.ts';
import { productAdminSchema } from './schema.ts';

/** The owner's admin: sign-in, then the product list and editor. */
export default defineSection({
  schema: productAdminSchema,
  hydrate: 'never',
  backend: true,
  component: () => import('../../admin/ProductAdminSection.tsx'),
  app: { live: null },
  head: { noindex: true },
});
