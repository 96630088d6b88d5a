import { Check, Inbox, Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react';
import { useEffect, useRef, type Dispatch } from 'react';
import { deleteMessage, markMessage, type Message, type MessageMarks } from '../../backend/messages.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { openMessage, type InboxAction, type InboxState } from './inbox-state.ts';
import { receivedAt, replyHref } from './reply.ts';

const emptyClass = 'rounded-site border border-dashed border-border py-16';

const sender = (message: Message) => `${message.firstName} ${message.lastName}`;

function MessageRow({ message, open, onOpen }: { message: Message; open: boolean; onOpen: () => void }) {
  const unread = message.readAt === null;
  return (
    <li>
      <button
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
          <span className="shrink-0 text-xs text-muted-foreground">{receivedAt(message)}</span>
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
          <SmartLink href={message.page} className="break-all underline underline-offset-4">
            {message.page}
          </SmartLink>
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
 * The enquiries sent from the shop's contact forms, newest first: open one to read it (which marks
 * it read), reply through the owner's mail app with the text quoted, mark it answered, or delete it
 * after confirming. The list itself is live (`useInbox`), whichever tab is showing.
 */
export function MessageInbox({
  state,
  dispatch,
  portalContainer,
}: {
  state: InboxState;
  dispatch: Dispatch<InboxAction>;
  portalContainer: HTMLElement | null;
}) {
  const toast = useToast();
  const { busy, deleting } = state;
  const open = openMessage(state);

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
            {state.messages.length === 1 ? '1 messaggio' : `${state.messages.length} messaggi`}
          </p>
        )}
      </div>
      {state.loading ? (
        <p role="status" className={`${emptyClass} text-center text-muted-foreground`}>
          Caricamento messaggi...
        </p>
      ) : state.messages.length === 0 ? (
        <div className={`${emptyClass} flex flex-col items-center gap-3 px-6 text-center`}>
          <Inbox className="size-10 text-accent" aria-hidden="true" />
          <p className="font-display text-2xl">Nessun messaggio</p>
          <p className="text-sm text-muted-foreground">
            Le richieste inviate dai moduli di contatto del sito arriveranno qui.
          </p>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul aria-label="Elenco dei messaggi" className="grid gap-1">
            {state.messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                open={message.id === state.openId}
                onOpen={() => show(message)}
              />
            ))}
          </ul>
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
