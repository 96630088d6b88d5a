import { describe, expect, it } from 'vitest';
import { signedInUser, signInFailure } from '../../../src/backend/owner-session.ts';
import type { User } from '@supabase/supabase-js';

describe('signInFailure', () => {
  it('reads GoTrue invalid credentials as a wrong e-mail or password', () => {
    expect(signInFailure({ status: 400, code: 'invalid_credentials', name: 'AuthApiError' })).toBe('credentials');
  });

  it('reads the rate limit as too many attempts', () => {
    expect(signInFailure({ status: 429, code: 'over_request_rate_limit', name: 'AuthApiError' })).toBe('too-many');
  });

  it('reads an unreachable server or a gateway error as a network problem', () => {
    expect(signInFailure({ status: 0, name: 'AuthRetryableFetchError' })).toBe('network');
    expect(signInFailure({ status: 503, name: 'AuthRetryableFetchError' })).toBe('network');
  });

  it('reads anything else as a generic failure', () => {
    expect(signInFailure({ status: 500, code: 'unexpected_failure', name: 'AuthApiError' })).toBe('other');
  });
});

describe('signedInUser', () => {
  const user = (appMetadata: Record<string, unknown>, userMetadata: Record<string, unknown> = {}): User => ({
    id: '6f1d2c3b-0000-4000-8000-000000000001',
    aud: 'authenticated',
    email: 'titolare@boutique.test',
    app_metadata: appMetadata,
    user_metadata: userMetadata,
    created_at: '2026-11-21T10:00:00Z',
  });

  it('is the account: its id (which its shop memberships name) and its e-mail', () => {
    expect(signedInUser(user({ role: 'owner' }))).toEqual({
      id: '6f1d2c3b-0000-4000-8000-000000000001',
      email: 'titolare@boutique.test',
    });
  });

  it('grants nothing for a role: which shops it runs is read from its memberships', () => {
    expect(signedInUser(user({}, { role: 'owner' }))).not.toHaveProperty('isOwner');
  });
});
