import { randomBytes } from 'node:crypto';
import { createClient, type PostgrestSingleResponse } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from './harness.ts';

/**
 * PostgREST 12's grammar beyond the shop's own calls, through supabase-js where it has a method
 * and through `fetch` with the headers supabase-js sends where it has none: preferences (`tx`,
 * `handling`, `max-affected`, `count`, `missing`), media types (`nulls=stripped`, CSV), the
 * quantified and full-text operators, JSON paths, profiles, and the enquiries' limit by role.
 */

let backend: Backend;

/** An untyped supabase-js (the tables here are this file's own). */
function client(key: string, token?: string) {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}
const service = () => client(backend.serviceKey);

/**
 * supabase-js's `maxAffected()` (`Prefer: handling=strict, max-affected=N`), which its types offer
 * only to clients declared for PostgREST 13; PostgREST 12 reads the same header.
 */
function maxAffected(builder: unknown, rows: number): PromiseLike<PostgrestSingleResponse<unknown>> {
  return (builder as { maxAffected(n: number): PromiseLike<PostgrestSingleResponse<unknown>> }).maxAffected(rows);
}
const anon = () => client(backend.anonKey);

/** `fetch` as supabase-js calls the REST API with the service role key. */
function rest(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: backend.serviceKey,
      authorization: `Bearer ${backend.serviceKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const ROWS = [
  {
    id: 1,
    name: 'Anello Aurora',
    note: null,
    body: 'anello in oro rosa con diamante',
    data: { colore: 'oro', misure: { altezza: 3 } },
  },
  {
    id: 2,
    name: 'Spilla Luna',
    note: 'fragile',
    body: 'spilla in argento a forma di luna',
    data: { colore: 'argento', misure: { altezza: 5 } },
  },
  {
    id: 3,
    name: 'Anello Sole',
    note: null,
    body: 'anello solitario in oro giallo',
    data: { colore: 'oro', misure: { altezza: 1 } },
  },
  { id: 4, name: 'Collana Mare', note: 'lunga', body: 'collana di perle del mare', data: null },
];

beforeAll(async () => {
  backend = await startBackend({ rateLimit: { count: 3, minutes: 10 } });
  await backend.sql(`
    create table public.grammar_items (
      id bigint primary key,
      name text not null,
      note text,
      body text,
      data jsonb,
      status text not null default 'bozza',
      code text default 'C-' || substr(md5(random()::text), 1, 6),
      created_at timestamptz not null default now(),
      search tsvector generated always as (to_tsvector('simple', coalesce(body, ''))) stored
    );
    alter table public.grammar_items enable row level security;
    create policy "Anyone reads" on public.grammar_items for select to anon, authenticated using (true);
    grant select on public.grammar_items to anon, authenticated;
    grant all on public.grammar_items to service_role;
    create function public.grammar_touch(ids bigint[]) returns setof public.grammar_items
      language sql as $$ update public.grammar_items set note = 'toccata' where id = any(ids) returning * $$;
    revoke execute on function public.grammar_touch(bigint[]) from public, anon, authenticated;
    grant execute on function public.grammar_touch(bigint[]) to service_role;
    notify pgrst, 'reload schema';
  `);
  return () => backend.stop();
});

beforeEach(async () => {
  await backend.sql(`delete from public.grammar_items`);
  const { error } = await service().from('grammar_items').insert(ROWS);
  expect(error).toBeNull();
});

async function names(): Promise<Record<number, string>> {
  const { data, error } = await service().from('grammar_items').select('id, name').order('id');
  expect(error).toBeNull();
  return Object.fromEntries((data ?? []).map((r: { id: number; name: string }) => [r.id, r.name]));
}

describe('Prefer: tx', () => {
  it('tx=rollback answers the write as usual, then leaves the rows as they were', async () => {
    const response = await rest('grammar_items?id=eq.1', {
      method: 'PATCH',
      headers: { prefer: 'return=representation, tx=rollback' },
      body: { name: 'Anello Cambiato' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await response.json()).toMatchObject([{ id: 1, name: 'Anello Cambiato' }]);
    expect((await names())[1]).toBe('Anello Aurora');

    const inserted = await rest('grammar_items', {
      method: 'POST',
      headers: { prefer: 'tx=rollback' },
      body: { id: 9, name: 'Mai salvato' },
    });
    expect(inserted.status).toBe(201);
    expect((await names())[9]).toBeUndefined();
  });

  it('tx=commit commits and is echoed', async () => {
    const response = await rest('grammar_items?id=eq.2', {
      method: 'DELETE',
      headers: { prefer: 'tx=commit' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('tx=commit');
    expect((await names())[2]).toBeUndefined();
  });
});

describe('Prefer: handling and max-affected', () => {
  it('an update past max-affected changes nothing and answers PGRST124', async () => {
    const { error, status } = await maxAffected(
      service().from('grammar_items').update({ note: 'cambiata' }).in('id', [1, 2, 3]),
      2,
    );
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    const { data } = await service().from('grammar_items').select('id').eq('note', 'cambiata');
    expect(data).toEqual([]);
  });

  it('within max-affected the change is made, and the preference echoed', async () => {
    const response = await rest('grammar_items?id=in.(1,2)', {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, max-affected=2' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('handling=strict, max-affected=2');
    expect(Object.keys(await names())).toEqual(['3', '4']);
  });

  it('a delete past max-affected is refused too, and max-affected without handling=strict is ignored', async () => {
    const refused = await maxAffected(service().from('grammar_items').delete().in('id', [1, 2]), 1);
    expect(refused.error?.code).toBe('PGRST124');
    expect(Object.keys(await names())).toHaveLength(4);
    const lenient = await rest('grammar_items?id=in.(1,2)', {
      method: 'DELETE',
      headers: { prefer: 'max-affected=1' },
    });
    expect(lenient.status).toBe(204);
    expect(Object.keys(await names())).toEqual(['3', '4']);
  });

  it('a function changing more rows than max-affected is rolled back (PGRST124)', async () => {
    const refused = await maxAffected(service().rpc('grammar_touch', { ids: [1, 2] }), 1);
    expect(refused.error).toMatchObject({ code: 'PGRST124', details: 'The query affects 2 rows' });
    const { data } = await service().from('grammar_items').select('id').eq('note', 'toccata');
    expect(data).toEqual([]);
    const allowed = await maxAffected(service().rpc('grammar_touch', { ids: [1, 2] }), 2);
    expect(allowed.error).toBeNull();
    expect(allowed.data).toHaveLength(2);
    // PostgREST's deprecated params=single-object is not served: refused, never ignored.
    const single = await rest('rpc/grammar_touch', {
      method: 'POST',
      headers: { prefer: 'params=single-object' },
      body: { ids: [1] },
    });
    expect(single.status).toBe(400);
    expect((await single.json()) as unknown).toMatchObject({ code: 'PGRST127' });
  });

  it('handling=strict refuses a preference it does not know (PGRST122); handling=lenient ignores it', async () => {
    const strict = await rest('grammar_items', { headers: { prefer: 'handling=strict, count=exact, foo, bar=baz' } });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo, bar=baz',
      hint: null,
    });
    const lenient = await rest('grammar_items', { headers: { prefer: 'handling=lenient, foo' } });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
    expect(await lenient.json()).toHaveLength(4);
  });
});

describe('Prefer: timezone', () => {
  it('renders timestamps in the time zone asked for, and refuses an unknown one under handling=strict', async () => {
    await backend.sql(`update public.grammar_items set created_at = '2026-11-20T15:05:26Z' where id = 1`);
    const rome = await rest('grammar_items?select=created_at&id=eq.1', { headers: { prefer: 'timezone=Europe/Rome' } });
    expect(rome.headers.get('preference-applied')).toBe('timezone=Europe/Rome');
    expect(await rome.json()).toEqual([{ created_at: '2026-11-20T16:05:26+01:00' }]);
    const unknown = await rest('grammar_items?select=id&id=eq.1', { headers: { prefer: 'timezone=Mars/Olympus' } });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('preference-applied')).toBeNull();
    const strict = await rest('grammar_items?select=id', {
      headers: { prefer: 'handling=strict, timezone=Mars/Olympus' },
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: timezone=Mars/Olympus',
    });
  });
});

describe('nulls=stripped', () => {
  it('strips null fields of a single object and of an array, as supabase-js stripNulls() asks', async () => {
    const one = await anon().from('grammar_items').select('id, name, note').eq('id', 1).single().stripNulls();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ id: 1, name: 'Anello Aurora' });

    const response = await fetch(`${backend.url}/rest/v1/grammar_items?select=id,note&id=eq.3`, {
      headers: { apikey: backend.anonKey, accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    );
    expect(await response.json()).toEqual({ id: 3 });

    const many = await anon().from('grammar_items').select('id, note').in('id', [1, 2]).order('id').stripNulls();
    expect(many.error).toBeNull();
    expect(many.data).toEqual([{ id: 1 }, { id: 2, note: 'fragile' }]);
  });

  it('keeps the nulls for application/json;nulls=stripped, as PostgREST does', async () => {
    const response = await fetch(`${backend.url}/rest/v1/grammar_items?select=id,note&id=eq.1`, {
      headers: { apikey: backend.anonKey, accept: 'application/json;nulls=stripped' },
    });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual([{ id: 1, note: null }]);
  });
});

describe('counts, missing=default, upserts, CSV', () => {
  it('count=planned answers the planner estimate in Content-Range, 206 for a part', async () => {
    await backend.sql('analyze public.grammar_items');
    const planned = await anon().from('grammar_items').select('id', { count: 'planned' }).range(0, 1);
    expect(planned.error).toBeNull();
    expect(planned.status).toBe(206);
    expect(planned.count).toBe(4);
    expect(planned.data).toHaveLength(2);

    const response = await fetch(`${backend.url}/rest/v1/grammar_items?select=id&limit=2`, {
      headers: { apikey: backend.anonKey, prefer: 'count=estimated' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-1/4');
    expect(response.headers.get('preference-applied')).toBe('count=estimated');
  });

  it('an offset at the end is an empty last page (206), past it 416, as PostgREST counts', async () => {
    const atEnd = await rest('grammar_items?select=id&offset=4', { headers: { prefer: 'count=exact' } });
    expect(atEnd.status).toBe(206);
    expect(atEnd.headers.get('content-range')).toBe('*/4');
    expect(await atEnd.json()).toEqual([]);
    const past = await rest('grammar_items?select=id&offset=5', { headers: { prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(await past.json()).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 4 rows.',
    });
  });

  it('answers a write’s rows as CSV too', async () => {
    const response = await rest('grammar_items?select=id,name', {
      method: 'POST',
      headers: { prefer: 'return=representation', accept: 'text/csv' },
      body: [
        { id: 30, name: 'Uno' },
        { id: 31, name: 'Due due' },
      ],
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('id,name\n30,Uno\n31,"Due due"');
  });

  it('return=headers-only answers an inserted row’s Location', async () => {
    const one = await rest('grammar_items', {
      method: 'POST',
      headers: { prefer: 'return=headers-only' },
      body: { id: 40, name: 'Posizione' },
    });
    expect(one.status).toBe(201);
    expect(one.headers.get('location')).toBe('/grammar_items?id=eq.40');
    expect(await one.text()).toBe('');
    const two = await rest('grammar_items', {
      method: 'POST',
      headers: { prefer: 'return=headers-only' },
      body: [
        { id: 41, name: 'A' },
        { id: 42, name: 'B' },
      ],
    });
    expect(two.status).toBe(201);
    expect(two.headers.get('location')).toBeNull();
  });

  it('missing=default gives a bulk insert’s left-out columns their defaults', async () => {
    const { data, error } = await service()
      .from('grammar_items')
      .insert(
        [
          { id: 10, name: 'Orecchini' },
          { id: 11, name: 'Bracciale', status: 'pubblicato', note: null },
        ],
        { defaultToNull: false },
      )
      .select('id, status, note, code, created_at')
      .order('id');
    expect(error).toBeNull();
    expect(data).toMatchObject([
      { id: 10, status: 'bozza', note: null },
      { id: 11, status: 'pubblicato', note: null },
    ]);
    const [first, second] = data as { code: string; created_at: string }[];
    expect(first?.code).toMatch(/^C-[0-9a-f]{6}$/);
    expect(second?.code).toMatch(/^C-[0-9a-f]{6}$/);
    expect(first?.code).not.toBe(second?.code);
    expect(Date.parse(first?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Without it (missing=null, PostgREST's default) a left-out column is null.
    const nulls = await service()
      .from('grammar_items')
      .insert([
        { id: 12, name: 'Senza default', status: 'bozza' },
        { id: 13, name: 'Altro', status: 'x', code: 'C-1' },
      ])
      .select('id, code');
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual([
      { id: 12, code: null },
      { id: 13, code: 'C-1' },
    ]);
  });

  it('an upsert answers 200 when it only merged, 201 when it inserted a row', async () => {
    const merged = await service().from('grammar_items').upsert({ id: 1, name: 'Anello Aurora II' }).select();
    expect(merged.error).toBeNull();
    expect(merged.status).toBe(200);
    const mixed = await service()
      .from('grammar_items')
      .upsert([
        { id: 2, name: 'Spilla Luna II' },
        { id: 20, name: 'Nuovo' },
      ])
      .select('id');
    expect(mixed.status).toBe(201);
    const minimal = await service().from('grammar_items').upsert({ id: 3, name: 'Anello Sole II' });
    expect(minimal.status).toBe(200);
    const ignored = await service()
      .from('grammar_items')
      .upsert({ id: 4, name: 'Ignorato' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
    expect(await names()).toMatchObject({
      1: 'Anello Aurora II',
      2: 'Spilla Luna II',
      3: 'Anello Sole II',
      20: 'Nuovo',
    });
  });

  it('answers text/csv as supabase-js csv() asks', async () => {
    const { data, error } = await anon().from('grammar_items').select('id, name, note').order('id').limit(3).csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name,note\n1,"Anello Aurora",\n2,"Spilla Luna",fragile\n3,"Anello Sole",');
  });
});

describe('filters', () => {
  it('like(any), like(all), ilike(any), ilike(all)', async () => {
    const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const { data, error } = await query;
      expect(error).toBeNull();
      return (data ?? []).map((r) => r.id);
    };
    const rows = () => anon().from('grammar_items').select('id').order('id');
    expect(await ids(rows().likeAnyOf('name', ['Anello*', '*Mare']))).toEqual([1, 3, 4]);
    expect(await ids(rows().likeAllOf('name', ['Anello*', '*Sole']))).toEqual([3]);
    expect(await ids(rows().ilikeAnyOf('name', ['%luna%', 'collana%']))).toEqual([2, 4]);
    expect(await ids(rows().ilikeAllOf('name', ['%A%', '%o%']))).toEqual([1, 3, 4]);
  });

  it('full-text search: fts, plfts, phfts, wfts with a configuration', async () => {
    const search = async (query: string, type?: 'plain' | 'phrase' | 'websearch') => {
      const { data, error } = await anon()
        .from('grammar_items')
        .select('id')
        .textSearch('search', query, { config: 'simple', ...(type ? { type } : {}) })
        .order('id');
      expect(error).toBeNull();
      return (data ?? []).map((r: { id: number }) => r.id);
    };
    expect(await search("'oro' & 'rosa'")).toEqual([1]);
    expect(await search('oro giallo', 'plain')).toEqual([3]);
    expect(await search('in oro', 'phrase')).toEqual([1, 3]);
    expect(await search('anello -rosa', 'websearch')).toEqual([3]);
    // Italian's stemmer: "anelli" finds "anello".
    const italian = await anon().from('grammar_items').select('id').textSearch('body', 'anelli', { config: 'italian' });
    expect(italian.error).toBeNull();
    // A text column is read with Postgres's default_text_search_config, as on PostgREST.
    const plain = await anon().from('grammar_items').select('id').textSearch('body', 'perle', { type: 'plain' });
    expect(plain.error).toBeNull();
  });

  it('a configuration Postgres does not have is its own error, never a silent answer', async () => {
    const { error, status } = await anon()
      .from('grammar_items')
      .select('id')
      .textSearch('body', 'oro', { config: 'klingon' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42704', message: 'text search configuration "klingon" does not exist' });
  });

  it('JSON paths in select, filters and order, with aliases', async () => {
    const { data, error } = await anon()
      .from('grammar_items')
      .select('id, colore:data->>colore, data->misure->altezza')
      .eq('data->>colore', 'oro')
      .order('data->misure->altezza', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, colore: 'oro', altezza: 3 },
      { id: 3, colore: 'oro', altezza: 1 },
    ]);
    const nested = await anon().from('grammar_items').select('id').gt('data->misure->>altezza', '2').order('id');
    expect(nested.data).toEqual([{ id: 1 }, { id: 2 }]);
    const either = await anon().from('grammar_items').select('id').or('data->>colore.eq.argento,id.eq.4').order('id');
    expect(either.data).toEqual([{ id: 2 }, { id: 4 }]);
  });
});

describe('profiles', () => {
  it('a schema other than public answers PGRST106 with PostgREST 12’s message', async () => {
    const read = await anon().schema('auth').from('users').select('id');
    expect(read.status).toBe(406);
    expect(read.error).toMatchObject({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public',
      details: null,
      hint: null,
    });
    const write = await service().schema('storage').from('objects').insert({ name: 'x' });
    expect(write.status).toBe(406);
    expect(write.error?.code).toBe('PGRST106');
    const ok = await anon().schema('public').from('grammar_items').select('id').limit(1);
    expect(ok.error).toBeNull();
  });
});

describe('the enquiries’ limit applies to visitors only', () => {
  const enquiry = () => ({
    first_name: 'Giulia',
    last_name: 'Bianchi',
    email: 'giulia.bianchi@example.it',
    subject: `Limite ${randomBytes(3).toString('hex')}`,
    body: 'Buongiorno, vorrei sapere se potete allargare un anello di famiglia.',
    page: '/moniagioielli',
    shop_id: 'aurea',
  });

  it('owner and service role write messages (service role sign-ups too) past the allowance: no 429', async () => {
    const credentials = await backend.createOwner('titolare.grammatica@boutique.test', 'Grammatica-Titolare-2026');
    const owner = anon();
    const signedIn = await owner.auth.signInWithPassword(credentials);
    expect(signedIn.error).toBeNull();
    for (let i = 0; i < 8; i++) {
      const byService = await service().from('messages').insert(enquiry()).select('id').single();
      expect(byService.status).toBe(201);
      const byOwner = await owner.from('messages').insert(enquiry());
      expect(byOwner.status).toBe(201);
      const marked = await owner
        .from('messages')
        .update({ read_at: new Date().toISOString() })
        .eq('id', (byService.data as { id: string }).id);
      expect(marked.status).toBe(204);
    }
    // Sign-ups too: the service role (the shop's own imports) is past the 5 a visitor may send.
    for (let i = 0; i < 8; i++) {
      const signUp = await service()
        .from('newsletter_subscribers')
        .insert({
          shop_id: 'seoul',
          email: `iscritto.${randomBytes(4).toString('hex')}@example.it`,
          consent: 'Acconsento a ricevere la newsletter di Seoul, una e-mail al mese.',
          page: '/seoul',
        });
      expect(signUp.status).toBe(201);
    }
    // The visitors' allowance (3 here) is still there for visitors.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await anon().from('messages').insert(enquiry())).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
