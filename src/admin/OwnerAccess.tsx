import { Check, Circle, KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createFirstOwner, ownerSetupStatus, type SetupFailure, type SetupStatus } from '../backend/owner-setup.ts';
import { signIn } from '../backend/owner-session.ts';
import { Button } from '../ui/button.tsx';
import { describedBy, Field, inputClass } from './Field.tsx';
import { SignInForm } from './SignInForm.tsx';

/** The query parameter of the setup link that `npm start` prints while the shop has no owner. */
export const SETUP_PARAMETER = 'configura';

const cardClass = 'mx-auto w-full max-w-md rounded-site border border-border bg-background p-6 shadow-sm sm:p-10';
const noticeClass = 'rounded-site border px-3 py-2 text-sm';

type Access =
  | { step: 'checking' }
  | { step: 'sign-in'; notice?: string }
  | { step: 'link-needed'; linkRefused: boolean }
  | { step: 'setup'; token: string; passwordMinLength: number };

function accessFor(status: SetupStatus | null, token: string | null): Access {
  // A backend without the setup (hosted Supabase), or one that already has its owner: the usual sign-in.
  if (!status) return { step: 'sign-in' };
  if (status.ownerExists) {
    return token === null
      ? { step: 'sign-in' }
      : { step: 'sign-in', notice: "Questo link di configurazione non vale più: l'account del titolare esiste già." };
  }
  if (token !== null && status.tokenValid) {
    return { step: 'setup', token, passwordMinLength: status.passwordMinLength };
  }
  return { step: 'link-needed', linkRefused: token !== null };
}

/**
 * What a signed-out visitor of the admin sees: the sign-in form; or, while the shop has no owner yet,
 * the first owner's account form (with the setup link's token) or how to get that link.
 */
