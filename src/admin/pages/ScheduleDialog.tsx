import { useId, useState } from 'react';
import { buttonClass } from '../../ui/button.tsx';
import { describedBy } from '../Field.tsx';
import { textInputClass } from '../editor/editor-classes.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { romeLong, romeToInstant, wallTimeOf } from './rome-time.ts';

/** Tomorrow at 9:00, Italy's time: the first choice offered. */
function tomorrowMorning(now: number) {
  return { date: wallTimeOf(now + 86_400_000).date, time: '09:00' };
}

/** What is wrong with a chosen moment, or the instant it names. */
export function scheduleChoice(date: string, time: string, now: number): { at: string } | { error: string } {
  const at = romeToInstant({ date, time });
  if (at === null) return { error: 'Scegli una data e un orario validi.' };
  if (Date.parse(at) <= now + 60_000)
    return { error: 'Scegli un momento futuro: per pubblicare adesso usa «Pubblica».' };
  return { at };
}

/** "Programma…": a date and a time in Italy's time, for the page to come into force by itself. */
export function ScheduleDialog({
  open,
  busy,
  container,
  onSchedule,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  container: HTMLElement | null;
  onSchedule: (at: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState(() => tomorrowMorning(Date.now()));
  const [tried, setTried] = useState(false);
  const [now] = useState(() => Date.now());
  const result = scheduleChoice(choice.date, choice.time, now);
  const error = tried && 'error' in result ? result.error : undefined;
  return (
    <EditorDialog
      open={open}
      title="Programma la pubblicazione"
      description="La pagina sarà pubblicata da sola al momento scelto (ora italiana)."
      container={container}
      onClose={onClose}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          const chosen = scheduleChoice(choice.date, choice.time, Date.now());
          if ('at' in chosen) onSchedule(chosen.at);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-data`} className="text-sm font-medium">
              Data
            </label>
            <input
              id={`${id}-data`}
              type="date"
              required
              value={choice.date}
              aria-invalid={error !== undefined || undefined}
              aria-describedby={describedBy(error !== undefined && `${id}-errore`)}
              onChange={(event) => setChoice({ ...choice, date: event.target.value })}
              className={textInputClass}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-ora`} className="text-sm font-medium">
              Ora
            </label>
            <input
              id={`${id}-ora`}
              type="time"
              required
              value={choice.time}
              aria-invalid={error !== undefined || undefined}
              aria-describedby={describedBy(error !== undefined && `${id}-errore`)}
              onChange={(event) => setChoice({ ...choice, time: event.target.value })}
              className={textInputClass}
            />
          </div>
        </div>
        {'at' in result && (
          <p className="text-sm text-muted-foreground" role="status">
            Sarà pubblicata {romeLong(result.at)}.
          </p>
        )}
        {error !== undefined && (
          <p id={`${id}-errore`} className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className={buttonClass('default')} disabled={busy}>
            {busy ? 'Programmazione...' : 'Programma'}
          </button>
        </div>
      </form>
    </EditorDialog>
  );
}
