/**
 * The little of the tar format a backup needs: regular files and folders with short names, written
 * and read as streams (POSIX ustar, so `tar -tzvf` lists a backup). Reading is strict: anything but
 * a regular file or a folder, a bad checksum or an archive cut short is an error, never skipped
 * silently; nothing is held in memory beyond a header and the chunk being passed on, whatever size
 * a header claims.
 */

const BLOCK = 512;
/** 11 octal digits in the size field. */
const MAX_SIZE = 8 ** 11 - 1;

export interface TarEntry {
  name: string;
  size: number;
  /** A folder (size 0, no body) rather than a regular file. */
  folder?: boolean;
  /** Permission bits; 0o644 unless given. */
  mode?: number;
  /** Seconds since the epoch; now unless given. */
  mtime?: number;
  body: AsyncIterable<Uint8Array> | Uint8Array;
}

/** The bytes `tarStream` writes for `entries` (headers, bodies padded to blocks, end marker). */
export function tarSize(entries: Iterable<Pick<TarEntry, 'size'>>): number {
  let size = BLOCK * 2;
  for (const entry of entries) size += BLOCK + padded(entry.size);
  return size;
}

/** The archive's bytes, entry after entry, then the two empty blocks that end a tar. */
export async function* tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Uint8Array> {
  for await (const entry of entries) yield* tarEntry(entry);
  yield new Uint8Array(BLOCK * 2);
}

/** One entry's header, body and padding (an archive of such entries, unterminated). */
export async function* tarEntry(entry: TarEntry): AsyncGenerator<Uint8Array> {
  yield tarHeader(entry);
  let written = 0;
  const chunks = entry.body instanceof Uint8Array ? [entry.body] : entry.body;
  for await (const chunk of chunks) {
    written += chunk.byteLength;
    if (written > entry.size) throw new Error(`${entry.name} grew while it was being archived`);
    yield chunk;
  }
  if (written !== entry.size) throw new Error(`${entry.name} has ${written} bytes, not the ${entry.size} announced`);
  const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
  if (padding) yield new Uint8Array(padding);
}

export function tarHeader(entry: Pick<TarEntry, 'name' | 'size' | 'mode' | 'mtime' | 'folder'>): Uint8Array {
  const { name, prefix } = splitName(entry.folder ? `${entry.name.replace(/\/+$/, '')}/` : entry.name);
  if (!Number.isInteger(entry.size) || entry.size < 0 || entry.size > MAX_SIZE || (entry.folder && entry.size !== 0))
    throw new Error(`Cannot archive ${entry.name}: ${entry.size} bytes`);
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0);
  prefix.copy(header, 345);
  octal(header, 100, 8, entry.mode ?? (entry.folder ? 0o755 : 0o644));
  octal(header, 108, 8, 0); // uid
  octal(header, 116, 8, 0); // gid
  octal(header, 124, 12, entry.size);
  octal(header, 136, 12, Math.floor(entry.mtime ?? Date.now() / 1000));
  header.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  header.write(entry.folder ? '5' : '0', 156, 'ascii'); // a folder or a regular file
  header.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\u0000 ', 148, 'ascii');
  return header;
}

/** A name of up to 100 bytes, or a folder prefix of up to 155 and the rest (ustar's two fields). */
function splitName(full: string): { name: Buffer; prefix: Buffer } {
  const whole = Buffer.from(full, 'utf8');
  if (whole.length > 0 && whole.length <= 100) return { name: whole, prefix: Buffer.alloc(0) };
  for (let cut = full.lastIndexOf('/'); cut > 0; cut = full.lastIndexOf('/', cut - 1)) {
    const prefix = Buffer.from(full.slice(0, cut), 'utf8');
    const name = Buffer.from(full.slice(cut + 1), 'utf8');
    if (prefix.length <= 155 && name.length > 0 && name.length <= 100) return { name, prefix };
  }
  throw new Error(`Cannot archive the name ${full}`);
}

function octal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\u0000', offset, 'ascii');
}

export interface TarFile {
  name: string;
  size: number;
  mode: number;
}

export interface ReadTarOptions {
  /** Headers (files and folders) past which the archive is refused. */
  maxEntries?: number;
  /** Called with each folder's name (without its trailing slash); folders are passed over otherwise. */
  onFolder?: (name: string) => Promise<void> | void;
  /**
   * Read `source` to its end after the end marker, refusing anything there but zeros (a tar writer's
   * padding) and more than this many bytes of them. Without it reading stops at the end marker.
   */
  drainZeros?: number;
}

