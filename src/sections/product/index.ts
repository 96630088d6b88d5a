import { defineSection } from '../define.ts';
import { productSchema } from './schema.ts';

/** A piece's page, rendered with the product its address names. */
export default defineSection({
  schema: productSchema,
  hydrate: 'never',
  backend: true,
  component: () => import('../../product/ProductSection.tsx'),
  app: { live: 'product' },
});
