import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Paths the browser sends to the backend; the dev server forwards them to the embedded server. */
const BACKEND_PATHS = ['/rest/v1', '/auth/v1', '/storage/v1', '/realtime/v1', '/app-config.json'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm run dev`: runs the embedded Supabase-compatible server (server/main.ts, same data folder as
 * `npm start`) beside Vite and proxies the backend paths to it, WebSocket included, so the app in
 * hot-reload mode talks to the same API through its own origin.
 */
export function embeddedBackendPlugin(root: string): Plugin {
  let child: ChildProcess | null = null;
  const stop = () => {
    if (child?.exitCode === null) child.kill('SIGTERM');
  };

  return {
    name: 'boutique:embedded-backend',
    apply: (_config, env) => env.command === 'serve' && !env.isPreview && !process.env.VITEST,
    async config() {
      const port = Number(process.env.BACKEND_PORT ?? 0) || (await freePort());
      const target = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
        cwd: root,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: path.join(root, '.no-build') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const ready = new Promise<void>((resolve) => {
        const relay = (stream: NodeJS.ReadableStream | null, write: (line: string) => void) =>
          stream?.on('data', (chunk: Buffer) => {
            for (const line of chunk.toString().split('\n').filter(Boolean)) {
              write(`[backend] ${line}`);
              if (line.startsWith('Boutique is running')) resolve();
            }
          });
        relay(child?.stdout ?? null, (line) => console.log(line));
        relay(child?.stderr ?? null, (line) => console.error(line));
        child?.once('exit', (code) => {
          console.error(
            `[backend] stopped (exit code ${code ?? 'none'}); ` +
              "the app's data calls will fail until `npm run dev` is restarted.",
          );
          resolve();
        });
      });
      process.once('exit', stop);
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
        process.once(signal, () => {
          stop();
          process.exit(0);
        });
      }
      await ready;
      const proxy = Object.fromEntries(
        BACKEND_PATHS.map((p) => [p, { target, ws: p === '/realtime/v1', changeOrigin: false }]),
      );
      return { server: { proxy } };
    },
    configureServer(server) {
      server.httpServer?.once('close', stop);
    },
  };
}
