import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postgresBin, startCluster } from '../../../scripts/pg/cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const missing = path.join(root, 'no-such-postgresql', 'bin');
const advice =
  `PostgreSQL's programs are not in ${missing}: install them (Debian: apt-get install postgresql) ` +
  'or set PG_BIN to the folder of initdb and pg_ctl.';

describe('a throw-away cluster without PostgreSQL installed', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('finds no programs and says where it looked and what to install', async () => {
    vi.stubEnv('PG_BIN', missing);
    expect(postgresBin()).toBeNull();
    await expect(startCluster()).rejects.toThrow(advice);
  });

  it('ends the command line with that message and a failure, without running the command', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', 'pg', 'cluster.ts'), '--', 'node', '-e', 'console.log("ran")'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, PG_BIN: missing } },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(advice);
    expect(result.stdout).not.toContain('ran');
  });
});
