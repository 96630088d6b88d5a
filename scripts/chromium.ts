import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

/**
 * Flags for Chromium on a machine without a display or a network beyond localhost: without the
 * background-networking ones Chromium keeps trying Google's hosts, and the refused connections pile up.
 * Shared by the browser tests and the page benchmark.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chrome's headless shell, the lighter build of Chromium that Playwright itself runs headless tests
 * in: the browser tests take half the CPU they take in the full browser. It comes from the registry
 * package `@sparticuz/chromium` (Linux x64), unpacked once into `node_modules/.cache`; elsewhere, or
 * without the package, this is null and the full Chromium is used.
 */
export async function headlessShell(root: string): Promise<string | null> {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const pkg = path.join(root, 'node_modules', '@sparticuz', 'chromium');
  if (!existsSync(path.join(pkg, 'bin', 'chromium.br'))) return null;
  const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string };
  const target = path.join(root, 'node_modules', '.cache', 'boutique-headless-shell', version);
  const binary = path.join(target, 'chromium');
  if (existsSync(binary)) return binary;
  // Unpacked beside the target and renamed into place, so runs that start together never see half a browser.
  const building = `${target}.tmp-${process.pid}`;
  mkdirSync(building, { recursive: true });
  await pipeline(
    createReadStream(path.join(pkg, 'bin', 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(path.join(building, 'chromium'), { mode: 0o755 }),
  );
  // SwiftShader's GL libraries, which the browser looks for beside itself.
  const tar = spawn('tar', ['-x', '-C', building], { stdio: ['pipe', 'ignore', 'inherit'] });
  const untarred = new Promise<void>((resolve, reject) => {
    tar.once('error', reject);
    tar.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code}`))));
  });
  await pipeline(
    createReadStream(path.join(pkg, 'bin', 'swiftshader.tar.br')),
    createBrotliDecompress(),
    tar.stdin,
  ).catch((error: unknown) => {
    // tar may stop reading at the archive's end marker before the rest of the stream is written:
    // its exit code, awaited below, says whether the archive was whole.
    const code = (error as { code?: unknown } | null)?.code;
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'EPIPE') throw error;
  });
  await untarred;
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true }); // Another run unpacked it first.
  }
  return binary;
}
