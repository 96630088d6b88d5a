import type { TestProject } from 'vitest/node';
import { prepareTemplate, removeTemplate, type ShopTemplate } from '../../scripts/pg/template.ts';
import { prepareSnapshot } from '../../scripts/snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** With `DATABASE_URL`: the template database and data folder every test server is copied from. */
    shopTemplate: ShopTemplate | null;
  }
}

/**
 * Before any test file: on PGlite, the data-folder snapshot (prepared once, then cached); for the
 * contract suite with `DATABASE_URL` (a PostgreSQL server's admin address), a template database
 * for this run, removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || project.name !== 'contract') {
    await prepareSnapshot();
    project.provide('shopTemplate', null);
    return undefined;
  }
  const template = await prepareTemplate(adminUrl);
  project.provide('shopTemplate', template);
  return () => removeTemplate(adminUrl, template);
}
