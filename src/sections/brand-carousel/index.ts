import { defineSection } from '../define.ts';
import { brandCarouselSchema } from './schema.ts';

/** The houses a shop carries, three at a time, turning. */
export default defineSection({
  schema: brandCarouselSchema,
  hydrate: 'interaction',
  backend: false,
  component: () => import('./brand-carousel.tsx'),
});
