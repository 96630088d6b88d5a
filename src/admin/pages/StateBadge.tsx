import type { PageState } from './page-state.ts';
import { romeLong } from './rome-time.ts';

const badgeClass = {
  pubblicata: 'bg-emerald-100 text-emerald-900',
  bozza: 'bg-amber-100 text-amber-900',
  programmata: 'bg-sky-100 text-sky-900',
} as const;

/** A page's state as a small label: "pubblicata", "bozza", "programmata" with when. */
export function StateBadge({ state }: { state: PageState }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${badgeClass[state.state]}`}>{state.state}</span>
      {state.scheduledAt !== null && (
        <span className="text-xs text-muted-foreground">
          {state.state === 'programmata' ? 'il ' : 'pubblicazione programmata il '}
          {romeLong(state.scheduledAt)}
        </span>
      )}
    </span>
  );
}
