import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SectionType } from '../../../schemas/site.ts';
import { buttonClass } from '../../ui/button.tsx';
import { textInputClass } from '../editor/editor-classes.ts';
import { addableSectionTypes } from './form-model.ts';
import { sectionName } from './labels.ts';
import { errorWords, type ProblemIndex } from './problems.ts';

const iconButton = buttonClass('ghost', 'sm', 'size-9 min-h-9 p-0');

/**
 * The page's sections in order: choose one to edit, move it with the arrows (or Alt+↑ and Alt+↓
 * on it), remove it (after a question), or add a section of a type the page may hold.
 */
export function SectionList({
  sections,
  selected,
  problems,
  onSelect,
  onMove,
  onRemove,
  onAdd,
}: {
  sections: readonly { type?: unknown; id?: unknown }[];
  selected: number | null;
  problems: ProblemIndex;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: (type: SectionType) => void;
}) {
  const id = useId();
  const [adding, setAdding] = useState<SectionType>(addableSectionTypes[0] ?? 'story');
  const choosers = useRef<(HTMLButtonElement | null)[]>([]);

  function move(from: number, to: number) {
    if (to < 0 || to >= sections.length) return;
    onMove(from, to);
    // Focus follows the section to its new place, so the next key press moves it on.
    requestAnimationFrame(() => choosers.current[to]?.focus());
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  }

  return (
    <div className="grid gap-3">
      <h3 id={`${id}-titolo`} className="text-sm font-semibold">
        Sezioni della pagina
      </h3>
      <p id={`${id}-aiuto`} className="text-xs text-muted-foreground">
        Alt + ↑ / ↓ sposta la sezione scelta.
      </p>
      <ol aria-labelledby={`${id}-titolo`} className="grid gap-1.5">
        {sections.map((section, index) => {
          const name = `${sectionName(section.type)}${typeof section.id === 'string' ? ` (#${section.id})` : ''}`;
          const errors = problems.inSection(index).length;
          const active = index === selected;
          return (
            <li
              key={`${String(section.type)}-${String(index)}`}
              className={`flex items-center gap-1 rounded-site border p-1 ${
                active ? 'border-accent bg-accent/10' : 'border-border bg-background'
              }`}
            >
              <button
                ref={(element) => {
                  choosers.current[index] = element;
                }}
                type="button"
                aria-current={active ? 'true' : undefined}
                aria-describedby={`${id}-aiuto`}
                onClick={() => onSelect(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-site px-2 text-start text-sm
                  font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
                <span className="truncate">{name}</span>
                {errors > 0 && (
                  <span className="ms-auto flex shrink-0 items-center gap-1 text-xs text-red-700">
                    <CircleAlert className="size-4" aria-hidden="true" />
                    {errorWords(errors)}
                  </span>
                )}
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Sposta su: ${name}`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Sposta giù: ${name}`}
                disabled={index === sections.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Rimuovi: ${name}`}
                onClick={() => onRemove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={`${id}-tipo`} className="text-sm font-medium">
            Nuova sezione
          </label>
          <select
            id={`${id}-tipo`}
            value={adding}
            onChange={(event) => setAdding(event.target.value as SectionType)}
            className={textInputClass}
          >
            {addableSectionTypes.map((type) => (
              <option key={type} value={type}>
                {sectionName(type)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={buttonClass('outline', 'default', 'gap-1.5')} onClick={() => onAdd(adding)}>
          <Plus className="size-4" aria-hidden="true" />
          Aggiungi sezione
        </button>
      </div>
    </div>
  );
}
