import { defineSection } from '../define.ts';
import { heroSchema } from './schema.ts';

/** The page's opening band: a picture or video behind its title. */
export default defineSection({
  schema: heroSchema,
  hydrate: 'never',
  place: 'under-header',
  backend: false,
  component: () => import('./hero.tsx'),
  head: { darkTop: true, sharePicture: 'image' },
});
