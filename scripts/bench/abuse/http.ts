import http from 'node:http';

export interface SentRequest {
  /** The status, or why there was none (`ECONNRESET`, `EPIPE`, `timeout`…). */
  outcome: number | string;
  body: string;
}

/**
 * One request with `node:http`, answered or failed, never thrown: an attack counts refusals and cut
 * connections alike. The body is kept up to `keepBytes` (the rest is read and dropped).
 */
export function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    agent,
    timeoutMs = 30_000,
    keepBytes = 4096,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    agent?: http.Agent | false;
    timeoutMs?: number;
    keepBytes?: number;
  } = {},
): Promise<SentRequest> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: SentRequest) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const all = { ...headers };
    if (body !== undefined) all['content-length'] = String(Buffer.byteLength(body));
    const request = http.request(url, { method, headers: all, agent: agent ?? false }, (response) => {
      let kept = '';
      response.on('data', (chunk: Buffer) => {
        if (kept.length < keepBytes) kept += chunk.toString('utf8', 0, Math.min(chunk.length, keepBytes - kept.length));
      });
      response.on('end', () => settle({ outcome: response.statusCode ?? 0, body: kept }));
      response.on('error', () => settle({ outcome: response.statusCode ?? 0, body: kept }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    request.on('error', (error: NodeJS.ErrnoException) => settle({ outcome: error.code ?? error.message, body: '' }));
    request.end(body);
  });
}

/** Counts of outcomes, printed as `401 ×12, 429 ×300`. */
export class Tally {
  private readonly counts = new Map<string, number>();

  add(key: string | number, n = 1): void {
    const name = String(key);
    this.counts.set(name, (this.counts.get(name) ?? 0) + n);
  }

  get(key: string | number): number {
    return this.counts.get(String(key)) ?? 0;
  }

  get total(): number {
    let sum = 0;
    for (const n of this.counts.values()) sum += n;
    return sum;
  }

  toString(): string {
    if (this.counts.size === 0) return 'none';
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `${key} ×${n}`)
      .join(', ');
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
