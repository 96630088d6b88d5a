import { defineSection } from '../define.ts';
import { promoBannerSchema } from './schema.ts';

/** A one-line announcement across the top of the page, above the header when it opens it. */
export default defineSection({
  schema: promoBannerSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./promo-banner.tsx'),
  place: 'leading',
  head: { darkTop: true },
});