/**
 * Reads an archive from `source`, handing each regular file to `onFile` with a stream of exactly
 * its bytes, which `onFile` must read to the end. `onFile` sees the header (name, size) before any
 * byte of the body is read, so it can refuse a size before anything is inflated or allocated.
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  onFile: (file: TarFile, body: AsyncIterable<Uint8Array>) => Promise<void>,
  options: ReadTarOptions = {},
): Promise<void> {
  const bytes = new ByteReader(source);
  const maxEntries = options.maxEntries ?? Infinity;
  for (let entries = 0; ; entries++) {
    const header = await bytes.take(BLOCK);
    if (header === null) throw new Error('The archive ends without its end marker (cut short?)');
    if (header.every((byte) => byte === 0)) {
      if (options.drainZeros !== undefined) await bytes.drainZeros(options.drainZeros);
      return;
    }
    if (entries >= maxEntries) throw new Error(`The archive holds more than ${maxEntries} entries`);
    const file = parseHeader(header);
    if (file.folder) {
      await options.onFolder?.(file.name);
      continue;
    }
    let read = 0;
    const body = bytes.stream(file.size, (n) => (read += n));
    await onFile(file, body);
    if (read !== file.size) throw new Error(`${file.name} was not read to its end`);
    await bytes.skip(padded(file.size) - file.size);
  }
}

/** A regular file's or a folder's header; an error for anything else. */
function parseHeader(header: Buffer): TarFile & { folder: boolean } {
  const stored = parseOctal(header, 148, 8);
  let sum = 8 * 0x20; // the checksum field counts as spaces
  for (let i = 0; i < BLOCK; i++) if (i < 148 || i >= 156) sum += header[i] ?? 0;
  if (stored !== sum) throw new Error('The archive is damaged (a header checksum does not match)');
  const prefix = text(header, 345, 155);
  const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
  const type = String.fromCharCode(header[156] ?? 0);
  const size = parseOctal(header, 124, 12);
  if (type === '5') {
    if (size !== 0) throw new Error(`The archive is damaged (the folder ${name} claims ${size} bytes)`);
    return { name: name.replace(/\/+$/, ''), size: 0, mode: parseOctal(header, 100, 8), folder: true };
  }
  if (type !== '0' && type !== '\u0000') throw new Error(`The archive holds ${name}, which is not a plain file`);
  return { name, size, mode: parseOctal(header, 100, 8), folder: false };
}

function text(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(header: Buffer, offset: number, length: number): number {
  const digits = text(header, offset, length).trim();
  if (!/^[0-7]+$/.test(digits)) throw new Error('The archive is damaged (a header field is not a number)');
  return parseInt(digits, 8);
}

function padded(size: number): number {
  return Math.ceil(size / BLOCK) * BLOCK;
}

/** Pulls exact byte counts out of a stream of chunks of any size. */
class ByteReader {
  private readonly iterator: AsyncIterator<Uint8Array>;
  private buffered: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Exactly `n` bytes; null at the very end of the stream; an error when it ends part-way. */
  async take(n: number): Promise<Buffer | null> {
    while (this.buffered.length < n && (await this.pull()));
    if (this.buffered.length === 0 && this.ended) return null;
    if (this.buffered.length < n) throw new Error('The archive is cut short');
    const taken = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return taken;
  }

  /** Reads to the end of the stream, which may hold only zeros, `max` bytes of them at most. */
  async drainZeros(max: number): Promise<void> {
    let seen = 0;
    for (;;) {
      seen += this.buffered.length;
      if (seen > max) throw new Error(`The archive has more than ${max} bytes after its end marker`);
      if (!this.buffered.every((byte) => byte === 0)) throw new Error('The archive has data after its end marker');
      this.buffered = Buffer.alloc(0);
      if (!(await this.pull())) return;
    }
  }

  async skip(n: number): Promise<void> {
    const chunks = this.stream(n);
    while (!(await chunks.next()).done);
  }

  /** The next `n` bytes as they come. */
  async *stream(n: number, onRead?: (bytes: number) => void): AsyncGenerator<Uint8Array> {
    let left = n;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.pull())) throw new Error('The archive is cut short');
      const chunk = this.buffered.subarray(0, left);
      this.buffered = this.buffered.subarray(chunk.length);
      left -= chunk.length;
      onRead?.(chunk.length);
      yield chunk;
    }
  }

  private async pull(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    return true;
  }
}
