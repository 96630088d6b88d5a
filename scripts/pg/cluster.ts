/**
 * A throw-away PostgreSQL cluster: `initdb` in a temporary folder, `pg_ctl start` on a free port
 * of 127.0.0.1 (no system service, no other socket), removed when stopped. As root, the server
 * programs run as the `postgres` user (`initdb` refuses root).
 *
 *   tsx scripts/pg/cluster.ts -- <command …>   runs the command with DATABASE_URL set to a new
 *                                              cluster's database, then removes the cluster
 *
 * PG_BIN names the folder of initdb and pg_ctl (default: Debian's /usr/lib/postgresql/15/bin).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Cluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  stop(): void;
}

const DEFAULT_BIN = '/usr/lib/postgresql/15/bin';

export function postgresBin(): string | null {
  const bin = process.env.PG_BIN ?? DEFAULT_BIN;
  return existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')) ? bin : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** Runs a PostgreSQL program, as `postgres` when this process is root; throws with its output. */
function run(bin: string, program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(bin, program);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      `PostgreSQL's programs are not in ${process.env.PG_BIN ?? DEFAULT_BIN}: install them ` +
        '(Debian: apt-get install postgresql) or set PG_BIN to the folder of initdb and pg_ctl.',
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boutique-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  try {
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    run(bin, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      // Only TCP on loopback; sockets in the cluster's own folder; durability off for a test database.
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off ` +
        '-c synchronous_commit=off -c full_page_writes=off -c max_connections=300',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        // Already stopped (a signal to the whole process group reached PostgreSQL too): say so, go on.
        console.error(error instanceof Error ? error.message.split('\n')[0] : error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const separator = process.argv.indexOf('--');
  const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
  if (command.length === 0) {
    console.error('usage: tsx scripts/pg/cluster.ts -- <command …>');
    process.exit(2);
  }
  let cluster: Cluster;
  try {
    cluster = await startCluster();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  console.log(`PostgreSQL on port ${cluster.port} for: ${command.join(' ')}`);
  const child = spawn(command[0] ?? '', command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => {
    cluster.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
