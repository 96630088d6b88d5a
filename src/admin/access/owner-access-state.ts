import type { SetupFailure, SetupStatus } from '../../backend/owner-setup.ts';

/**
 * What a signed-out visitor of the admin is shown, as state and transitions: the usual sign-in, or,
 * while the platform has no owner yet, the first owner's account form (with a live setup link) or
 * how to get that link. The setup form's own state follows: what is typed, the problems found
 * before sending and the server's refusals.
 */

export type Access =
  | { step: 'checking' }
  | { step: 'sign-in'; notice?: string }
  | { step: 'link-needed'; linkRefused: boolean }
  | { step: 'setup'; token: string; passwordMinLength: number };

export type AccessAction =
  /** The server's setup status for the link's token (`status` null: a backend without the setup). */
  | { type: 'status-read'; status: SetupStatus | null; token: string | null }
  /** The account was made but signing in with it failed: the owner signs in by hand. */
  | { type: 'sign-in-needed' };

export const initialAccess: Access = { step: 'checking' };

export function ownerAccess(access: Access, action: AccessAction): Access {
  switch (action.type) {
    case 'status-read': {
      const { status, token } = action;
      // A backend without the setup (hosted Supabase), or one that already has its owner: the usual sign-in.
      if (!status) return { step: 'sign-in' };
      if (status.ownerExists) {
        return token === null
          ? { step: 'sign-in' }
          : {
              step: 'sign-in',
              notice: "Questo link di configurazione non vale più: l'account del titolare esiste già.",
            };
      }
      if (token !== null && status.tokenValid) {
        return { step: 'setup', token, passwordMinLength: status.passwordMinLength };
      }
      return { step: 'link-needed', linkRefused: token !== null };
    }
    case 'sign-in-needed':
      return { step: 'sign-in', notice: "Account creato: accedi con l'e-mail e la password appena scelte." };
  }
}

export const SETUP_FIELDS = ['email', 'password', 'repeat'] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
export type SetupErrors = Partial<Record<SetupField, string>>;

export const setupMessages = {
  email: 'Inserisci un indirizzo e-mail valido, per esempio titolare@negozio.it',
  password: (min: number) => `La password deve avere almeno ${String(min)} caratteri`,
  repeat: 'Le due password non coincidono',
};

/** Refusals of the server the owner can act on at a field, and those said for the whole form. */
const failureMessages: Record<Exclude<SetupFailure, 'email' | 'password'>, string> = {
  link: 'Questo link di configurazione non vale più: riavvia il server per averne uno nuovo.',
  exists: "L'account del titolare esiste già: ricarica la pagina e accedi con le sue credenziali.",
  network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  other: "Creazione dell'account non riuscita. Riprova tra qualche istante.",
};

export interface SetupForm {
  values: Record<SetupField, string>;
  errors: SetupErrors;
  /** What the server refused for the whole form, not for one field. */
  failure: string | null;
  busy: boolean;
  /** Refusals so far: each one moves focus to the first field with a problem. */
  refusals: number;
}

export type SetupAction =
  | { type: 'typed'; field: SetupField; value: string }
  /** Crea account: checked here, then sent unless a field has a problem. */
  | { type: 'submitted'; passwordMinLength: number }
  | { type: 'refused'; failure: SetupFailure; passwordMinLength: number };

export const initialSetupForm: SetupForm = {
  values: { email: '', password: '', repeat: '' },
  errors: {},
  failure: null,
  busy: false,
  refusals: 0,
};

/** What keeps the typed account from being sent, by field. */
export function setupProblems(values: SetupForm['values'], min: number): SetupErrors {
  const errors: SetupErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = setupMessages.email;
  if (values.password.length < min) errors.password = setupMessages.password(min);
  else if (values.repeat !== values.password) errors.repeat = setupMessages.repeat;
  return errors;
}

function refuse(form: SetupForm, errors: SetupErrors): SetupForm {
  return { ...form, errors, busy: false, refusals: form.refusals + 1 };
}

export function setupForm(form: SetupForm, action: SetupAction): SetupForm {
  switch (action.type) {
    case 'typed': {
      // A field's problem goes as soon as the owner changes it.
      const { [action.field]: _fixed, ...errors } = form.errors;
      return { ...form, values: { ...form.values, [action.field]: action.value }, errors };
    }
    case 'submitted': {
      if (form.busy) return form;
      const errors = setupProblems(form.values, action.passwordMinLength);
      const checked = { ...form, failure: null };
      return Object.keys(errors).length > 0 ? refuse(checked, errors) : { ...checked, errors: {}, busy: true };
    }
    case 'refused': {
      const { failure, passwordMinLength } = action;
      if (failure === 'email') return refuse(form, { email: setupMessages.email });
      if (failure === 'password') return refuse(form, { password: setupMessages.password(passwordMinLength) });
      return { ...form, busy: false, failure: failureMessages[failure] };
    }
  }
}
