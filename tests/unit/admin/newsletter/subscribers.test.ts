import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  newsletterBounds,
  newsletterEmailError,
  newsletterLink,
  newsletterRequest,
} from '../../../../schemas/sections/newsletter-signup.ts';
import type { Subscriber } from '../../../../src/backend/newsletter.ts';
import { csvField, csvFileName, subscribersCsv } from '../../../../src/admin/newsletter/subscribers-csv.ts';
import {
  exportable,
  initialSubscribers,
  subscribersReducer,
} from '../../../../src/admin/newsletter/subscribers-state.ts';

const subscriber = (overrides: Partial<Subscriber> = {}): Subscriber => ({
  id: 'a1',
  email: 'giulia@example.it',
  consent: 'Voglio ricevere la newsletter.',
  page: '/seoul',
  consentedAt: '2026-11-28T10:00:00+00:00',
  confirmedAt: '2026-11-28T10:00:00+00:00',
  token: 'f'.repeat(64),
  ...overrides,
});

describe('the links of a sign-up', () => {
  it('lead to the page it was given on, on the origin given', () => {
    expect(newsletterLink('https://www.negozio.it', '/seoul', 'unsubscribe', 'ab12')).toBe(
      'https://www.negozio.it/seoul?newsletter=disiscrizione&token=ab12',
    );
    expect(newsletterLink('https://www.negozio.it', '/seoul/novità', 'confirm', 'ab12')).toBe(
      'https://www.negozio.it/seoul/novit%C3%A0?newsletter=conferma&token=ab12',
    );
  });

  it('are read back from the address; a page without one asks nothing', () => {
    expect(newsletterRequest('?newsletter=disiscrizione&token=ab12')).toEqual({ action: 'unsubscribe', token: 'ab12' });
    expect(newsletterRequest('?newsletter=conferma&token=ab12')).toEqual({ action: 'confirm', token: 'ab12' });
    expect(newsletterRequest('?newsletter=conferma')).toEqual({ action: 'confirm', token: '' });
    expect(newsletterRequest('?newsletter=altro&token=ab12')).toBeNull();
    expect(newsletterRequest('')).toBeNull();
  });
});

describe('the address a visitor types', () => {
  it('is explained in Italian when it would be refused', () => {
    expect(newsletterEmailError('')).toMatch(/Scrivi il tuo indirizzo/);
    expect(newsletterEmailError('giulia@')).toMatch(/non sembra completo/);
    expect(newsletterEmailError(`${'a'.repeat(newsletterBounds.email)}@b.it`)).toMatch(/troppo lungo/);
    expect(newsletterEmailError(' giulia@example.it ')).toBeNull();
  });

  it("holds the table's bounds", () => {
    const migrations = path.join(import.meta.dirname, '../../../../supabase/migrations');
    const sql = readFileSync(path.join(migrations, '20261128160000_newsletter.sql'), 'utf8');
    for (const [column, bound] of Object.entries(newsletterBounds)) {
      expect(sql).toMatch(new RegExp(`check \\(char_length\\(${column}\\) <= ${bound}\\b`));
    }
  });
});

describe('the CSV export', () => {
  it('quotes what needs quoting and disarms formulas', () => {
    expect(csvField('semplice')).toBe('semplice');
    expect(csvField('uno, due')).toBe('"uno, due"');
    expect(csvField('detto "così"')).toBe('"detto ""così"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1')).toBe("'-1");
  });

  it('lists each address with its dates, page, consent and unsubscribe link', () => {
    const csv = subscribersCsv(
      [subscriber(), subscriber({ id: 'b2', email: 'marco@example.it', confirmedAt: null, consent: 'Sì, grazie' })],
      'https://www.negozio.it',
    );
    expect(csv.split('\r\n')).toEqual([
      'email,iscritto_il,confermato_il,pagina,consenso,link_disiscrizione',
      'giulia@example.it,2026-11-28T10:00:00.000Z,2026-11-28T10:00:00.000Z,/seoul,Voglio ricevere la newsletter.,' +
        `https://www.negozio.it/seoul?newsletter=disiscrizione&token=${'f'.repeat(64)}`,
      `marco@example.it,2026-11-28T10:00:00.000Z,,/seoul,"Sì, grazie",https://www.negozio.it/seoul?newsletter=disiscrizione&token=${'f'.repeat(64)}`,
      '',
    ]);
    expect(csvFileName('seoul', new Date('2026-11-28T23:00:00Z'))).toBe('iscritti-seoul-2026-11-28.csv');
  });

  it('holds confirmed addresses only', () => {
    expect(exportable([subscriber(), subscriber({ id: 'b2', confirmedAt: null })]).map((s) => s.id)).toEqual(['a1']);
  });
});

describe("the Iscritti tab's state", () => {
  it('asks before removing, and forgets the question when removed', () => {
    const loaded = subscribersReducer(initialSubscribers, { type: 'loaded', subscribers: [subscriber()] });
    expect(loaded).toMatchObject({ loading: false, failed: false });
    const asked = subscribersReducer(loaded, { type: 'ask-remove', subscriber: subscriber() });
    expect(asked.removing?.id).toBe('a1');
    const busy = subscribersReducer(asked, { type: 'remove-started' });
    expect(subscribersReducer(busy, { type: 'cancel-remove' }).removing?.id).toBe('a1');
    const removed = subscribersReducer(busy, { type: 'removed', id: 'a1' });
    expect(removed).toMatchObject({ subscribers: [], removing: null, busy: false });
    expect(subscribersReducer(busy, { type: 'remove-failed' })).toMatchObject({ busy: false });
    expect(subscribersReducer(loaded, { type: 'load-failed' })).toMatchObject({ failed: true, loading: false });
  });
});
