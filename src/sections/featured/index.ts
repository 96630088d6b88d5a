import { defineSection } from '../define.ts';
import { featuredSchema } from './schema.ts';

/** A few pieces shown large. */
export default defineSection({
  schema: featuredSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./featured.tsx'),
});
