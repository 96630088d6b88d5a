import { RefreshCw, Store } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';

const cardClass =
  'mx-auto grid max-w-md justify-items-center gap-3 rounded-site border border-border bg-background p-8';

/** While the signed-in person's shops are read. */
export function ShopsLoading() {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      Caricamento del negozio...
    </p>
  );
}

/** The account is signed in but runs no shop: there is no catalogue to show it. */
export function NoShop({ email }: { email: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} text-center`}>
      <Store className="size-10 text-accent" aria-hidden="true" />
      <h2 id={id} className="font-display text-3xl">
        Nessun negozio da gestire
      </h2>
      <p className="text-sm text-muted-foreground">
        L'account {email} non gestisce alcun negozio, quindi non ci sono prodotti né messaggi da mostrare. Esci e accedi
        con l'account del titolare del negozio.
      </p>
    </section>
  );
}

/** Reading the shops failed (the server or the connection): nothing to work on until it succeeds. */
export function ShopsFailed({ onRetry }: { onRetry: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} text-center`}>
      <h2 id={id} className="font-display text-3xl">
        Negozio non disponibile
      </h2>
      <p role="alert" className="text-sm text-muted-foreground">
        Impossibile caricare il negozio che gestisci. Controlla la connessione e riprova.
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Riprova
      </Button>
    </section>
  );
}
