import { describe, expect, it } from 'vitest';
import {
  adminAccess,
  chosenShop,
  initialAdminState,
  type AdminAction,
  type AdminState,
} from '../../../src/admin/shops/admin-access.ts';
import type { OwnerShop } from '../../../src/backend/owner-shops.ts';

const aurea: OwnerShop = {
  id: 'aurea',
  name: 'Aurea Gioielli',
  catalogueRoute: '/shop',
  categories: ['Anelli', 'Orologi', 'Orecchini'],
};
const cless: OwnerShop = { id: 'cless', name: 'Cless', catalogueRoute: null, categories: ['Scarpe', 'Borse'] };

const giulia = { id: 'u-giulia', email: 'giulia@aurea.test' };
const marco = { id: 'u-marco', email: 'marco@cless.test' };

function after(...actions: AdminAction[]): AdminState {
  return actions.reduce(adminAccess, initialAdminState);
}

const signedIn: AdminAction = { type: 'session-changed', user: giulia };
const both: AdminAction = { type: 'shops-loaded', userId: giulia.id, shops: [aurea, cless], remembered: null };

describe('the session', () => {
  it('is checked first; signed out, no shop is read', () => {
    expect(initialAdminState).toMatchObject({ session: { status: 'checking' }, shops: { status: 'idle' } });
    expect(after({ type: 'session-changed', user: null })).toMatchObject({
      session: { status: 'signed-out' },
      shops: { status: 'idle' },
    });
  });

  it('signed in, the shops the person runs are read', () => {
    expect(after(signedIn)).toMatchObject({
      session: { status: 'signed-in', user: giulia },
      shops: { status: 'loading' },
    });
  });

  it('a refreshed token of the same person keeps the shop they work on', () => {
    const working = after(signedIn, both, { type: 'shop-asked', id: 'cless' });
    expect(chosenShop(adminAccess(working, signedIn))?.id).toBe('cless');
  });

  it('another person, or signing out, forgets the shops of the previous one', () => {
    const working = after(signedIn, both);
    expect(adminAccess(working, { type: 'session-changed', user: marco }).shops).toEqual({ status: 'loading' });
    expect(chosenShop(adminAccess(working, { type: 'session-changed', user: null }))).toBeNull();
  });
});

describe('the shops the person runs', () => {
  it('with one, that is the shop worked on', () => {
    const state = after(signedIn, { type: 'shops-loaded', userId: giulia.id, shops: [cless], remembered: null });
    expect(chosenShop(state)).toEqual(cless);
  });

  it('with several, the first by name, or the one chosen earlier in the tab', () => {
    expect(chosenShop(after(signedIn, both))?.id).toBe('aurea');
    const remembered: AdminAction = { ...both, remembered: 'cless' };
    expect(chosenShop(after(signedIn, remembered))?.id).toBe('cless');
    // A remembered shop the person no longer runs is not worked on.
    expect(chosenShop(after(signedIn, { ...both, remembered: 'seoul' }))?.id).toBe('aurea');
  });

  it('with none, the account is told it runs no shop', () => {
    const state = after(signedIn, { type: 'shops-loaded', userId: giulia.id, shops: [], remembered: 'aurea' });
    expect(state.shops).toEqual({ status: 'none' });
    expect(chosenShop(state)).toBeNull();
  });

  it('ignores an answer for a person who is no longer signed in', () => {
    const marcoIn = after(signedIn, { type: 'session-changed', user: marco });
    expect(adminAccess(marcoIn, both)).toBe(marcoIn);
    expect(adminAccess(marcoIn, { type: 'shops-failed', userId: giulia.id })).toBe(marcoIn);
  });

  it('a failed read can be tried again', () => {
    const failed = after(signedIn, { type: 'shops-failed', userId: giulia.id });
    expect(failed.shops).toEqual({ status: 'failed' });
    expect(adminAccess(failed, { type: 'shops-retried' }).shops).toEqual({ status: 'loading' });
  });
});

describe('changing shop', () => {
  const working = after(signedIn, both);

  it('takes the shop asked for at once when nothing is unsaved', () => {
    expect(chosenShop(adminAccess(working, { type: 'shop-asked', id: 'cless' }))?.id).toBe('cless');
  });

  it('ignores a shop the person does not run', () => {
    expect(chosenShop(adminAccess(working, { type: 'shop-asked', id: 'seoul' }))?.id).toBe('aurea');
  });

  it('with unsaved changes, waits for the person to agree to drop them', () => {
    const dirty = adminAccess(working, { type: 'unsaved-changed', unsaved: true });
    const asked = adminAccess(dirty, { type: 'shop-asked', id: 'cless' });
    expect(asked.pendingShop).toBe('cless');
    expect(chosenShop(asked)?.id).toBe('aurea');

    const kept = adminAccess(asked, { type: 'switch-cancelled' });
    expect(kept).toMatchObject({ pendingShop: null, unsaved: true });
    expect(chosenShop(kept)?.id).toBe('aurea');

    const switched = adminAccess(asked, { type: 'switch-confirmed' });
    expect(switched).toMatchObject({ pendingShop: null, unsaved: false });
    expect(chosenShop(switched)?.id).toBe('cless');
  });
});

describe('leaving', () => {
  it('says the sign-out is under way until it ends', () => {
    const leaving = after(signedIn, { type: 'leave-started' });
    expect(leaving.leaving).toBe(true);
    expect(adminAccess(leaving, { type: 'leave-ended' }).leaving).toBe(false);
  });
});
