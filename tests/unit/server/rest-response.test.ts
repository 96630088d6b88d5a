import { describe, expect, it } from 'vitest';
import { MissingApiKeyError } from '../../../server/auth/errors.ts';
import { RestError } from '../../../server/rest/errors.ts';
import { JSON_MEDIA, negotiate } from '../../../server/rest/media.ts';
import type { WritePlan } from '../../../server/rest/plan.ts';
import { exceedsMaxAffected, parsePrefer } from '../../../server/rest/prefer.ts';
import {
  callRowsResponse,
  callValueResponse,
  errorResponse,
  nothingChanged,
  readResponse,
  writeResponse,
} from '../../../server/rest/response.ts';
import type { Table } from '../../../server/rest/schema-cache.ts';
import { thrown } from './rest-fixtures.ts';

/** The HTTP answers, from a plan and what its statement answered: no database. */

const PRODUCTS: Table = { schema: 'public', name: 'products', writable: true, columns: new Map(), primaryKey: ['id'] };
const SINGLE = negotiate('application/vnd.pgrst.object+json');

function answering(prefer = '', timezone: string | null = null) {
  const prefs = parsePrefer(prefer);
  return {
    affected: (n: number) => {
      const exceeded = exceedsMaxAffected(prefs, n);
      if (exceeded) throw exceeded;
    },
    timezone,
  };
}

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

describe('a read', () => {
  const read = (n: number, total: number | null, more: Partial<Parameters<typeof readResponse>[0]> = {}) =>
    readResponse({
      head: false,
      offset: 0,
      result: { body: '[1]', n },
      total,
      prefer: parsePrefer('count=exact'),
      media: JSON_MEDIA,
      timezone: null,
      ...more,
    });

  it('says the range and the total, 206 for a part', async () => {
    const whole = read(2, 2);
    expect(whole.status).toBe(200);
    expect(headersOf(whole)).toMatchObject({ 'content-range': '0-1/2', 'preference-applied': 'count=exact' });
    expect(await whole.text()).toBe('[1]');
    expect(read(2, 5).status).toBe(206);
    expect(read(0, 0, { offset: 0 }).headers.get('content-range')).toBe('*/0');
  });

  it('answers HEAD without a body, with the media type', async () => {
    const head = read(1, null, { head: true });
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-type')).toBe(JSON_MEDIA.contentType);
  });

  it('refuses an offset past the total and a single object of 2 rows', () => {
    expect(thrown(() => read(0, 3, { offset: 4 }))).toMatchObject({ status: 416, code: 'PGRST103' });
    expect(read(0, 3, { offset: 3 }).status).toBe(206);
    expect(thrown(() => read(2, null, { media: SINGLE }))).toMatchObject({ status: 406, code: 'PGRST116' });
  });
});

function writePlan(kind: 'insert' | 'update' | 'delete', prefer: string, more: object = {}): WritePlan {
  const representation = parsePrefer(prefer).return === 'representation';
  const common = {
    table: PRODUCTS,
    answer: {} as WritePlan['answer'],
    rendering: { ...JSON_MEDIA, representation },
    echo: { return: true, resolution: kind === 'insert', missing: kind !== 'delete', maxAffected: kind !== 'insert' },
  };
  if (kind === 'insert') {
    const base = { body: {}, columns: [], conflict: null, missingDefault: false, defaults: null };
    return { kind, ...common, ...base, ...more };
  }
  if (kind === 'update') return { kind, ...common, patch: {}, ...more };
  return { kind, ...common, ...more };
}

