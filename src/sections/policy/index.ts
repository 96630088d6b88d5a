import { defineSection } from '../define.ts';
import { policySchema } from './schema.ts';

/** A policy page (privacy, cookies, terms) written from the document. */
export default defineSection({
  schema: policySchema,
  hydrate: 'never',
  backend: false,
  component: () => import('./policy.tsx'),
});
