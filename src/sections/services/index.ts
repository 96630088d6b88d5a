import { defineSection } from '../define.ts';
import { servicesSchema } from './schema.ts';

/** What the shop does, as a list of services. */
export default defineSection({
  schema: servicesSchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./services.tsx'),
});
