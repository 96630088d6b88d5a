import { LayoutGrid, List } from 'lucide-react';
import { catalogueViews } from '../sections/catalogue/schema.ts';
import type { CatalogueView } from './vocabulary.ts';

/** What each view's button shows; the views themselves are the schema's, in its order. */
const looks: Record<CatalogueView, { label: string; Icon: typeof List }> = {
  grid: { label: 'Griglia', Icon: LayoutGrid },
  list: { label: 'Elenco', Icon: List },
};

/** Grid or list: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({ value, onChange }: { value: CatalogueView; onChange: (view: CatalogueView) => void }) {
  return (
    <div role="group" aria-label="Vista" className="flex shrink-0 rounded-site border border-border p-0.5">
      {catalogueViews.map((view) => {
        const { label, Icon } = looks[view];
        return (
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
        );
      })}
    </div>
  );
}
