import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupShop } from '../../scripts/backup/backup.ts';
import { CommandError } from '../../scripts/backup/cli.ts';
import { restoreShop } from '../../scripts/backup/restore.ts';
import { signToken } from '../../server/auth/claims.ts';
import type { BackupManifest } from '../../server/backup/snapshot.ts';
import { readTar, tarStream } from '../../server/backup/tar.ts';
import { openPostgres } from '../../server/db.ts';
import { anonClient, onPostgres, serviceClient, startBackend, type Backend } from './harness.ts';

let backend: Backend;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'boutique-backup-contract-'));
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const BUCKET = 'product-images';
const folder = `backup-${randomBytes(3).toString('hex')}`;
const archiveUrl = () => `${backend.url}/backup/v1/archive`;
const withKey = (key: string) => ({ apikey: key, authorization: `Bearer ${key}` });

function png(seed: number, length = 3000): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < length; i++) bytes[i] = (i * 13 + seed) % 256;
  return bytes;
}

/** The entries of an uncompressed archive, as name → bytes. */
async function entriesOf(response: Response): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  if (!response.body) throw new Error('no body');
  await readTar(response.body as unknown as AsyncIterable<Uint8Array>, async (file, body) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk));
    entries.set(file.name, Buffer.concat(chunks));
  });
  return entries;
}

describe('POST /backup/v1/archive', () => {
  it("opens only to the data folder's own service_role key", async () => {
    const { email, password } = await backend.createOwner();
    const owner = anonClient(backend);
    const { data } = await owner.auth.signInWithPassword({ email, password });
    const forged = await signToken({ role: 'service_role', iss: 'supabase' }, backend.keys);
    for (const headers of [{}, withKey(backend.anonKey), withKey(data.session?.access_token ?? ''), withKey(forged)]) {
      const response = await fetch(archiveUrl(), { method: 'POST', headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'backup_unauthorized',
        message: "A backup needs this data folder's service_role key",
      });
    }
    const wrongMethod = await fetch(archiveUrl(), { headers: withKey(backend.serviceKey) });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toMatchObject({ code: 'not_found' });
  });

  it.runIf(onPostgres)('refuses on PostgreSQL, whose data pg_dump backs up', async () => {
    const response = await fetch(archiveUrl(), { method: 'POST', headers: withKey(backend.serviceKey) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'backup_not_embedded',
      message: 'This shop runs on PostgreSQL: back it up with pg_dump (docs/backend.md)',
    });
  });

  // The archive is a copy of the embedded Postgres's folder: on PostgreSQL there is none.
  it.skipIf(onPostgres)('answers the database and every stored file its rows reference, and no keys', async () => {
    const bytes = png(1);
    const name = `${folder}/anello.png`;
    expect(
      (await serviceClient(backend).storage.from(BUCKET).upload(name, bytes, { contentType: 'image/png' })).error,
    ).toBeNull();

    const response = await fetch(archiveUrl(), { method: 'POST', headers: withKey(backend.serviceKey) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-tar');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const entries = await entriesOf(response);

    const manifest = JSON.parse(entries.get('boutique-backup.json')?.toString() ?? '') as BackupManifest;
    expect(manifest).toMatchObject({ format: 'boutique-backup', version: 1, missing: [] });
    expect(entries.get('database.tar')?.length).toBe(manifest.database_size);
    expect(entries.has('keys.json')).toBe(false);

    const rows = await backend.db.pg.query<{ bucket_id: string; version: string; name: string }>(
      'select bucket_id, version, name from storage.objects where version is not null order by bucket_id, version',
    );
    expect(manifest.files.map(({ bucket, version }) => ({ bucket, version }))).toEqual(
      rows.rows.map((row) => ({ bucket: row.bucket_id, version: row.version })),
    );
    expect(Number(response.headers.get('x-backup-files'))).toBe(rows.rows.length);
    for (const row of rows.rows) {
      const onDisk = readFileSync(path.join(backend.dataDir, 'storage', row.bucket_id, row.version));
      expect(entries.get(`storage/${row.bucket_id}/${row.version}`)?.equals(onDisk)).toBe(true);
    }
    const ours = rows.rows.find((row) => row.name === name);
    expect(entries.get(`storage/${BUCKET}/${ours?.version ?? ''}`)).toEqual(Buffer.from(bytes));
    // The hard links that held the files for the copy are gone once it is sent.
    expect(readdirSync(path.join(backend.dataDir, 'storage', '.backup'))).toEqual([]);
  });

  // One folder copy at a time: PGlite only, as above.
  it.skipIf(onPostgres)('takes one copy at a time', async () => {
    const first = await fetch(archiveUrl(), { method: 'POST', headers: withKey(backend.serviceKey) });
    expect(first.status).toBe(200);
    const second = await fetch(archiveUrl(), { method: 'POST', headers: withKey(backend.serviceKey) });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ code: 'backup_in_progress', message: 'A backup is already being taken' });
    expect((await entriesOf(first)).has('database.tar')).toBe(true);
    const third = await fetch(archiveUrl(), { method: 'POST', headers: withKey(backend.serviceKey) });
    expect(third.status).toBe(200);
    expect((await entriesOf(third)).has('database.tar')).toBe(true);
  });
});

