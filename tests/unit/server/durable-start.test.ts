import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { durableStartParams } from '../../../server/db.ts';

const settings = (params: string[]) => params.flatMap((param, i) => (params[i - 1] === '-c' ? [param] : []));

describe("Postgres's start-up arguments", () => {
  it("turn on the flush at commit that PGlite's defaults turn off", () => {
    expect(PGlite.defaultStartParams).toContain('-F');
    const params = durableStartParams();
    expect(params).not.toContain('-F');
    expect(settings(params)).toEqual(
      expect.arrayContaining(['fsync=on', 'synchronous_commit=on', 'full_page_writes=on', 'wal_sync_method=fsync']),
    );
    // PGlite's other settings stay as they were.
    for (const setting of settings([...PGlite.defaultStartParams])) expect(settings(params)).toContain(setting);
    expect(params.slice(0, 1)).toEqual(['--single']);
  });

  it('override any durability setting the defaults carry', () => {
    const params = durableStartParams(['--single', '-F', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-j']);
    expect(params).toEqual([
      '--single',
      '-j',
      ...['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on', '-c', 'wal_sync_method=fsync'],
    ]);
  });
});