describe('a write', () => {
  const write = (plan: WritePlan, prefer: string, n: number, more: object = {}) =>
    writeResponse(plan, { body: '[{}]', n, ...more }, parsePrefer(prefer), answering(prefer, null));

  it('answers an insert 201, or 200 for an upsert that only updated', () => {
    expect(write(writePlan('insert', ''), '', 1).status).toBe(201);
    const merge = writePlan('insert', '', { conflict: { columns: ['id'], action: 'merge' } });
    const merged = write(merge, 'resolution=merge-duplicates', 1, { inserted: 0 });
    expect(merged.status).toBe(200);
    expect(merged.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
    expect(write(merge, 'resolution=merge-duplicates', 1, { inserted: 1 }).status).toBe(201);
  });

  it('answers the rows with return=representation, else nothing (204 for an update or delete)', async () => {
    const rows = write(writePlan('update', 'return=representation'), 'return=representation', 1);
    expect(rows.status).toBe(200);
    expect(await rows.text()).toBe('[{}]');
    expect(headersOf(rows)).toMatchObject({ 'content-range': '0-0/*', 'preference-applied': 'return=representation' });
    expect(write(writePlan('delete', ''), '', 3).status).toBe(204);
    expect(write(writePlan('delete', 'count=exact'), 'count=exact', 3).headers.get('content-range')).toBe('*/3');
  });

  it('says where the row inserted is (return=headers-only)', () => {
    const located = write(writePlan('insert', 'return=headers-only'), 'return=headers-only', 1, {
      location: '{"id":"40"}',
    });
    expect(located.headers.get('location')).toBe('/products?id=eq.40');
  });

  it('refuses a single object of 2 rows before max-affected, and max-affected on updates only', () => {
    const strict = 'handling=strict, max-affected=1';
    const single = { ...writePlan('update', strict), rendering: { ...SINGLE, representation: false } };
    expect(thrown(() => write(single, strict, 2)).code).toBe('PGRST116');
    expect(thrown(() => write(writePlan('delete', strict), strict, 2)).code).toBe('PGRST124');
    expect(write(writePlan('insert', strict), strict, 2).status).toBe(201);
  });

  it('answers an update that sets nothing without running it', async () => {
    expect(nothingChanged(writePlan('update', '')).status).toBe(204);
    const rows = nothingChanged(writePlan('update', 'return=representation'));
    expect([rows.status, await rows.text()]).toEqual([200, '[]']);
  });
});

describe("a function's answer", () => {
  const call = { head: false, offset: 0, prefer: parsePrefer(''), media: JSON_MEDIA };

  it('renders rows like a read, a single row as an object', async () => {
    const rows = callRowsResponse({ ...call, single: false, total: 4 }, { body: '[1,2]', n: 2 }, answering());
    expect([rows.status, rows.headers.get('content-range')]).toEqual([206, '0-1/4']);
    const one = callRowsResponse({ ...call, single: true, total: null }, { body: null, n: 0 }, answering());
    expect(await one.text()).toBe('null');
    const many = () => callRowsResponse({ ...call, single: true, total: null }, { body: '[]', n: 2 }, answering());
    expect(thrown(many).code).toBe('PGRST116');
  });

  it('answers a value as JSON, nothing as 204, a set with its range', async () => {
    const value = callValueResponse(call, { body: '5', n: null }, answering());
    expect([value.status, await value.text(), value.headers.get('content-range')]).toEqual([200, '5', null]);
    expect(callValueResponse(call, { body: null, n: null }, answering()).status).toBe(204);
    const set = callValueResponse(call, { body: '[1,2,3]', n: 3 }, answering());
    expect(set.headers.get('content-range')).toBe('0-2/*');
    const strict = 'handling=strict, max-affected=2';
    const over = () => callValueResponse(call, { body: '[1,2,3]', n: 3 }, answering(strict));
    expect(thrown(over).code).toBe('PGRST124');
  });
});

describe('errors', () => {
  it("answer PostgREST's JSON, WWW-Authenticate for a token's", async () => {
    const get = new Request('http://x/rest/v1/products');
    const answer = errorResponse(get, new RestError(401, 'PGRST301', 'No "good" token'));
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", error_description="No 'good' token"`,
    );
    expect(await answer.json()).toEqual({ code: 'PGRST301', message: 'No "good" token', details: null, hint: null });
    expect(errorResponse(get, new MissingApiKeyError()).status).toBe(401);
  });

  it('close the connection when a body was left unread', () => {
    const headers = { 'content-length': '2' };
    const post = new Request('http://x/rest/v1/products', { method: 'POST', body: '{}', headers });
    expect(errorResponse(post, new RestError(403, '42501', 'no')).headers.get('connection')).toBe('close');
  });
});
