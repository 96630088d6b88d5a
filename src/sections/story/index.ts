import { defineSection } from '../define.ts';
import { storySchema } from './schema.ts';

/** The shop's story: text beside a picture. */
export default defineSection({
  schema: storySchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./story.tsx'),
});
