import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { shortText } from '../../../schemas/common.ts';
import { editButtonLabel, readStoredLine, storeLine } from '../../islands/behaviours/editable-line.ts';
import { Tooltip, TooltipProvider } from '../../ui/tooltip.tsx';

const inputClass = [
  'editable-line-input w-full max-w-xl border-b border-white/70 bg-white/10 px-3 py-1 text-center text-inherit',
  'outline-none focus:border-white',
].join(' ');

const editButtonClass = [
  'grid size-9 shrink-0 place-items-center rounded-full border border-white/40 text-white/90 transition-colors',
  'hover:bg-white/15',
].join(' ');

/** The stored line changes only through this component: there is nothing to listen to. */
const ignoreStorage = () => () => undefined;
const noStoredLine = () => null;

/**
 * A line of text the visitor may rewrite for themselves: double-click it, or use the edit button.
 * Enter or leaving the field ends editing; each keystroke is saved at once under `storageKey`. It
 * renders `fallback` first, as the page was made; the stored line (which a brochure page's loader
 * has already put in place, `restoreEditableLine`) follows at once.
 */
export function EditableLine({
  storageKey,
  fallback,
  className = '',
}: {
  storageKey: string;
  fallback: string;
  className?: string;
}) {
  // The stored line is the browser's: none while the page is made, nor while it hydrates.
  const stored = useSyncExternalStore(ignoreStorage, () => readStoredLine(storageKey), noStoredLine);
  const [edited, setEdited] = useState<string | null>(null);
  const value = edited ?? stored ?? fallback;
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) input.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const change = (next: string) => {
    setEdited(next);
    storeLine(storageKey, next);
  };

  const finish = () => {
    if (!value.trim()) change(fallback);
    setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      returnFocus.current = true;
      finish();
    }
  };

  if (editing) {
    return (
      <div className={className}>
        <label className="sr-only" htmlFor={`${storageKey}-campo`}>
          Testo in evidenza
        </label>
        <input
          ref={input}
          id={`${storageKey}-campo`}
          value={value}
          maxLength={shortText.maxLength}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={finish}
          className={inputClass}
        />
      </div>
    );
  }

  return (
    <div className={`flex items-center justify-center gap-3 ${className}`}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut; the
          edit button beside it is the keyboard and touch way to the same field */}
      <p
        onDoubleClick={() => setEditing(true)}
        className="cursor-text select-none"
        data-editable-line
        data-storage-key={storageKey}
        suppressHydrationWarning
      >
        {value}
      </p>
      <TooltipProvider>
        <Tooltip content="Modifica il testo (anche con doppio clic)">
          <button
            ref={button}
            type="button"
            onClick={() => setEditing(true)}
            aria-label={editButtonLabel(value)}
            data-edit-line
            className={editButtonClass}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        </Tooltip>
      </TooltipProvider>
    </div>
  );
}