// `npm run backup` and `npm run restore` copy a data folder's embedded Postgres: PGlite only.
describe.skipIf(onPostgres)('npm run backup and npm run restore', () => {
  it('copy a shop consistently while pictures are being replaced and removed', { timeout: 120_000 }, async () => {
    const storage = serviceClient(backend).storage.from(BUCKET);
    const names = Array.from({ length: 4 }, (_, i) => `${folder}/churn-${i}.png`);
    let changes = 0;
    const state = { backingUp: true };
    const churn = (async () => {
      for (let round = 0; state.backingUp || round < 3; round++) {
        const name = names[round % names.length] ?? '';
        const result =
          round % 3 === 2
            ? await storage.remove([name])
            : await storage.upload(name, png(round), { contentType: 'image/png', upsert: true });
        expect(result.error).toBeNull();
        changes++;
      }
    })();
    const file = path.join(scratch, 'while-writing.tar.gz');
    const summary = await backupShop(backend.dataDir, file).finally(() => (state.backingUp = false));
    await churn;
    expect(summary.running).toBe(true);
    expect(changes).toBeGreaterThan(3);

    const restored = path.join(scratch, 'restored');
    const result = await restoreShop(file, restored);
    expect(result.files).toBe(summary.files);
    // Every object of the copy has its file, with the bytes its row describes.
    const pg = await openPostgres(restored);
    try {
      const rows = await pg.query<{ bucket_id: string; version: string; etag: string }>(
        "select bucket_id, version, metadata->>'eTag' as etag from storage.objects where version is not null",
      );
      expect(rows.rows.length).toBe(summary.files);
      for (const row of rows.rows) {
        const bytes = readFileSync(path.join(restored, 'storage', row.bucket_id, row.version));
        expect(`"${createHash('md5').update(bytes).digest('hex')}"`).toBe(row.etag);
      }
    } finally {
      await pg.close();
    }
    expect(JSON.parse(readFileSync(path.join(restored, 'keys.json'), 'utf8'))).toMatchObject({
      service_role_key: backend.serviceKey,
    });
  });

  it('refuse to restore over anything, or to replace a backup', async () => {
    const file = path.join(scratch, 'refusals.tar.gz');
    await backupShop(backend.dataDir, file);
    await expect(backupShop(backend.dataDir, file)).rejects.toThrow(
      `${file} already exists: a backup never replaces a file, name another.`,
    );
    const occupied = path.join(scratch, 'occupied');
    mkdirSync(occupied);
    writeFileSync(path.join(occupied, 'appunti.txt'), 'da non perdere');
    await expect(restoreShop(file, occupied)).rejects.toThrow(
      `The data folder ${occupied} is not empty: a backup is restored only into an empty or new folder`,
    );
    expect(readdirSync(occupied)).toEqual(['appunti.txt']);
    await expect(restoreShop(file, backend.dataDir)).rejects.toBeInstanceOf(CommandError);
    await expect(backupShop(path.join(scratch, 'nothing-here'), path.join(scratch, 'x.tar.gz'))).rejects.toThrow(
      'There is no shop in',
    );
  });

  it('leave the folder as it was when an archive is damaged or not a backup', async () => {
    const cases: [string, Buffer, string][] = [
      ['not-gzip.tar.gz', Buffer.from('not an archive at all'), 'The backup cannot be restored: '],
      [
        'foreign.tar.gz',
        gzipSync(await bytesOf(tarStream([{ name: 'etc/passwd', size: 1, body: Buffer.from('x') }]))),
        'The backup cannot be restored: it holds an unexpected file, etc/passwd.',
      ],
      [
        'no-database.tar.gz',
        gzipSync(
          await bytesOf(
            tarStream([
              {
                name: 'boutique-backup.json',
                size: 0,
                body: Buffer.alloc(0),
              },
            ]),
          ),
        ),
        'The backup cannot be restored: boutique-backup.json is not valid JSON.',
      ],
    ];
    const full = readFileSync(path.join(scratch, 'refusals.tar.gz'));
    cases.push(['cut-short.tar.gz', full.subarray(0, Math.floor(full.length / 2)), 'The backup cannot be restored: ']);
    for (const [name, bytes, message] of cases) {
      const file = path.join(scratch, name);
      writeFileSync(file, bytes);
      const empty = path.join(scratch, `empty-${name}`);
      mkdirSync(empty);
      await expect(restoreShop(file, empty)).rejects.toThrow(message);
      expect(readdirSync(empty)).toEqual([]);
      const fresh = path.join(scratch, `fresh-${name}`);
      await expect(restoreShop(file, fresh)).rejects.toThrow(message);
      expect(existsSync(fresh)).toBe(false);
    }
  });
});

async function bytesOf(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
