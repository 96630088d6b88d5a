import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, rmSync, statSync, type ReadStream } from 'node:fs';
import { copyFile, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { storageErrors } from './errors.ts';
import { isValidBucketId } from './keys.ts';
import { SNIFF_BYTES } from './content-type.ts';

/** A file received into the spool folder, not yet part of any bucket. */
export interface ReceivedFile {
  tempPath: string;
  size: number;
  /** Quoted MD5 of the content, as Storage's ETag. */
  eTag: string;
  /** The first bytes, for checking the content type. */
  head: Uint8Array;
}

/**
 * The bytes of stored objects: `<dataDir>/storage/<bucket>/<version>`. Every write gets a fresh
 * version id, so object names never reach the file system (no path can escape the bucket folder,
 * no name clashes with a folder) and a replaced file stays readable until its row points elsewhere.
 * Uploads are spooled into `<dataDir>/storage/.spool` and renamed into place.
 */
export class ObjectFiles {
  private readonly spool: string;

  constructor(readonly root: string) {
    this.spool = path.join(root, '.spool');
    mkdirSync(this.spool, { recursive: true });
    removeStaleSpoolFiles(this.spool);
  }

  static newVersion(): string {
    return randomUUID();
  }

  pathOf(bucketId: string, version: string): string {
    if (!isValidBucketId(bucketId) || !/^[0-9a-f-]{36}$/.test(version)) throw storageErrors.objectNotFound();
    return path.join(this.root, bucketId, version);
  }

  /**
   * Spools `chunks` to a temporary file, hashing as it goes. Past `limit` bytes it stops reading,
   * removes what it wrote and throws 413.
   */
  async receive(chunks: AsyncIterable<Uint8Array>, limit: number): Promise<ReceivedFile> {
    const tempPath = path.join(this.spool, randomUUID());
    const out = await open(tempPath, 'wx', 0o600);
    const hash = createHash('md5');
    const head: Uint8Array[] = [];
    let headLength = 0;
    let size = 0;
    try {
      for await (const chunk of atMost(chunks, limit)) {
        size += chunk.byteLength;
        hash.update(chunk);
        if (headLength < SNIFF_BYTES) {
          head.push(chunk.subarray(0, SNIFF_BYTES - headLength));
          headLength += Math.min(chunk.byteLength, SNIFF_BYTES - headLength);
        }
        await out.write(chunk);
      }
      await out.sync(); // on the disk before any row can point at it
      await out.close();
    } catch (error) {
      await out.close().catch(() => undefined);
      await discard(tempPath);
      throw error;
    }
    return { tempPath, size, eTag: `"${hash.digest('hex')}"`, head: Buffer.concat(head) };
  }

  /** Moves a received file to its place in the bucket, durably: the folder's entry is flushed too. */
  async place(file: ReceivedFile, bucketId: string, version: string): Promise<string> {
    const target = this.pathOf(bucketId, version);
    mkdirSync(path.dirname(target), { recursive: true });
    await rename(file.tempPath, target);
    await syncFolder(path.dirname(target));
    return target;
  }

  /**
   * Copies a stored version's bytes to a new place, durably, through the spool as an upload goes;
   * returns the new file's path.
   */
  async copy(from: { bucketId: string; version: string }, to: { bucketId: string; version: string }): Promise<string> {
    const tempPath = path.join(this.spool, randomUUID());
    try {
      await copyFile(this.pathOf(from.bucketId, from.version), tempPath);
      const handle = await open(tempPath, 'r');
      await handle.sync().finally(() => handle.close());
      return await this.place({ tempPath, size: 0, eTag: '', head: new Uint8Array() }, to.bucketId, to.version);
    } catch (error) {
      await discard(tempPath);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw storageErrors.objectNotFound();
      throw error;
    }
  }

  async size(bucketId: string, version: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(bucketId, version))).size;
    } catch {
      return null;
    }
  }

  open(bucketId: string, version: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(bucketId, version), range);
  }

  async remove(bucketId: string, version: string | null): Promise<void> {
    if (version) await discard(this.pathOf(bucketId, version));
  }
}

/** Uploads cut short by a crash leave spooled files behind; an hour later they are litter. */
function removeStaleSpoolFiles(spool: string): void {
  const cutoff = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(spool)) {
    const file = path.join(spool, name);
    try {
      if (statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
    } catch {
      // Taken by its upload meanwhile.
    }
  }
}

/** Flushes a folder's entries (a rename into it) to the disk; Windows cannot open a folder for it. */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function discard(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The chunks as they come, stopping with 413 once more than `limit` bytes have come. */
export async function* atMost(chunks: AsyncIterable<Uint8Array>, limit: number): AsyncIterable<Uint8Array> {
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limit) throw storageErrors.tooLarge();
    yield chunk;
  }
}

/** Reads a web stream as an async iterable (the DOM typings lack the iterator). */
export async function* chunksOf(stream: ReadableStream<Uint8Array> | null): AsyncIterable<Uint8Array> {
  if (!stream) return;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
