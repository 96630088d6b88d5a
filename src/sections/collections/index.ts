import { defineSection } from '../define.ts';
import { collectionsSchema } from './schema.ts';

/** Cards leading to the shop's collections. */
export default defineSection({
  schema: collectionsSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./collections.tsx'),
});
