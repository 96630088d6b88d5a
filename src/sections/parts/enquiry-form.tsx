import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { enquiryFields, enquiryPage, type EnquiryField } from '../../../schemas/enquiry.ts';
import type { SendFailure } from '../../backend/messages.ts';
import { emptyEnquiry, enquiryErrors, enquiryFieldError, type EnquiryErrors } from '../../site/enquiry.ts';
import { policyRoute, siteHome } from '../../site/policies.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { Button } from '../../ui/button.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { listenForLeads } from './enquiry-lead.ts';

const fieldClass = [
  'w-full rounded-site border border-border bg-background px-4 py-3 text-base text-foreground',
  'placeholder:text-muted-foreground aria-invalid:border-red-700',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
].join(' ');

const errorClass = 'mt-1.5 text-sm text-red-700 in-data-[tone=inverse]:text-red-300';

/** Each field as the spec draws it (asterisk placeholders), with a label for screen readers. */
const fieldView = {
  firstName: { name: 'nome', label: 'Nome', placeholder: 'Nome *', type: 'text', autoComplete: 'given-name' },
  lastName: { name: 'cognome', label: 'Cognome', placeholder: 'Cognome *', type: 'text', autoComplete: 'family-name' },
  email: { name: 'email', label: 'Email', placeholder: 'Email *', type: 'email', autoComplete: 'email' },
  phone: {
    name: 'telefono',
    label: 'Telefono (facoltativo)',
    placeholder: 'Telefono (facoltativo)',
    type: 'tel',
    autoComplete: 'tel',
  },
  subject: { name: 'oggetto', label: 'Oggetto', placeholder: 'Oggetto *', type: 'text', autoComplete: 'off' },
  body: { name: 'messaggio', label: 'Messaggio', placeholder: 'Messaggio *', type: 'textarea', autoComplete: 'off' },
} as const satisfies Record<
  EnquiryField,
  { name: string; label: string; placeholder: string; type: string; autoComplete: string }
>;

const wide = new Set<EnquiryField>(['email', 'phone', 'subject', 'body']);

/** What the visitor reads when the enquiry did not go: what they wrote stays in the form. */
const failureText = {
  network:
    'Invio non riuscito: il sito non ha risposto. Controlla la connessione e riprova: quello che hai scritto ' +
    'è ancora qui.',
  'too-many':
    'Hai inviato diversi messaggi in pochi minuti: riprova tra qualche minuto. Quello che hai scritto è ancora qui.',
  refused: 'Il messaggio non è stato accettato: controlla i campi e riprova. Quello che hai scritto è ancora qui.',
} as const satisfies Record<SendFailure, string>;

type Sending =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'failed'; failure: SendFailure }
  | { state: 'sent'; firstName: string; email: string };

/** What the visitor reads once the enquiry arrived; focus moves to it, so it is also what is read out. */
function EnquirySent({ firstName, email, onAgain }: { firstName: string; email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card rounded-site p-6 sm:p-10" role="status">
      <CheckCircle2 className="accent-icon size-10" strokeWidth={1.5} aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 font-display text-3xl leading-tight outline-none">
        Grazie, {firstName}!
      </h3>
      <p className="soft-text mt-4 leading-relaxed">
        Abbiamo ricevuto il tuo messaggio: ti risponderemo al più presto all'indirizzo{' '}
        <span className="font-medium break-all">{email}</span>.
      </p>
      <Button variant="outline" className="mt-8" onClick={onAgain}>
        Scrivi un altro messaggio
      </Button>
    </div>
  );
}

/**
 * The enquiry form of the contact sections (and of a product's page, with `productId`): checks each
 * field with the bounds the `messages` table enforces, says what is wrong next to the field, sends
 * through the backend door (loaded only when the visitor sends), and then says that the message
 * arrived, or that it did not and what was typed is kept. A hidden honeypot field catches bots.
 */
