import http from 'node:http';

/** The catalogue read the shop makes on every visit (`src/backend/products.ts`, supabase-js). */
export const CATALOGUE_PATH = '/rest/v1/products?select=*&order=created_at.desc';

export interface ReadersOptions {
  url: string;
  anonKey: string;
  readers: number;
  seconds: number;
  /** A request unanswered this long counts as an error (and its reader moves on). */
  timeoutMs?: number;
}

export interface ReadersResult {
  /** Answers received within the measured window, per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Requests answered with anything but 200, failed, or unanswered within the timeout. */
  errors: number;
  requests: number;
}

/**
 * `readers` anonymous visitors, each reading the catalogue again as soon as it has the last answer,
 * over keep-alive connections, for `seconds`. Requests still running when the window ends are
 * waited for (up to the timeout) and count in the latencies and errors, not in the throughput.
 */
export async function measureReaders({
  url,
  anonKey,
  readers,
  seconds,
  timeoutMs = 30_000,
}: ReadersOptions): Promise<ReadersResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: readers, maxFreeSockets: readers });
  const target = new URL(CATALOGUE_PATH, url);
  // What supabase-js sends for `from('products').select('*')` with the anon key.
  const headers = {
    apikey: anonKey,
    authorization: `Bearer ${anonKey}`,
    'accept-profile': 'public',
    accept: 'application/json',
    'x-client-info': 'supabase-js-node/2',
  };
  const latencies: number[] = [];
  let errors = 0;
  let inWindow = 0;
  const started = performance.now();
  const end = started + seconds * 1000;

  const one = () =>
    new Promise<boolean>((resolve) => {
      let settled = false;
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        resolve(ok);
      };
      const request = http.get(target, { agent, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => settle(response.statusCode === 200));
        response.on('error', () => settle(false));
      });
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
      request.on('error', () => settle(false));
    });

  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const ok = await one();
        const t1 = performance.now();
        latencies.push(t1 - t0);
        if (!ok) errors++;
        if (t1 <= end) inWindow++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: inWindow / seconds, p50: at(0.5), p99: at(0.99), errors, requests: latencies.length };
}
