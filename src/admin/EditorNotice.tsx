import { CircleAlert, Info, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../ui/button.tsx';
import type { Elsewhere } from './manager-state.ts';

interface EditorNoticeProps {
  elsewhere: Elsewhere;
  /** A save was refused because of it: the owner's changes were not saved. */
  stale: boolean;
  /** Saving or uploading: the actions wait. */
  busy: boolean;
  onReload: () => void;
  onSaveAsNew: () => void;
  onClose: () => void;
}

const noticeClass = 'grid gap-3 rounded-site border px-4 py-3 text-sm outline-none focus-visible:outline-2';

const tones = {
  calm: 'border-border bg-muted text-foreground focus-visible:outline-accent',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 focus-visible:outline-amber-700',
  refused: 'border-red-200 bg-red-50 text-red-800 focus-visible:outline-red-700',
} as const;

const notSaved = 'Le tue modifiche non sono state salvate.';

/** The words for each case: what happened, and what the owner can do about it. */
function wording(elsewhere: Elsewhere, stale: boolean): { tone: keyof typeof tones; title: string; text: string } {
  switch (elsewhere.kind) {
    case 'refreshed':
      return {
        tone: 'calm',
        title: 'Questo prodotto è stato modificato su un altro dispositivo.',
        text: 'Qui vedi la versione salvata.',
      };
    case 'changed':
      return stale
        ? {
            tone: 'refused',
            title: `Questo prodotto è stato modificato su un altro dispositivo. ${notSaved}`,
            text:
              'Quello che hai scritto è ancora qui. Ricaricando il prodotto vedrai la versione salvata, ' +
              'che lo sostituirà.',
          }
        : {
            tone: 'warning',
            title: 'Questo prodotto è stato modificato su un altro dispositivo mentre lo stavi modificando.',
            text:
              'Quello che hai scritto è ancora qui, non salvato. ' +
              'Ricarica il prodotto per vedere la versione salvata.',
          };
    case 'deleted':
      return {
        tone: stale ? 'refused' : 'warning',
        title: `Questo prodotto è stato eliminato su un altro dispositivo.${stale ? ` ${notSaved}` : ''}`,
        text: 'Puoi salvare quello che vedi qui come nuovo prodotto, oppure chiudere.',
      };
  }
}

/**
 * What became of the product in the editor on another device, at the top of the card: a calm line
 * when the card simply shows the newer version, the actions when the owner's changes and the stored
 * product part ways. The screen moves focus here when a save is refused (`data-editor-notice`).
 */
export function EditorNotice({ elsewhere, stale, busy, onReload, onSaveAsNew, onClose }: EditorNoticeProps) {
  const id = useId();
  const { tone, title, text } = wording(elsewhere, stale);
  const Icon = tone === 'calm' ? Info : CircleAlert;
  return (
    <div
      tabIndex={-1}
      data-editor-notice=""
      role="group"
      aria-labelledby={`${id}-message`}
      className={`${noticeClass} ${tones[tone]}`}
    >
      <div id={`${id}-message`} role={stale ? 'alert' : 'status'} className="flex items-start gap-2">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-medium">{title}</span> {text}
        </p>
      </div>
      {elsewhere.kind === 'changed' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onReload} disabled={busy}>
            <RefreshCw aria-hidden="true" />
            Ricarica il prodotto
          </Button>
        </div>
      )}
      {elsewhere.kind === 'deleted' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onSaveAsNew} disabled={busy}>
            Salva come nuovo prodotto
          </Button>
          <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>
            Chiudi
          </Button>
        </div>
      )}
    </div>
  );
}
