import { defineSection } from '../define.ts';
import { productGridSchema } from './schema.ts';

/** Static product cards, written in the document, that lead to the catalogue. */
export default defineSection({
  schema: productGridSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./product-grid.tsx'),
});
