import { Check, Inbox, Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { backendConfig } from '../../backend/config.ts';
import { deleteMessage, markMessage, type Message, type MessageMarks } from '../../backend/messages.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { openMessage, type InboxAction, type InboxState } from './inbox-state.ts';
import { PageOfOrigin } from './PageOfOrigin.tsx';
import { listedAt, receivedAt, replyHref } from './reply.ts';

const emptyClass = 'rounded-site border border-dashed border-border py-16';

const sender = (message: Message) => `${message.firstName} ${message.lastName}`;

const counted = new Intl.NumberFormat('it-IT');

const moreClass = [
  'mt-3 flex flex-col items-center gap-3 border-t border-border pt-4 text-center',
  'sm:flex-row sm:justify-between sm:text-left',
].join(' ');

/** `1 richiesta`, `312 richieste`, `30.854 richieste`. */
export const enquiriesWord = (count: number): string =>
  count === 1 ? '1 richiesta' : `${counted.format(count)} richieste`;

/**
 * Whether enquiries also go out by e-mail, as the server says (`/app-config.json`); undefined while
 * it is not known or when the backend does not say (a hosted project).
 */
function useEnquiryEmail(): boolean | undefined {
  const [email, setEmail] = useState<boolean>();
  useEffect(() => {
    let current = true;
    backendConfig().then(
      (config) => {
        if (current) setEmail(config.enquiryEmail);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return email;
}

function MessageRow({
  message,
  open,
  onOpen,
  buttonRef,
}: {
  message: Message;
  open: boolean;
  onOpen: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const unread = message.readAt === null;
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        onClick={onOpen}
        aria-current={open ? 'true' : undefined}
        className={[
          'grid w-full gap-1 rounded-site border px-4 py-3 text-left transition-colors',
          open ? 'border-accent bg-background' : 'border-transparent hover:bg-background',
          'focus-visible:outline-2 focus-visible:outline-accent',
        ].join(' ')}
      >
        <span className="flex items-center justify-between gap-3">
          <span className={`truncate ${unread ? 'font-semibold' : ''}`}>
            {unread && <span aria-hidden="true" className="mr-2 inline-block size-2 rounded-full bg-accent" />}
            {sender(message)}
            {unread && <span className="sr-only"> (non letto)</span>}
          </span>
          <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted-foreground">
            {listedAt(message)}
          </time>
        </span>
        <span className={`truncate text-sm ${unread ? 'text-foreground' : 'text-muted-foreground'}`}>
          {message.subject}
        </span>
        {message.answeredAt !== null && (
          <span className="inline-flex w-fit items-center gap-1 text-xs font-medium text-emerald-800">
            <Check className="size-3.5" aria-hidden="true" />
            Risposto
          </span>
        )}
      </button>
    </li>
  );
}

function MessageDetail({
  message,
  busy,
  onMark,
  onDelete,
}: {
  message: Message;
  busy: boolean;
  onMark: (marks: MessageMarks) => void;
  onDelete: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A message opened is where the owner reads next (on a phone the list stays above it).
  useEffect(() => heading.current?.focus(), [message.id]);
  const answered = message.answeredAt !== null;
  return (
    <article aria-labelledby="messaggio-aperto" className="rounded-site border border-border bg-background p-6 sm:p-8">
      <p className="text-xs text-muted-foreground">Ricevuto il {receivedAt(message)}</p>
      <h3
        id="messaggio-aperto"
        ref={heading}
        tabIndex={-1}
        className="mt-2 font-display text-3xl leading-tight outline-none"
      >
        {message.subject}
      </h3>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Da</dt>
        <dd className="font-medium">{sender(message)}</dd>
        <dt className="text-muted-foreground">E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`} className="break-all underline underline-offset-4">
            {message.email}
          </a>
        </dd>
        {message.phone && (
          <>
            <dt className="text-muted-foreground">Telefono</dt>
            <dd>
              <a href={`tel:${message.phone.replace(/[^+0-9]/g, '')}`} className="underline underline-offset-4">
                <Phone className="mr-1 inline size-3.5" aria-hidden="true" />
                {message.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Dalla pagina</dt>
        <dd>
          <PageOfOrigin page={message.page} />
        </dd>
      </dl>
      <p className="mt-6 border-t border-border pt-6 leading-relaxed whitespace-pre-wrap">{message.body}</p>
      <div className="mt-8 flex flex-wrap gap-2">
        <a href={replyHref(message)} className={buttonClass('default', 'sm')}>
          <Reply aria-hidden="true" />
          Rispondi via e-mail
        </a>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onMark({ answeredAt: answered ? null : new Date().toISOString() })}
        >
          <Check aria-hidden="true" />
          {answered ? 'Segna come da rispondere' : 'Segna come risposto'}
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => onMark({ readAt: null })}>
          <Mail aria-hidden="true" />
          Segna come da leggere
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete} className="text-red-700">
          <Trash2 aria-hidden="true" />
          Elimina
        </Button>
      </div>
    </article>
  );
}

/**
 * Under the list: how many of the shop's enquiries it shows and, while older ones remain, the button
 * that reads the next page. The button keeps focus while the page travels (it is marked busy, not
 * disabled, which would drop focus); the first message it brings takes focus once listed.
 */
function MoreMessages({ state, onMore }: { state: InboxState; onMore: () => void }) {
  const id = useId();
  const shown = state.messages.length;
  const total = Math.max(state.total ?? shown, shown);
  if (!state.more && shown >= total) return null;
  return (
    <div className={moreClass}>
      <p id={`${id}-mostrati`} className="text-sm text-muted-foreground">
        Mostrati {counted.format(shown)} di {counted.format(total)}, dai più recenti
      </p>
      {state.more && (
        <Button
          variant="outline"
          size="sm"
          aria-describedby={`${id}-mostrati`}
          aria-disabled={state.loadingMore || undefined}
          onClick={() => {
            if (!state.loadingMore) onMore();
          }}
        >
          {state.loadingMore ? 'Caricamento...' : 'Carica altri'}
        </Button>
      )}
    </div>
  );
}

/**
 * The enquiries sent from the shop's contact forms, newest first, a page at a time ("Carica altri"
 * reads the next): open one to read it (which marks it read), reply through the owner's mail app with
 * the text quoted, mark it answered, or delete it after confirming. The list itself is live
 * (`useInbox`), whichever tab is showing.
 */
export function MessageInbox({
  state,
  dispatch,
  onMore,
  portalContainer,
}: {
  state: InboxState;
  dispatch: Dispatch<InboxAction>;
  /** Reads the next page of older enquiries. */
  onMore: () => void;
  portalContainer: HTMLElement | null;
}) {
  const toast = useToast();
  const enquiryEmail = useEnquiryEmail();
  const { busy, deleting } = state;
  const open = openMessage(state);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  // After "Carica altri", the owner goes on reading where the new messages start.
  const { revealed } = state;
  useEffect(() => {
    if (revealed) rows.current.get(revealed.id)?.focus();
  }, [revealed]);

  async function mark(message: Message, marks: MessageMarks, quiet = false) {
    dispatch({ type: 'work-started' });
    try {
      dispatch({ type: 'stored', message: await markMessage(message.id, marks) });
    } catch (error) {
      console.error(error);
      if (!quiet)
        toast({ title: 'Errore', description: 'Impossibile aggiornare il messaggio', variant: 'destructive' });
    } finally {
      dispatch({ type: 'work-ended' });
    }
  }

  function show(message: Message) {
    dispatch({ type: 'opened', id: message.id });
    if (message.readAt === null) void mark(message, { readAt: new Date().toISOString() }, true);
  }

  async function remove() {
    if (!deleting) return;
    dispatch({ type: 'work-started' });
    try {
      await deleteMessage(deleting.id);
      dispatch({ type: 'deleted', id: deleting.id });
      toast({ title: 'Messaggio eliminato', description: `Il messaggio di ${sender(deleting)} è stato eliminato` });
    } catch (error) {
      console.error(error);
      toast({ title: 'Errore', description: 'Impossibile eliminare il messaggio', variant: 'destructive' });
    } finally {
      dispatch({ type: 'work-ended' });
    }
  }

  return (
    <div className="grid gap-8">
      <div>
        <h2 className="font-display text-3xl sm:text-4xl">Messaggi</h2>
        {!state.loading && (
          <p className="mt-1 text-sm text-muted-foreground">
            {enquiriesWord(Math.max(state.total ?? 0, state.messages.length))}
          </p>
        )}
        {enquiryEmail === false && (
          <p className="mt-3 flex max-w-2xl items-start gap-2 text-sm text-muted-foreground">
            <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            Le richieste arrivano solo qui: l'invio per e-mail non è attivo. Per riceverle anche per e-mail, chi
            gestisce il server imposta SMTP_URL e NOTIFY_EMAIL.
          </p>
        )}
      </div>
      {state.loading ? (
        <p role="status" className={`${emptyClass} text-center text-muted-foreground`}>
          Caricamento messaggi...
        </p>
      ) : state.messages.length === 0 && !state.more ? (
        <div className={`${emptyClass} flex flex-col items-center gap-3 px-6 text-center`}>
          <Inbox className="size-10 text-accent" aria-hidden="true" />
          <p className="font-display text-2xl">Nessun messaggio</p>
          <p className="text-sm text-muted-foreground">
            Le richieste inviate dai moduli di contatto del sito arriveranno qui.
          </p>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <ul aria-label="Elenco dei messaggi" className="grid gap-1">
              {state.messages.map((message) => (
                <MessageRow
                  key={message.id}
                  message={message}
                  open={message.id === state.openId}
                  onOpen={() => show(message)}
                  buttonRef={(element) => {
                    if (element) rows.current.set(message.id, element);
                    else rows.current.delete(message.id);
                  }}
                />
              ))}
            </ul>
            <MoreMessages state={state} onMore={onMore} />
          </div>
          {open ? (
            <MessageDetail
              message={open}
              busy={busy}
              onMark={(marks) => void mark(open, marks)}
              onDelete={() => dispatch({ type: 'delete-asked', message: open })}
            />
          ) : (
            <p className={`${emptyClass} hidden items-center justify-center gap-2 text-muted-foreground lg:flex`}>
              <MailOpen className="size-5" aria-hidden="true" />
              Scegli un messaggio da leggere
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        container={portalContainer}
        title="Eliminare il messaggio?"
        description={
          <>
            Il messaggio di {deleting ? sender(deleting) : ''} («{deleting?.subject}») verrà eliminato. L'operazione non
            si può annullare.
          </>
        }
        confirmLabel="Elimina"
        busyLabel="Eliminazione..."
        busy={busy}
        cancelLabel="Annulla"
        destructive
        onConfirm={() => void remove()}
        onCancel={() => dispatch({ type: 'delete-cancelled' })}
      />
    </div>
  );
}
