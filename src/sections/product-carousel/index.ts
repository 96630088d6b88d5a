import { defineSection } from '../define.ts';
import { productCarouselSchema } from './schema.ts';

/** Products that turn, one screen at a time. */
export default defineSection({
  schema: productCarouselSchema,
  hydrate: 'interaction',
  backend: false,
  component: () => import('./product-carousel.tsx'),
});