export function EnquiryForm({
  title,
  submitLabel,
  productId,
}: {
  title: string;
  submitLabel: string;
  productId?: string | undefined;
}) {
  const id = useId();
  const site = useSite();
  const [values, setValues] = useState(emptyEnquiry);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const fieldId = (field: EnquiryField) => `${id}-${fieldView[field].name}`;
  const form = useRef<HTMLFormElement>(null);
  const [ledBy, setLedBy] = useState<string | null>(null);
  const ledSubject = useRef<string | null>(null);

  // "Prenota Appuntamento" and the like lead here: their subject fills the field (unless the
  // visitor wrote one of their own), focus goes to the first field, and the status says why.
  useEffect(
    () =>
      listenForLeads(
        () => form.current,
        (subject) => {
          // The subject the last lead filled in, read now: the update below runs later.
          const led = ledSubject.current;
          setValues((current) => {
            const own = current.subject.trim() !== '' && current.subject !== led;
            return own ? current : { ...current, subject };
          });
          ledSubject.current = subject;
          setLedBy(subject);
          // After the anchor has scrolled the section into view: focus brings the field itself in.
          setTimeout(() => fields.current[enquiryFields[0]]?.focus(), 0);
        },
      ),
    [],
  );

  function change(field: EnquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A message shown goes away as soon as the field is right, and follows it while it is not.
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: enquiryFieldError(field, value) }));
  }

  function leave(field: EnquiryField) {
    if (values[field].trim() === '') return;
    setErrors((current) => ({ ...current, [field]: enquiryFieldError(field, values[field]) }));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const found = enquiryErrors(values);
    setErrors(found);
    const first = enquiryFields.find((field) => found[field] !== undefined);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setSending({ state: 'sending' });
    const result = await import('../../backend/messages.ts').then(
      ({ sendEnquiry }) =>
        sendEnquiry({
          ...values,
          shopId: site.shop.id,
          page: enquiryPage(window.location.pathname),
          productId: productId ?? null,
          website: honeypot.current?.value ?? '',
        }),
      (error: unknown) => {
        console.error('The form could not load its way to the backend:', error);
        return { sent: false, failure: 'network' } as const;
      },
    );
    if (!result.sent) {
      setSending({ state: 'failed', failure: result.failure });
      return;
    }
    setSending({ state: 'sent', firstName: values.firstName.trim(), email: values.email.trim() });
    setValues(emptyEnquiry);
  }

  const privacy = policyRoute(siteHome(site), 'privacy');

  if (sending.state === 'sent') {
    return (
      <EnquirySent
        firstName={sending.firstName}
        email={sending.email}
        onAgain={() => setSending({ state: 'editing' })}
      />
    );
  }

  return (
    <form
      ref={form}
      aria-labelledby={`${id}-titolo`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="card relative rounded-site p-6 sm:p-10"
    >
      <h3 id={`${id}-titolo`} className="mb-8 font-display text-3xl leading-tight">
        {title}
      </h3>
      <p role="status" className="sr-only">
        {ledBy ? `${title}: oggetto «${ledBy}». Scrivi qui la tua richiesta.` : ''}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {enquiryFields.map((field) => {
          const view = fieldView[field];
          const error = errors[field];
          const errorId = `${fieldId(field)}-errore`;
          const common = {
            id: fieldId(field),
            name: view.name,
            value: values[field],
            placeholder: view.placeholder,
            autoComplete: view.autoComplete,
            required: field !== 'phone',
            'aria-invalid': error !== undefined ? true : undefined,
            'aria-describedby': error !== undefined ? errorId : undefined,
            onBlur: () => leave(field),
          };
          return (
            <div key={field} className={wide.has(field) ? 'sm:col-span-2' : ''}>
              <label htmlFor={fieldId(field)} className="sr-only">
                {view.label}
              </label>
              {view.type === 'textarea' ? (
                <textarea
                  {...common}
                  ref={(element) => {
                    fields.current[field] = element;
                  }}
                  rows={5}
                  onChange={(event) => change(field, event.target.value)}
                  className={`${fieldClass} resize-y`}
                />
              ) : (
                <input
                  {...common}
                  ref={(element) => {
                    fields.current[field] = element;
                  }}
                  type={view.type}
                  onChange={(event) => change(field, event.target.value)}
                  className={fieldClass}
                />
              )}
              {error !== undefined && (
                <p id={errorId} className={errorClass}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {/* People never see this field; a bot that fills every field fills it too. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-sito`}>Sito web (lascia vuoto)</label>
        <input ref={honeypot} id={`${id}-sito`} name="sito" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="soft-text mt-5 text-sm leading-relaxed">
        Usiamo i dati che scrivi solo per risponderti: leggi l'
        <SmartLink href={privacy} className="underline underline-offset-4">
          informativa sulla privacy
        </SmartLink>
        .
      </p>
      {sending.state === 'failed' && (
        <p role="alert" className={`${errorClass} mt-5 font-medium`}>
          {failureText[sending.failure]}
        </p>
      )}
      <Button type="submit" variant="default" size="lg" className="mt-6 w-full" disabled={sending.state === 'sending'}>
        {sending.state === 'sending' ? 'Invio in corso...' : submitLabel}
      </Button>
    </form>
  );
}
