import { Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, type Dispatch } from 'react';
import { removeSubscriber, type Subscriber } from '../../backend/newsletter.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { PageOfOrigin } from '../messages/PageOfOrigin.tsx';
import { csvFileName, subscribersCsv } from './subscribers-csv.ts';
import { exportable, type SubscribersAction, type SubscribersState } from './subscribers-state.ts';

const when = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short' });

const countWords = (n: number) => (n === 1 ? '1 iscritto' : `${n} iscritti`);

/** Hands the browser a file to save, as a download of the page's own making. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** One sign-up: address, when, from which page, whether confirmed, and its remove button. */
function SubscriberRow({ subscriber, onRemove }: { subscriber: Subscriber; onRemove: () => void }) {
  const confirmed = subscriber.confirmedAt !== null;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all">{subscriber.email}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={subscriber.consentedAt}>{when.format(new Date(subscriber.consentedAt))}</time>
          {' · dalla pagina '}
          <PageOfOrigin page={subscriber.page} />
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <span
          className={[
            'rounded-full border px-3 py-1 text-xs font-medium',
            confirmed ? 'border-emerald-700 text-emerald-800' : 'border-amber-700 text-amber-800',
          ].join(' ')}
        >
          {confirmed ? 'Confermato' : 'Da confermare'}
        </span>
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Rimuovi ${subscriber.email}`}>
          <Trash2 aria-hidden="true" />
          Rimuovi
        </Button>
      </div>
    </li>
  );
}

/**
 * The owner's "Iscritti" tab: the shop's newsletter sign-ups, newest first, each removable after a
 * question, and the list of confirmed ones to download as CSV ("Scarica CSV").
 */
export function SubscriberList({
  shopId,
  state,
  dispatch,
  onRetry,
  portalContainer,
}: {
  shopId: string;
  state: SubscribersState;
  dispatch: Dispatch<SubscribersAction>;
  onRetry: () => void;
  portalContainer: HTMLElement | null;
}) {
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const { subscribers, loading, failed, removing, busy } = state;
  const listed = exportable(subscribers);
  const waiting = subscribers.length - listed.length;
  // A removed entry takes its focused button with it: focus goes back to the list's heading.
  const count = subscribers.length;
  const previous = useRef(count);
  useEffect(() => {
    if (count < previous.current) heading.current?.focus();
    previous.current = count;
  }, [count]);

  async function remove(subscriber: Subscriber) {
    dispatch({ type: 'remove-started' });
    try {
      await removeSubscriber(subscriber.id);
      dispatch({ type: 'removed', id: subscriber.id });
      toast({ title: 'Iscritto rimosso', description: `${subscriber.email} non è più nella lista` });
    } catch (error) {
      console.error(error);
      dispatch({ type: 'remove-failed' });
      toast({ title: 'Errore', description: "Impossibile rimuovere l'iscritto", variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby={`${shopId}-iscritti-titolo`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            ref={heading}
            id={`${shopId}-iscritti-titolo`}
            tabIndex={-1}
            className="font-display text-2xl outline-none"
          >
            Iscritti alla newsletter
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {loading && subscribers.length === 0
              ? 'Caricamento…'
              : `${countWords(subscribers.length)}${waiting > 0 ? `, ${waiting} da confermare` : ''}`}
          </p>
        </div>
        <Button
          variant="outline"
          disabled={listed.length === 0}
          onClick={() => download(csvFileName(shopId, new Date()), subscribersCsv(listed, window.location.origin))}
        >
          <Download aria-hidden="true" />
          Scarica CSV
        </Button>
      </div>
      {waiting > 0 && (
        <p className="mt-3 text-sm text-muted-foreground">
          Il file contiene solo gli indirizzi confermati dal link ricevuto per e-mail.
        </p>
      )}
      {failed ? (
        <div role="alert" className="mt-8 rounded-site border border-border p-6">
          <p>Non è stato possibile leggere gli iscritti.</p>
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            Riprova
          </Button>
        </div>
      ) : !loading && subscribers.length === 0 ? (
        <p className="mt-8 rounded-site border border-dashed border-border p-6 text-muted-foreground">
          Ancora nessun iscritto: gli indirizzi lasciati nel riquadro newsletter del sito compariranno qui.
        </p>
      ) : (
        <ul aria-label="Iscritti" className="mt-6 divide-y divide-border border-y border-border">
          {subscribers.map((subscriber) => (
            <SubscriberRow
              key={subscriber.id}
              subscriber={subscriber}
              onRemove={() => dispatch({ type: 'ask-remove', subscriber })}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Rimuovere questo iscritto?"
        description={
          <>
            <span className="font-medium break-all text-foreground">{removing?.email}</span> sarà tolto dalla lista e
            non riceverà più la newsletter. L&apos;operazione non si può annullare.
          </>
        }
        confirmLabel="Rimuovi"
        cancelLabel="Annulla"
        destructive
        busy={busy}
        busyLabel="Rimozione…"
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => dispatch({ type: 'cancel-remove' })}
        container={portalContainer}
      />
    </section>
  );
}
