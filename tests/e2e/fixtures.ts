/**
 * Playwright's `test`, pointed at the worker's own server: every spec imports from here rather than
 * from '@playwright/test', so `page.goto('/…')` and `request` reach the server of the worker the spec
 * runs in (tests/e2e/servers.ts).
 */
import { test as base } from '@playwright/test';
import { e2eOrigin } from './servers.ts';

export * from '@playwright/test';

export const test = base.extend({
  // Playwright reads which fixtures a fixture needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eOrigin(testInfo.parallelIndex));
  },
});
