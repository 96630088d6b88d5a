import { CheckCircle2, Info } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { enquiryPage } from '../../../schemas/enquiry.ts';
import {
  consentMissing,
  newsletterEmailError,
  newsletterRequest,
  type NewsletterAction,
} from '../../../schemas/sections/newsletter-signup.ts';
import type { Sections } from '../../../schemas/sections/index.ts';
import type { SignUpFailure } from '../../backend/newsletter.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { Button } from '../../ui/button.tsx';
import { SectionShell } from '../../ui/section.tsx';

type Section = Sections['newsletter'];

const fieldClass = [
  'h-13 w-full min-w-0 rounded-site sm:flex-1 border px-4 text-base aria-invalid:border-red-700',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
].join(' ');
const lightField = 'border-foreground/40 bg-background text-foreground placeholder:text-muted-foreground';
/** On a dark band the field is drawn in the band's own light colour. */
const darkField =
  'border-inverse-foreground/60 bg-transparent text-inverse-foreground placeholder:text-inverse-foreground/70';
const errorClass = 'mt-2 text-sm text-red-700 in-data-[tone=inverse]:text-red-300';

/** Why a sign-up did not go, said under the field; what was typed stays. */
const failureText = {
  'too-many': 'Troppe iscrizioni da questa connessione in pochi minuti: riprova tra qualche minuto.',
  network: 'Iscrizione non riuscita: il sito non ha risposto. Controlla la connessione e riprova.',
  refused: "L'iscrizione non è stata accettata: controlla l'indirizzo e riprova.",
} as const satisfies Record<SignUpFailure, string>;

/** What a sign-up's link did, as the page says it. */
type LinkOutcome =
  | { state: 'working'; action: NewsletterAction }
  | { state: 'done'; action: NewsletterAction; shop: string }
  | { state: 'unknown'; action: NewsletterAction }
  | { state: 'failed'; action: NewsletterAction };

function linkText(outcome: LinkOutcome): { title: string; text: string } {
  const unsubscribe = outcome.action === 'unsubscribe';
  switch (outcome.state) {
    case 'working':
      return unsubscribe
        ? { title: 'Annullamento in corso…', text: "Stiamo annullando l'iscrizione alla newsletter." }
        : { title: 'Conferma in corso…', text: "Stiamo confermando l'iscrizione alla newsletter." };
    case 'done':
      return unsubscribe
        ? { title: 'Iscrizione annullata', text: `Non riceverai più la newsletter di ${outcome.shop}.` }
        : { title: 'Iscrizione confermata', text: `Grazie! Riceverai la newsletter di ${outcome.shop}.` };
    case 'unknown':
      return unsubscribe
        ? {
            title: 'Link non valido',
            text:
              "Questo link non corrisponde a nessuna iscrizione: forse l'hai già annullata. " +
              'Nessun indirizzo è stato rimosso.',
          }
        : {
            title: 'Link non valido',
            text:
              'Questo link di conferma non corrisponde a nessuna iscrizione: forse è stata annullata. ' +
              'Puoi iscriverti di nuovo qui sotto.',
          };
    case 'failed':
      return {
        title: 'Il sito non ha risposto',
        text: 'Non siamo riusciti a completare la richiesta: controlla la connessione e apri di nuovo il link.',
      };
  }
}

const ignoreChanges = () => () => undefined;
const readSearch = () => window.location.search;
const noSearch = () => '';

type Field = 'email' | 'consent';

/** What is wrong with a field, under it (the field names it as its description). */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className={errorClass}>
      {text}
    </p>
  );
}

