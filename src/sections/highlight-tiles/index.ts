import { defineSection } from '../define.ts';
import { highlightTilesSchema } from './schema.ts';

/** Large picture tiles that each lead somewhere ("Skincare" and "Profumi"). */
export default defineSection({
  schema: highlightTilesSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./highlight-tiles.tsx'),
});
