import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_MAX_LENGTH } from './url-state.ts';

/** How long typing must pause before the catalogue is filtered. */
const SEARCH_DEBOUNCE_MS = 250;

interface SearchBoxProps {
  value: string;
  onSearch: (query: string) => void;
  className?: string;
}

/**
 * The catalogue search. Filters as the visitor types, once typing pauses; Enter searches at once.
 * When the query changes from outside (back button, "Cancella filtri") the box follows it.
 */
export function SearchBox({ value, onSearch, className = '' }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The pending search must reach the latest handler, which knows the latest filters.
  const handler = useRef(onSearch);
  useEffect(() => {
    handler.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function send(query: string) {
    clearTimeout(timer.current);
    sent.current = query.trim();
    handler.current(query);
  }

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        // The field itself, not the last render's copy: Enter can follow a keystroke not yet rendered.
        send(input.current?.value ?? draft);
      }}
    >
      <label htmlFor="catalogue-search" className="sr-only">
        Cerca prodotti
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        ref={input}
        id="catalogue-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Cerca prodotti..."
        value={draft}
        onChange={(event) => {
          const query = event.target.value;
          setDraft(query);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(query), SEARCH_DEBOUNCE_MS);
        }}
        className="h-11 w-full rounded-full border border-border bg-muted/60 pr-11 pl-10 text-sm text-foreground
          placeholder:text-muted-foreground transition-colors focus:border-foreground/40 focus:bg-background
          [&::-webkit-search-cancel-button]:appearance-none"
      />
      {/* The browser's own clear button is grey or blue whatever the shop's colours, and absent in some
          browsers: this one is the theme's, the same everywhere, and named. */}
      {draft !== '' && (
        <button
          type="button"
          aria-label="Cancella la ricerca"
          onClick={() => {
            setDraft('');
            send('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center
            rounded-full text-primary transition-colors hover:bg-background"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
