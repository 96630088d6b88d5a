import { Check, Circle, KeyRound } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, type ReactNode, type SubmitEvent } from 'react';
import { createFirstOwner } from '../../backend/owner-setup.ts';
import { signIn } from '../../backend/owner-session.ts';
import { Button } from '../../ui/button.tsx';
import { describedBy, Field, inputClass } from '../Field.tsx';
import { cardClass, noticeClass } from './access-classes.ts';
import { initialSetupForm, setupForm, setupProblems, type SetupField } from './owner-access-state.ts';

interface OwnerSetupFormProps {
  token: string;
  passwordMinLength: number;
  onCreated: () => void;
  onSignInNeeded: () => void;
}

/** The password rule, ticked once what is typed meets it. */
function PasswordRule({ id, met, min }: { id: string; met: boolean; min: number }) {
  return (
    <p
      id={id}
      data-met={met}
      className="flex items-center gap-1.5 text-xs text-muted-foreground data-[met=true]:text-green-800"
    >
      {met ? <Check className="size-3.5" aria-hidden="true" /> : <Circle className="size-3.5" aria-hidden="true" />}
      Almeno {min} caratteri
      {met && <span className="sr-only"> (rispettato)</span>}
    </p>
  );
}

interface SetupInputProps {
  formId: string;
  field: SetupField;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error: string | undefined;
  /** Ids of lines that always describe the field (the password rule). */
  describedByIds?: string;
  hint?: ReactNode;
  minLength?: number;
  onChange: (value: string) => void;
}

function SetupInput({ formId, field, label, error, describedByIds, hint, onChange, ...input }: SetupInputProps) {
  const id = `${formId}-${field}`;
  const errorId = `${id}-error`;
  return (
    <Field label={label} htmlFor={id} error={error} errorId={errorId} hint={hint}>
      <input
        id={id}
        name={field}
        required
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(describedByIds, error && errorId)}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
    </Field>
  );
}

/** The first owner's e-mail and password, with the server's password rule shown as they type. */
export function OwnerSetupForm({ token, passwordMinLength, onCreated, onSignInNeeded }: OwnerSetupFormProps) {
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const [form, dispatch] = useReducer(setupForm, initialSetupForm);
  const { values, errors } = form;

  useEffect(() => {
    if (form.refusals > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    dispatch({ type: 'submitted', passwordMinLength });
    if (Object.keys(setupProblems(values, passwordMinLength)).length > 0) return;
    const result = await createFirstOwner(token, values.email, values.password);
    if ('failure' in result) {
      dispatch({ type: 'refused', failure: result.failure, passwordMinLength });
      return;
    }
    onCreated();
    // The session that opens replaces this form with the admin.
    const signedIn = await signIn(values.email, values.password);
    if ('failure' in signedIn) onSignInNeeded();
  }

  const typed = (field: SetupField) => (value: string) => dispatch({ type: 'typed', field, value });
  const lengthMet = values.password.length >= passwordMinLength;

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
      <form ref={formElement} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <SetupInput
          formId={id}
          field="email"
          label="E-mail"
          type="email"
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={typed('email')}
        />
        <SetupInput
          formId={id}
          field="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={passwordMinLength}
          value={values.password}
          error={errors.password}
          describedByIds={`${id}-rule`}
          hint={<PasswordRule id={`${id}-rule`} met={lengthMet} min={passwordMinLength} />}
          onChange={typed('password')}
        />
        <SetupInput
          formId={id}
          field="repeat"
          label="Ripeti la password"
          type="password"
          autoComplete="new-password"
          value={values.repeat}
          error={errors.repeat}
          onChange={typed('repeat')}
        />
        {form.failure && (
          <p role="alert" className={`${noticeClass} border-red-200 bg-red-50 text-red-800`}>
            {form.failure}
          </p>
        )}
        <Button type="submit" size="lg" disabled={form.busy} className="mt-2 w-full">
          {form.busy ? 'Creazione in corso...' : 'Crea account'}
        </Button>
      </form>
    </section>
  );
}
