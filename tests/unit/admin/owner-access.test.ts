import { describe, expect, it } from 'vitest';
import {
  initialAccess,
  initialSetupForm,
  ownerAccess,
  setupForm,
  setupMessages,
  type SetupAction,
  type SetupForm,
} from '../../../src/admin/access/owner-access-state.ts';
import { initialSignIn, signInForm } from '../../../src/admin/access/sign-in-state.ts';

const status = (fields: { ownerExists?: boolean; tokenValid?: boolean } = {}) => ({
  ownerExists: false,
  tokenValid: false,
  passwordMinLength: 8,
  ...fields,
});

describe('what a signed-out visitor is shown', () => {
  it('the sign-in on a backend without the setup, or once an owner exists', () => {
    expect(initialAccess).toEqual({ step: 'checking' });
    expect(ownerAccess(initialAccess, { type: 'status-read', status: null, token: null })).toEqual({ step: 'sign-in' });
    expect(
      ownerAccess(initialAccess, { type: 'status-read', status: status({ ownerExists: true }), token: null }),
    ).toEqual({ step: 'sign-in' });
  });

  it('says a setup link is spent once the owner exists', () => {
    const access = ownerAccess(initialAccess, {
      type: 'status-read',
      status: status({ ownerExists: true }),
      token: 'abc',
    });
    expect(access).toEqual({
      step: 'sign-in',
      notice: "Questo link di configurazione non vale più: l'account del titolare esiste già.",
    });
  });

  it('the account form with a live link, else where to find one', () => {
    const live = { type: 'status-read', status: status({ tokenValid: true }), token: 'abc' } as const;
    expect(ownerAccess(initialAccess, live)).toEqual({ step: 'setup', token: 'abc', passwordMinLength: 8 });
    expect(ownerAccess(initialAccess, { type: 'status-read', status: status(), token: 'old' })).toEqual({
      step: 'link-needed',
      linkRefused: true,
    });
    expect(ownerAccess(initialAccess, { type: 'status-read', status: status(), token: null })).toEqual({
      step: 'link-needed',
      linkRefused: false,
    });
  });

  it('after an account made but not signed in, the sign-in with a line saying why', () => {
    expect(ownerAccess({ step: 'setup', token: 'abc', passwordMinLength: 8 }, { type: 'sign-in-needed' })).toEqual({
      step: 'sign-in',
      notice: "Account creato: accedi con l'e-mail e la password appena scelte.",
    });
  });
});

function typed(email: string, password: string, repeat: string): SetupForm {
  const actions: SetupAction[] = [
    { type: 'typed', field: 'email', value: email },
    { type: 'typed', field: 'password', value: password },
    { type: 'typed', field: 'repeat', value: repeat },
  ];
  return actions.reduce(setupForm, initialSetupForm);
}

describe("the first owner's account form", () => {
  it('refuses what the server would refuse, at each field, before sending', () => {
    const refused = setupForm(typed('titolare', 'corta', 'corta'), { type: 'submitted', passwordMinLength: 8 });
    expect(refused).toMatchObject({
      busy: false,
      refusals: 1,
      errors: { email: setupMessages.email, password: 'La password deve avere almeno 8 caratteri' },
    });
    const mismatch = setupForm(typed('t@negozio.it', 'lunga-abbastanza', 'altra'), {
      type: 'submitted',
      passwordMinLength: 8,
    });
    expect(mismatch.errors).toEqual({ repeat: 'Le due password non coincidono' });
  });

  it("a field's problem goes as soon as it is changed", () => {
    const refused = setupForm(typed('titolare', 'corta', 'corta'), { type: 'submitted', passwordMinLength: 8 });
    const fixed = setupForm(refused, { type: 'typed', field: 'email', value: 'titolare@negozio.it' });
    expect(fixed.errors).toEqual({ password: 'La password deve avere almeno 8 caratteri' });
  });

  it('sends a good account once, and shows the server refusals at the field or for the whole form', () => {
    const sending = setupForm(typed('t@negozio.it', 'lunga-abbastanza', 'lunga-abbastanza'), {
      type: 'submitted',
      passwordMinLength: 8,
    });
    expect(sending).toMatchObject({ busy: true, errors: {}, failure: null });
    expect(setupForm(sending, { type: 'submitted', passwordMinLength: 8 })).toBe(sending);

    const weak = setupForm(sending, { type: 'refused', failure: 'password', passwordMinLength: 12 });
    expect(weak).toMatchObject({ busy: false, refusals: 1, errors: { password: setupMessages.password(12) } });
    const spent = setupForm(sending, { type: 'refused', failure: 'link', passwordMinLength: 8 });
    expect(spent).toMatchObject({
      busy: false,
      refusals: 0,
      failure: 'Questo link di configurazione non vale più: riavvia il server per averne uno nuovo.',
    });
  });
});

describe('the sign-in form', () => {
  it('keeps what is typed, and clears the last failure when sent again', () => {
    const refused = [
      { type: 'typed', field: 'email', value: 'titolare@boutique.test' },
      { type: 'sent' },
      { type: 'answered', failure: 'credentials' },
    ] as const;
    const state = refused.reduce(signInForm, initialSignIn);
    expect(state).toEqual({ email: 'titolare@boutique.test', password: '', busy: false, failure: 'credentials' });
    expect(signInForm(state, { type: 'sent' })).toMatchObject({ busy: true, failure: null });
  });
});
