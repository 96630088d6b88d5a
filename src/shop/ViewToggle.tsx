import { LayoutGrid, List } from 'lucide-react';
import type { CatalogueView } from './url-state.ts';

const views: { value: CatalogueView; label: string; Icon: typeof List }[] = [
  { value: 'grid', label: 'Griglia', Icon: LayoutGrid },
  { value: 'list', label: 'Elenco', Icon: List },
];

/** Grid or list: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange: (view: CatalogueView) => void }) {
  return (
    <div role="group" aria-label="Vista" className="flex shrink-0 rounded-site border border-border p-0.5">
      {views.map(({ value: view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          aria-label={label}
          title={label}
          onClick={() => onChange(view)}
          className={`inline-flex size-10 items-center justify-center rounded-site transition-colors ${
            value === view ? 'bg-foreground text-background' : 'text-muted-foreground hover:text-foreground'
          }`}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
