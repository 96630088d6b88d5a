import { LockKeyhole } from 'lucide-react';
import { useId, useReducer, type SubmitEvent } from 'react';
import { signIn, type SignInFailure } from '../backend/owner-session.ts';
import { initialSignIn, signInForm } from './access/sign-in-state.ts';
import { Button } from '../ui/button.tsx';
import { Field, inputClass } from './Field.tsx';

const messages: Record<SignInFailure, string> = {
  credentials: 'E-mail o password non corretti.',
  'too-many': 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  other: 'Accesso non riuscito. Riprova tra qualche istante.',
};

const credentialClass = `${inputClass} aria-invalid:border-red-700`;

/** The two fields, named as password managers expect. */
const credentialFields = {
  email: { label: 'E-mail', autoComplete: 'username' },
  password: { label: 'Password', autoComplete: 'current-password' },
} as const;

interface CredentialFieldProps {
  formId: string;
  type: keyof typeof credentialFields;
  value: string;
  invalid: true | undefined;
  onChange: (value: string) => void;
}

function CredentialField({ formId, type, value, invalid, onChange }: CredentialFieldProps) {
  const { label, autoComplete } = credentialFields[type];
  const id = `${formId}-${type}`;
  return (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type={type}
        name={type}
        autoComplete={autoComplete}
        required
        className={credentialClass}
        value={value}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** The owner's sign-in. The session it opens is picked up by the admin through `watchSession`. */
export function SignInForm() {
  const id = useId();
  const [{ email, password, busy, failure }, dispatch] = useReducer(signInForm, initialSignIn);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'sent' });
    const result = await signIn(email, password);
    dispatch({ type: 'answered', failure: 'failure' in result ? result.failure : null });
  }

  // Only wrong credentials are the fields' fault; the other failures are the connection's or the server's.
  const invalid = failure === 'credentials' || undefined;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto w-full max-w-md rounded-site border border-border bg-background p-6 shadow-sm sm:p-10"
    >
      <div className="mb-8 text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-accent">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <h2 id={`${id}-title`} className="font-display text-4xl">
          Accedi
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Area riservata al titolare del negozio.</p>
      </div>
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-5"
        aria-describedby={failure ? `${id}-error` : undefined}
      >
        <CredentialField
          formId={id}
          type="email"
          value={email}
          invalid={invalid}
          onChange={(value) => dispatch({ type: 'typed', field: 'email', value })}
        />
        <CredentialField
          formId={id}
          type="password"
          value={password}
          invalid={invalid}
          onChange={(value) => dispatch({ type: 'typed', field: 'password', value })}
        />
        {failure && (
          <p
            id={`${id}-error`}
            role="alert"
            className="rounded-site border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {messages[failure]}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy} className="mt-2 w-full">
          {busy ? 'Accesso in corso...' : 'Accedi'}
        </Button>
      </form>
    </section>
  );
}
