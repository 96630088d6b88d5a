/** Edit distance where swapping two neighbouring letters counts as one edit (`titel` → `title`). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The candidate closest to what was written, if it is close enough to be a slip of the keyboard:
 * a difference of case only, or at most a third of the letters changed.
 */
export function closest(input: string, candidates: Iterable<string>, maxDistance?: number): string | undefined {
  const wanted = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  const allowed = maxDistance ?? Math.max(1, Math.floor(Math.max(input.length, best.length) / 3));
  return bestDistance <= allowed ? best : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const match = closest(input, candidates);
  return match === undefined ? undefined : `did you mean \`${match}\`?`;
}

/** `a`, `b` or `c` */
export function listOf(values: readonly unknown[], conjunction = 'or'): string {
  const shown = values.map((v) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} ${conjunction} ${shown[shown.length - 1]}`;
}
