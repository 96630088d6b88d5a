// Writes brotli (`.br`) and gzip (`.gz`) siblings of the build's text files, compressed as hard as
// the codings go, so the server sends them without compressing anything per request.
//
//   tsx scripts/precompress.ts [folder]        # default: dist
//   tsx scripts/precompress.ts --outDir folder # Vite's flag, as `npm run build -- --outDir …` passes it
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSION_THRESHOLD, compressBytes, ENCODINGS, SIBLING_SUFFIX } from '../server/compression.ts';

/** Text the browser fetches from a build. Pictures and fonts are compressed by their own formats. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/i;

/** Files compressed at once: zlib works on its own threads, so two cores both stay busy. */
const AT_ONCE = 4;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
}

/**
 * Compresses every text file above the threshold under `folder`. A sibling is kept only when it is
 * smaller than the file; an older sibling that no longer is gets removed, so a rebuilt folder never
 * serves a stale one.
 */
export async function precompressFolder(folder: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const queue = textFiles(folder).filter((file) => statSync(file).size > COMPRESSION_THRESHOLD);
  const work = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = readFileSync(file);
      summary.files += 1;
      summary.bytes += bytes.byteLength;
      for (const encoding of ENCODINGS) {
        const sibling = file + SIBLING_SUFFIX[encoding];
        const compressed = await compressBytes(bytes, encoding, 'smallest');
        if (compressed.byteLength < bytes.byteLength) {
          writeFileSync(sibling, compressed);
          summary[encoding] += compressed.byteLength;
        } else {
          rmSync(sibling, { force: true });
          summary[encoding] += bytes.byteLength;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, work));
  return summary;
}

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/** The build folder named by `--outDir` (Vite's flag, which the build passes on) or a lone argument. */
export function folderArgument(args: readonly string[]): string {
  const flag = args.findIndex((arg) => arg === '--outDir' || arg.startsWith('--outDir='));
  if (flag >= 0) {
    const given = args[flag]?.includes('=') ? args[flag].slice('--outDir='.length) : args[flag + 1];
    if (given === undefined || given === '') throw new Error('--outDir needs a folder');
    return given;
  }
  const [first] = args;
  return first !== undefined && !first.startsWith('-') ? first : 'dist';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const folder = path.resolve(folderArgument(process.argv.slice(2)));
  const started = performance.now();
  const { files, bytes, br, gzip } = await precompressFolder(folder);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = path.relative(process.cwd(), folder) || '.';
  console.log(
    `Precompressed ${files} files in ${where}: ${kb(bytes)} → brotli ${kb(br)}, gzip ${kb(gzip)} (${seconds} s)`,
  );
}
