import { defineSection } from '../define.ts';
import { catalogueSchema } from './schema.ts';

/** The live catalogue, with its filters in the address. */
export default defineSection({
  schema: catalogueSchema,
  hydrate: 'never',
  backend: true,
  component: () => import('../../shop/CatalogueSection.tsx'),
  app: { live: 'catalogue', readsQuery: true },
});
