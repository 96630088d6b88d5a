import type { PageVersion } from '../../backend/pages.ts';
import { buttonClass } from '../../ui/button.tsx';
import { EditorDialog } from './EditorDialog.tsx';
import { authorOf, versionInForce, versionState } from './page-state.ts';
import { romeLong } from './rome-time.ts';
import { describeChange, diffPages } from './section-diff.ts';

const stateClass = {
  'in vigore': 'bg-emerald-100 text-emerald-900',
  pubblicata: 'bg-muted text-foreground',
  programmata: 'bg-sky-100 text-sky-900',
  bozza: 'bg-amber-100 text-amber-900',
} as const;

/**
 * "Cronologia": every version of the page, newest first, with when, who and its state, what it
 * changed against the version before it, and "Ripristina" to start a new draft from it.
 */
export function HistoryDialog({
  open,
  versions,
  me,
  now,
  busy,
  container,
  onRestore,
  onClose,
}: {
  open: boolean;
  versions: readonly PageVersion[];
  me: string | null;
  /** The moment the states are read at. */
  now: number;
  busy: boolean;
  container: HTMLElement | null;
  onRestore: (version: PageVersion) => void;
  onClose: () => void;
}) {
  const inForce = versionInForce(versions, now);
  const newest = versions.at(-1);
  const listed = versions.map((version, index) => ({ version, before: versions[index - 1] ?? null })).reverse();
  return (
    <EditorDialog open={open} title="Cronologia" wide container={container} onClose={onClose}>
      <ol className="grid gap-3" aria-label="Versioni della pagina">
        {listed.map(({ version, before }) => {
          const diff = diffPages(before?.document ?? null, version.document);
          const state = versionState(version, inForce, now);
          const changes = [
            ...diff.sections.map(describeChange),
            ...(diff.pageChanged ? ['Dati della pagina modificati'] : []),
          ];
          const when = romeLong(version.created_at);
          return (
            <li key={version.id} className="grid gap-2 rounded-site border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium">{when}</span> · {authorOf(version, me)}
                </p>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${stateClass[state]}`}>
                  {state === 'programmata' && version.publish_at
                    ? `programmata per ${romeLong(version.publish_at)}`
                    : state}
                </span>
              </div>
              {before === null ? (
                <p className="text-sm text-muted-foreground">Prima versione della pagina.</p>
              ) : changes.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nessuna modifica alle sezioni.</p>
              ) : (
                <ul className="list-disc ps-5 text-sm">
                  {changes.map((change, index) => (
                    <li key={`${String(index)}-${change}`}>{change}</li>
                  ))}
                </ul>
              )}
              {version.id !== newest?.id && (
                <button
                  type="button"
                  className={`${buttonClass('outline', 'sm')} justify-self-start`}
                  disabled={busy}
                  aria-label={`Ripristina la versione del ${when}`}
                  onClick={() => onRestore(version)}
                >
                  Ripristina
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </EditorDialog>
  );
}
