/** What `timed` measured: the rate, latency quantiles (ms) and how many calls failed. */
export interface Timed {
  perSecond: number;
  /** The latency at quantile `q` (0–1), formatted to a tenth of a millisecond. */
  at: (q: number) => string;
  failures: number;
}

/**
 * Calls `call` `total` times, `concurrency` at a time, timing each call. A call that resolves `false`
 * counts as a failure (one that throws stops the run).
 */
export async function timed(total: number, concurrency: number, call: () => Promise<unknown>): Promise<Timed> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const ok = await call();
        latencies.push(performance.now() - t0);
        if (ok === false) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    at: (q) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1),
    failures,
  };
}
