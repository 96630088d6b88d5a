import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageError } from '../../../server/storage/errors.ts';
import { ObjectFiles } from '../../../server/storage/files.ts';

const roots: string[] = [];
const newRoot = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boutique-files-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** The parts as a stream delivers them: one chunk at a time, each on a later turn. */
async function* chunks(...parts: string[]) {
  for (const part of parts) {
    await Promise.resolve();
    yield Buffer.from(part);
  }
}

describe('object files on disk', () => {
  it('spools a file with its size, MD5 ETag and first bytes, then places it under its version', async () => {
    const files = new ObjectFiles(newRoot());
    const received = await files.receive(chunks('hello ', 'world'), 100);
    expect(received).toMatchObject({ size: 11, eTag: '"5eb63bbbe01eeed093cb22bb8f5acdc3"' });
    expect(Buffer.from(received.head).toString()).toBe('hello world');
    const version = ObjectFiles.newVersion();
    const placed = await files.place(received, 'product-images', version);
    expect(placed).toBe(path.join(files.root, 'product-images', version));
    expect(readFileSync(placed, 'utf8')).toBe('hello world');
    expect(readdirSync(path.join(files.root, '.spool'))).toEqual([]);
  });

  it('stops past the limit and keeps nothing', async () => {
    const files = new ObjectFiles(newRoot());
    await expect(files.receive(chunks('12345', '67890', 'x'), 10)).rejects.toSatisfy(
      (error) => error instanceof StorageError && error.status === 413,
    );
    expect(readdirSync(path.join(files.root, '.spool'))).toEqual([]);
  });

  it('never builds a path from anything but a bucket id and a version id', () => {
    const files = new ObjectFiles(newRoot());
    expect(() => files.pathOf('..', ObjectFiles.newVersion())).toThrow(StorageError);
    expect(() => files.pathOf('product-images', '../../keys.json')).toThrow(StorageError);
  });

  it('clears spooled files left by a crash an hour ago, not uploads in progress', () => {
    const root = newRoot();
    const spool = path.join(root, '.spool');
    mkdirSync(spool, { recursive: true });
    writeFileSync(path.join(spool, 'old'), 'x');
    writeFileSync(path.join(spool, 'current'), 'y');
    const twoHoursAgo = (Date.now() - 2 * 3600 * 1000) / 1000;
    utimesSync(path.join(spool, 'old'), twoHoursAgo, twoHoursAgo);
    new ObjectFiles(root);
    expect(existsSync(path.join(spool, 'old'))).toBe(false);
    expect(existsSync(path.join(spool, 'current'))).toBe(true);
  });
});
