import type { SignInFailure } from '../../backend/owner-session.ts';

/** The sign-in form: what is typed, whether it is being sent, and why the last try failed. */
export interface SignInState {
  email: string;
  password: string;
  busy: boolean;
  failure: SignInFailure | null;
}

export type SignInAction =
  | { type: 'typed'; field: 'email' | 'password'; value: string }
  | { type: 'sent' }
  | { type: 'answered'; failure: SignInFailure | null };

export const initialSignIn: SignInState = { email: '', password: '', busy: false, failure: null };

/** What typing and sending do to the form; the last failure stays shown until the next try. */
export function signInForm(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'typed':
      return { ...state, [action.field]: action.value };
    case 'sent':
      return { ...state, busy: true, failure: null };
    case 'answered':
      return { ...state, busy: false, failure: action.failure };
  }
}