export function OwnerAccess() {
  const [params, setParams] = useSearchParams();
  // Read once: the token leaves the address when the account is made, and that must not re-check it.
  const [token] = useState(() => params.get(SETUP_PARAMETER));
  const [access, setAccess] = useState<Access>({ step: 'checking' });

  useEffect(() => {
    let cancelled = false;
    void ownerSetupStatus(token).then((status) => {
      if (!cancelled) setAccess(accessFor(status, token));
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  switch (access.step) {
    case 'checking':
      return (
        <p role="status" className="py-16 text-center text-muted-foreground">
          Verifica dell'accesso...
        </p>
      );
    case 'sign-in':
      return (
        <div className="grid gap-6">
          {access.notice && (
            <p role="status" className={`${noticeClass} mx-auto w-full max-w-md border-border bg-muted`}>
              {access.notice}
            </p>
          )}
          <SignInForm />
        </div>
      );
    case 'link-needed':
      return <SetupLinkNeeded linkRefused={access.linkRefused} />;
    case 'setup':
      return (
        <OwnerSetupForm
          token={access.token}
          passwordMinLength={access.passwordMinLength}
          onCreated={() => {
            // The link is spent: it leaves the address (and the history) before the session opens.
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete(SETUP_PARAMETER);
                return next;
              },
              { replace: true },
            );
          }}
          onSignInNeeded={() =>
            setAccess({ step: 'sign-in', notice: "Account creato: accedi con l'e-mail e la password appena scelte." })
          }
        />
      );
  }
}

function SetupLinkNeeded({ linkRefused }: { linkRefused: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} grid gap-4 text-sm leading-relaxed`}>
      <h2 id={`${id}-title`} className="text-center font-display text-4xl">
        Configura il negozio
      </h2>
      {linkRefused && (
        <p className={`${noticeClass} border-red-200 bg-red-50 text-red-800`}>
          Questo link di configurazione non è valido: vale una sola volta e solo fino al riavvio del server.
        </p>
      )}
      <p>
        Il negozio non ha ancora un titolare. Per creare il suo account apri il link di configurazione che il server
        scrive nel terminale quando si avvia con <code className="font-mono text-xs">npm start</code>: ha la forma{' '}
        <code className="font-mono text-xs break-all">/admin?configura=…</code>.
      </p>
      <div className="grid gap-1.5 text-muted-foreground">
        <p>In alternativa, a server fermo:</p>
        <code className="rounded-site bg-muted px-3 py-2 font-mono text-xs whitespace-pre-wrap">
          npm run owner -- &lt;e-mail&gt; &lt;password&gt;
        </code>
      </div>
    </section>
  );
}

type SetupField = 'email' | 'password' | 'repeat';
type SetupErrors = Partial<Record<SetupField, string>>;

const setupMessages = {
  email: 'Inserisci un indirizzo e-mail valido, per esempio titolare@negozio.it',
  password: (min: number) => `La password deve avere almeno ${min} caratteri`,
  repeat: 'Le due password non coincidono',
};

/** Refusals of the server the owner can act on at a field, and those said for the whole form. */
const failureMessages: Record<Exclude<SetupFailure, 'email' | 'password'>, string> = {
  link: 'Questo link di configurazione non vale più: riavvia il server per averne uno nuovo.',
  exists: "L'account del titolare esiste già: ricarica la pagina e accedi con le sue credenziali.",
  network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  other: "Creazione dell'account non riuscita. Riprova tra qualche istante.",
};

function setupProblems(email: string, password: string, repeat: string, min: number): SetupErrors {
  const errors: SetupErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = setupMessages.email;
  if (password.length < min) errors.password = setupMessages.password(min);
  else if (repeat !== password) errors.repeat = setupMessages.repeat;
  return errors;
}

interface OwnerSetupFormProps {
  token: string;
  passwordMinLength: number;
  onCreated: () => void;
  onSignInNeeded: () => void;
}

/** The first owner's e-mail and password, with the server's password rule shown as they type. */
function OwnerSetupForm({ token, passwordMinLength, onCreated, onSignInNeeded }: OwnerSetupFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<SetupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = (found: SetupErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = setupProblems(email, password, repeat, passwordMinLength);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setBusy(true);
    const result = await createFirstOwner(token, email, password);
    if ('failure' in result) {
      setBusy(false);
      if (result.failure === 'email') refuse({ email: setupMessages.email });
      else if (result.failure === 'password') refuse({ password: setupMessages.password(passwordMinLength) });
      else setFailure(failureMessages[result.failure]);
      return;
    }
    onCreated();
    // The session that opens replaces this form with the admin.
    const signedIn = await signIn(email, password);
    if ('failure' in signedIn) onSignInNeeded();
  }

  const lengthMet = password.length >= passwordMinLength;
  const fieldId = (field: SetupField) => `${id}-${field}`;
  const errorId = (field: SetupField) => `${id}-${field}-error`;
  const change = (field: SetupField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <div className="mb-8 text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-accent">
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
        <h2 id={`${id}-title`} className="font-display text-4xl">
          Crea l'account del titolare
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Primo avvio del negozio: scegli l'e-mail e la password con cui entrerai in quest'area.
        </p>
      </div>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <Field label="E-mail" htmlFor={fieldId('email')} error={errors.email} errorId={errorId('email')}>
          <input
            id={fieldId('email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            className={inputClass}
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && errorId('email'))}
            onChange={(e) => change('email', setEmail)(e.target.value)}
          />
        </Field>
        <Field
          label="Password"
          htmlFor={fieldId('password')}
          error={errors.password}
          errorId={errorId('password')}
          hint={
            <p
              id={`${id}-rule`}
              data-met={lengthMet}
              className="flex items-center gap-1.5 text-xs text-muted-foreground data-[met=true]:text-green-800"
            >
              {lengthMet ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <Circle className="size-3.5" aria-hidden="true" />
              )}
              Almeno {passwordMinLength} caratteri
              {lengthMet && <span className="sr-only"> (rispettato)</span>}
            </p>
          }
        >
          <input
            id={fieldId('password')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={passwordMinLength}
            className={inputClass}
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(`${id}-rule`, errors.password && errorId('password'))}
            onChange={(e) => change('password', setPassword)(e.target.value)}
          />
        </Field>
        <Field label="Ripeti la password" htmlFor={fieldId('repeat')} error={errors.repeat} errorId={errorId('repeat')}>
          <input
            id={fieldId('repeat')}
            type="password"
            name="repeat"
            autoComplete="new-password"
            required
            className={inputClass}
            value={repeat}
            aria-invalid={errors.repeat ? true : undefined}
            aria-describedby={describedBy(errors.repeat && errorId('repeat'))}
            onChange={(e) => change('repeat', setRepeat)(e.target.value)}
          />
        </Field>
        {failure && (
          <p role="alert" className={`${noticeClass} border-red-200 bg-red-50 text-red-800`}>
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
          {busy ? 'Creazione in corso...' : 'Crea account'}
        </Button>
      </form>
    </section>
  );
}
