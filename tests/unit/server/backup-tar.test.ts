import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTar, tarHeader, tarSize, tarStream, type TarEntry } from '../../../server/backup/tar.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The archive delivered in chunks of `size` bytes, as a network or gunzip stream would. */
async function* inChunks(archive: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < archive.length; offset += size) {
    await Promise.resolve();
    yield archive.subarray(offset, offset + size);
  }
}

async function readAll(archive: Buffer, chunkSize = 777): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  await readTar(inChunks(archive, chunkSize), async (file, body) => {
    files[file.name] = (await bytesOf(body)).toString('latin1');
  });
  return files;
}

const longName = `storage/${'b'.repeat(100)}/0f8fad5b-d9cb-469f-a165-70867728950e`;
const entries = (): TarEntry[] => [
  { name: 'boutique-backup.json', size: 2, body: Buffer.from('{}') },
  { name: 'empty', size: 0, body: new Uint8Array(0) },
  { name: 'exactly-a-block', size: 512, body: Buffer.alloc(512, 'x') },
  {
    name: longName,
    size: 1300,
    mode: 0o600,
    body: (async function* () {
      yield Buffer.alloc(1000, 'a');
      await Promise.resolve();
      yield Buffer.alloc(300, 'b');
    })(),
  },
];

describe('backup archives (tar)', () => {
  it('reads back what it writes, whatever the chunks it arrives in', async () => {
    const archive = await bytesOf(tarStream(entries()));
    expect(archive.length % 512).toBe(0);
    for (const chunkSize of [1, 511, 512, 4096, archive.length]) {
      expect(await readAll(archive, chunkSize)).toEqual({
        'boutique-backup.json': '{}',
        empty: '',
        'exactly-a-block': 'x'.repeat(512),
        [longName]: 'a'.repeat(1000) + 'b'.repeat(300),
      });
    }
  });

  it('writes archives the system tar lists with names, sizes and modes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-tar-'));
    folders.push(dir);
    const file = path.join(dir, 'backup.tar');
    writeFileSync(file, await bytesOf(tarStream(entries())));
    const listed = spawnSync('tar', ['-tvf', file], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^-rw-r--r-- 0\/0 +2 .* boutique-backup\.json$/);
    expect(lines[3]).toMatch(new RegExp(`^-rw------- 0/0 +1300 .* ${longName}$`));
  });

  it('refuses an entry whose body is not the size it announced', async () => {
    const short = tarStream([{ name: 'a', size: 10, body: Buffer.from('short') }]);
    await expect(bytesOf(short)).rejects.toThrow('a has 5 bytes, not the 10 announced');
    const long = tarStream([{ name: 'a', size: 2, body: Buffer.from('longer') }]);
    await expect(bytesOf(long)).rejects.toThrow('a grew while it was being archived');
  });

  it('refuses damaged, cut short and unexpected archives', async () => {
    const archive = await bytesOf(tarStream(entries()));
    const damaged = Buffer.from(archive);
    damaged[10] = 0x41; // inside the first name: the checksum no longer matches
    await expect(readAll(damaged)).rejects.toThrow('a header checksum does not match');
    await expect(readAll(archive.subarray(0, 1024 + 100))).rejects.toThrow('cut short');
    await expect(readAll(archive.subarray(0, archive.length - 1024))).rejects.toThrow('without its end marker');

    const link = Buffer.from(archive.subarray(0, 512));
    link.write('2', 156); // a symbolic link, with its checksum made right
    link.fill(0x20, 148, 156);
    const sum = link.reduce((total, byte) => total + byte, 0);
    link.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
    await expect(readAll(Buffer.concat([link, Buffer.alloc(1536)]))).rejects.toThrow('is not a plain file');
  });

  it('stops when the reader leaves a file unread', async () => {
    const archive = await bytesOf(tarStream(entries()));
    await expect(readTar(inChunks(archive, 100), () => Promise.resolve())).rejects.toThrow(
      'boutique-backup.json was not read to its end',
    );
  });

  it('writes and reads folders, and knows the size of what it writes', async () => {
    const withFolders: TarEntry[] = [
      { name: 'base', size: 0, folder: true, body: new Uint8Array(0) },
      { name: 'base/1', size: 0, folder: true, body: new Uint8Array(0) },
      { name: 'base/1/112', size: 700, body: Buffer.alloc(700, 'p') },
    ];
    const archive = await bytesOf(tarStream(withFolders));
    expect(archive.length).toBe(tarSize(withFolders));
    const folders: string[] = [];
    const files: string[] = [];
    await readTar(
      inChunks(archive, 300),
      async (file, body) => {
        files.push(`${file.name} ${(await bytesOf(body)).length}`);
      },
      { onFolder: (name) => void folders.push(name) },
    );
    expect(folders).toEqual(['base', 'base/1']);
    expect(files).toEqual(['base/1/112 700']);
  });

  it('refuses more entries than allowed, a folder with a size, and anything but zeros after the end', async () => {
    const many = Array.from({ length: 5 }, (_, i): TarEntry => ({ name: `f${i}`, size: 1, body: Buffer.from('x') }));
    const archive = await bytesOf(tarStream(many));
    const drain = async (_file: unknown, body: AsyncIterable<Uint8Array>) => {
      await bytesOf(body);
    };
    await expect(readTar(inChunks(archive, 512), drain, { maxEntries: 4 })).rejects.toThrow(
      'The archive holds more than 4 entries',
    );
    await readTar(inChunks(archive, 512), drain, { maxEntries: 5 });

    const sized = Buffer.from(tarHeader({ name: 'cartella', size: 0, folder: true }));
    sized.write('00000001000\0', 124, 'ascii'); // 512 bytes claimed by a folder, checksum made right
    sized.fill(0x20, 148, 156);
    sized.write(
      sized
        .reduce((total, byte) => total + byte, 0)
        .toString(8)
        .padStart(6, '0') + '\0 ',
      148,
      'ascii',
    );
    await expect(readAll(Buffer.concat([sized, Buffer.alloc(2048)]))).rejects.toThrow(
      'the folder cartella/ claims 512',
    );

    const padded = Buffer.concat([archive, Buffer.alloc(8192)]);
    await readTar(inChunks(padded, 1000), drain, { drainZeros: 10_240 });
    await expect(readTar(inChunks(padded, 1000), drain, { drainZeros: 4096 })).rejects.toThrow(
      'more than 4096 bytes after its end marker',
    );
    const trailing = Buffer.concat([archive, Buffer.from('dopo la fine')]);
    await expect(readTar(inChunks(trailing, 1000), drain, { drainZeros: 10_240 })).rejects.toThrow(
      'data after its end marker',
    );
  });
});
