import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePrivate } from '../../../server/data-folder.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (file: string) => lstatSync(file).mode & 0o777;

describe('makePrivate', () => {
  it('takes group and others’ permissions from the data folder and what it holds, and counts them', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'boutique-private-'));
    folders.push(parent);
    const dir = path.join(parent, 'data');
    mkdirSync(path.join(dir, 'pgdata', 'base', '1'), { recursive: true });
    mkdirSync(path.join(dir, 'storage', 'product-images'), { recursive: true });
    writeFileSync(path.join(dir, 'keys.json'), '{}');
    writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), '17');
    writeFileSync(path.join(dir, 'pgdata', 'base', '1', '112'), 'pagina');
    writeFileSync(path.join(dir, 'storage', 'product-images', 'foto'), 'foto');
    const loose = [
      'keys.json',
      'pgdata',
      'pgdata/PG_VERSION',
      'pgdata/base',
      'pgdata/base/1',
      'pgdata/base/1/112',
      'storage',
      'storage/product-images',
      'storage/product-images/foto',
    ];
    chmodSync(dir, 0o755);
    for (const name of loose) {
      const file = path.join(dir, name);
      chmodSync(file, statSync(file).isDirectory() ? 0o777 : 0o666);
    }
    // Not the data folder's: left as they are, a link never followed.
    const outside = path.join(parent, 'altrove.txt');
    writeFileSync(outside, 'non toccare');
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dir, 'storage', 'collegamento'));
    writeFileSync(path.join(dir, 'appunti.txt'), 'di chi usa la cartella');
    chmodSync(path.join(dir, 'appunti.txt'), 0o644);

    expect(makePrivate(dir)).toBe(loose.length + 1);
    expect(modeOf(dir)).toBe(0o700);
    for (const name of loose) {
      const file = path.join(dir, name);
      expect(modeOf(file), name).toBe(statSync(file).isDirectory() ? 0o700 : 0o600);
    }
    expect(modeOf(outside)).toBe(0o644);
    expect(modeOf(path.join(dir, 'appunti.txt'))).toBe(0o644);
    expect(makePrivate(dir)).toBe(0);
  });

  it('creates a missing data folder private', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'boutique-private-'));
    folders.push(parent);
    const dir = path.join(parent, 'nuova', 'data');
    expect(makePrivate(dir)).toBe(0);
    expect(modeOf(dir)).toBe(0o700);
  });
});
