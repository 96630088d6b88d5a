/**
 * Where each Playwright worker's server listens and keeps its data (playwright.config.ts starts one
 * per worker): worker N on port `E2E_PORT + N` (4173 + N by default), data in `.data-e2e-<port>`.
 * Plain functions without Playwright, so the config, the fixtures and Node-side helpers share them.
 */
import path from 'node:path';

export function e2ePort(index: number): number {
  return Number(process.env.E2E_PORT ?? 4173) + index;
}

export function e2eOrigin(index: number): string {
  return `http://127.0.0.1:${e2ePort(index)}`;
}

export function e2eDataDir(port: number): string {
  return path.resolve(`.data-e2e-${port}`);
}

/** The index of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX); 0 outside one. */
export function workerIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}
