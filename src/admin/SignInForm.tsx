import { LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { signIn, type SignInFailure } from './auth.ts';

const messages: Record<SignInFailure, string> = {
  credentials: 'E-mail o password non corretti.',
  'too-many': 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  other: 'Accesso non riuscito. Riprova tra qualche istante.',
};

const inputClass =
  'h-11 w-full rounded-site border border-border bg-background px-3 text-base text-foreground transition-colors focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-invalid:border-red-700';

/** The owner's sign-in. The session it opens is picked up by the admin through `watchSession`. */
export function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result = await signIn(email, password);
    setBusy(false);
    if ('failure' in result) setFailure(result.failure);
  }

  const invalid = failure === 'credentials';

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-md rounded-site border border-border bg-background p-6 shadow-sm sm:p-10">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-muted text-accent">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
        <h2 id={`${id}-title`} className="font-display text-4xl">
          Accedi
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Area riservata al titolare del negozio.</p>
      </div>
      <form onSubmit={submit} className="grid gap-5" aria-describedby={failure ? `${id}-error` : undefined}>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="username"
            required
            className={inputClass}
            value={email}
            aria-invalid={invalid || undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            className={inputClass}
            value={password}
            aria-invalid={invalid || undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {failure && (
          <p id={`${id}-error`} role="alert" className="rounded-site border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
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