/** The answer to a sign-up's confirmation or unsubscribe link, at the top of the box; focus moves to it. */
function LinkAnswer({ outcome }: { outcome: LinkOutcome }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { title, text } = linkText(outcome);
  const settled = outcome.state !== 'working';
  useEffect(() => {
    if (!settled) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [settled]);
  const Icon = outcome.state === 'done' ? CheckCircle2 : Info;
  return (
    <div className="card mx-auto mt-10 max-w-lg rounded-site p-6 text-center">
      <Icon className="accent-icon mx-auto size-8" strokeWidth={1.5} aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-3 font-display text-2xl leading-tight outline-none">
        {title}
      </h3>
      <p className="soft-text mt-2 leading-relaxed">{text}</p>
    </div>
  );
}

/**
 * A newsletter sign-up box: an e-mail field and the consent the visitor ticks, checked here with
 * the table's own rules and stored for the page's shop through the backend door (loaded only when
 * the visitor signs up). It says the outcome in a polite live region, and what is wrong under the
 * field. Opened from a sign-up's link (`?newsletter=disiscrizione&token=…`), it removes or confirms
 * that sign-up and says so.
 */
export function Newsletter({ section }: { section: Section }) {
  const id = useId();
  const site = useSite();
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState<'idle' | 'sending' | 'sent' | 'sent-to-confirm'>('idle');
  const emailField = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const { tone } = section;
  const ids = { heading: `${id}-titolo`, email: `${id}-email`, consent: `${id}-consenso` };

  // A sign-up's link, read from the address once the page is in the browser (the pre-rendered
  // page has no query), followed once; its outcome is kept with the token it answers.
  const search = useSyncExternalStore(ignoreChanges, readSearch, noSearch);
  const asked = useMemo(() => newsletterRequest(search), [search]);
  const [answer, setAnswer] = useState<{ token: string; outcome: LinkOutcome } | null>(null);
  useEffect(() => {
    if (!asked) return;
    const { action, token } = asked;
    let current = true;
    void import('../../backend/newsletter.ts')
      .then(({ followNewsletterLink }) => followNewsletterLink(action, token))
      .then(
        (shop): LinkOutcome => (shop === null ? { state: 'unknown', action } : { state: 'done', action, shop }),
        (error: unknown): LinkOutcome => {
          console.error('The newsletter link could not be followed:', error);
          return { state: 'failed', action };
        },
      )
      .then((outcome) => {
        if (current) setAnswer({ token, outcome });
      });
    return () => {
      current = false;
    };
  }, [asked]);
  const link: LinkOutcome | null = asked
    ? answer?.token === asked.token
      ? answer.outcome
      : { state: 'working', action: asked.action }
    : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending === 'sending') return;
    const found = {
      ...(newsletterEmailError(email) === null ? {} : { email: newsletterEmailError(email) ?? '' }),
      ...(agreed ? {} : { consent: consentMissing }),
    };
    setErrors(found);
    if (found.email !== undefined) return emailField.current?.focus();
    if (found.consent !== undefined) return consentBox.current?.focus();
    setSending('sending');
    const result = await import('../../backend/newsletter.ts').then(
      ({ signUpToNewsletter }) =>
        signUpToNewsletter({
          shopId: site.shop.id,
          email,
          consent: section.consent,
          page: enquiryPage(window.location.pathname),
        }),
      (error: unknown) => {
        console.error('The newsletter box could not load its way to the backend:', error);
        return { stored: false, failure: 'network' } as const;
      },
    );
    if (!result.stored) {
      setSending('idle');
      setErrors({ email: failureText[result.failure] });
      emailField.current?.focus();
      return;
    }
    setSending(result.confirmation ? 'sent-to-confirm' : 'sent');
    setEmail('');
    setAgreed(false);
  }

  const sent = sending === 'sent' || sending === 'sent-to-confirm';
  // The form goes away with the focused button: focus moves to what the box now says.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  /** A field with a message is marked invalid and described by it. */
  const invalidity = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-errore` } : {};
  const clearError = (field: Field) => {
    if (errors[field]) setErrors(({ [field]: _cleared, ...others }) => others);
  };

  return (
    <SectionShell id={section.id} tone={tone} width="narrow" labelledBy={ids.heading}>
      <div className="text-center">
        {section.eyebrow && (
          <p className="eyebrow mb-4 text-xs font-semibold uppercase tracking-[0.3em]">{section.eyebrow}</p>
        )}
        <h2 id={ids.heading} className="font-display text-3xl leading-tight font-light text-balance sm:text-4xl">
          {section.title}
        </h2>
        {section.intro && <p className="soft-text mx-auto mt-4 max-w-xl leading-relaxed">{section.intro}</p>}
      </div>
      {link && <LinkAnswer outcome={link} />}
      {!sent && (
        <form onSubmit={(event) => void submit(event)} noValidate className="mx-auto mt-10 max-w-lg">
          <label htmlFor={ids.email} className="mb-2 block text-xs font-semibold uppercase tracking-[0.2em]">
            {section.fieldLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              ref={emailField}
              id={ids.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                clearError('email');
              }}
              {...invalidity('email')}
              placeholder={section.placeholder}
              className={`${fieldClass} ${tone === 'inverse' ? darkField : lightField}`}
            />
            <Button type="submit" size="lg" disabled={sending === 'sending'}>
              {sending === 'sending' ? 'Iscrizione…' : section.submitLabel}
            </Button>
          </div>
          <FieldError id={`${ids.email}-errore`} text={errors.email} />
          <div className="mt-4 flex items-start gap-3 text-left">
            <input
              ref={consentBox}
              id={ids.consent}
              name="consenso"
              type="checkbox"
              required
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) clearError('consent');
              }}
              {...invalidity('consent')}
              className="mt-0.5 size-5 shrink-0 accent-(--color-accent)"
            />
            <label htmlFor={ids.consent} className="text-sm leading-relaxed">
              {section.consent}
            </label>
          </div>
          <FieldError id={`${ids.consent}-errore`} text={errors.consent} />
        </form>
      )}
      <div role="status" className="mx-auto mt-5 max-w-lg text-center">
        {sent && (
          <p
            ref={thanks}
            tabIndex={-1}
            className="card flex items-start justify-center gap-3 rounded-site p-5 text-left font-medium outline-none"
          >
            <CheckCircle2 className="accent-icon mt-0.5 size-5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
            <span>
              {sending === 'sent-to-confirm'
                ? "Controlla la tua casella: ti abbiamo scritto per confermare l'iscrizione."
                : `Grazie! Ti abbiamo iscritto alla newsletter di ${site.shop.name}.`}
            </span>
          </p>
        )}
      </div>
      {section.note && (
        <p className="soft-text mx-auto mt-2 max-w-lg text-center text-xs leading-relaxed">{section.note}</p>
      )}
    </SectionShell>
  );
}

export default Newsletter;
