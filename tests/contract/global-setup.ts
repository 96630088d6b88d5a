import { prepareSnapshot } from '../../scripts/snapshot.ts';

/** Prepares the data-folder snapshot once per run (or reuses the cached one) before any test file. */
export default async function setup(): Promise<void> {
  await prepareSnapshot();
}
