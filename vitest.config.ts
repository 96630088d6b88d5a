import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        // supabase-js against the embedded server. Each file starts its own server on a copy of a
        // prepared data folder, so files need not wait for each other: `npm run test:contract` runs two
        // at a time (they mostly wait on their servers); by default one at a time.
        // With DATABASE_URL (`npm run test:contract:pg`) each copy is a database of its own on that
        // PostgreSQL server, made from a template prepared once per run (global-setup.ts).
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Hostile traffic against a server in its own process (`tests/abuse/harness.ts`): bounded in
        // time and count, loopback only. `npm run test:abuse`.
        extends: true,
        test: {
          name: 'abuse',
          include: ['tests/abuse/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
