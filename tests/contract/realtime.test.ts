import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProduct, draftProduct, type Product, type ProductDraft } from './fixtures.ts';
import { anonClient, serviceClient, startBackend, subscribed, type Backend } from './harness.ts';
import { isArrayFrame, RawRealtimeSocket, startRealtime, type ArrayFrame } from './realtime-socket.ts';

type Change = RealtimePostgresChangesPayload<Product>;

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
  return () => backend.stop();
});

const newProduct = (name: string, extra: Partial<ProductDraft> = {}) =>
  draftProduct({ name, description: 'Prova in diretta', price: 120.5, is_new: true, ...extra });

/** Collects a channel's changes; `next` waits for the first one, received or to come, that matches. */
function collect() {
  const received: Change[] = [];
  let waiters: { test: (change: Change) => boolean; resolve: (change: Change) => void }[] = [];
  return {
    received,
    push(change: Change) {
      received.push(change);
      waiters = waiters.filter((w) => (w.test(change) ? (w.resolve(change), false) : true));
    },
    next(test: (change: Change) => boolean): Promise<Change> {
      const seen = received.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching change arrived')), 10_000);
        waiters.push({
          test,
          resolve: (change) => {
            clearTimeout(timer);
            resolve(change);
          },
        });
      });
    },
  };
}

const named = (name: string) => (change: Change) => (change.eventType === 'DELETE' ? false : change.new.name === name);

describe('live catalogue over supabase-js', () => {
  it('tells a visitor about inserts, updates and deletes, with typed values', async () => {
    const visitor = anonClient(backend);
    const changes = collect();
    const channel = visitor
      .channel('catalogo')
      .on<Product>('postgres_changes', { event: '*', schema: 'public', table: 'products' }, (change) =>
        changes.push(change),
      );
    await subscribed(channel);

    const service = serviceClient(backend);
    const { data: inserted, error } = await service
      .from('products')
      .insert(newProduct('Anello Diretta'))
      .select()
      .single();
    expect(error).toBeNull();
    const insert = await changes.next(named('Anello Diretta'));
    expect(insert).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'products', errors: null, old: {} });
    expect(insert.new).toEqual(inserted);
    expect(insert.new).toMatchObject({ price: 120.5, original_price: null, is_new: true, category: 'Anelli' });
    expect(typeof (insert.new as Product).price).toBe('number');
    expect(Date.parse(insert.commit_timestamp)).not.toBeNaN();

    await service
      .from('products')
      .update({ price: 99.9, is_sale: true, original_price: 120.5 })
      .eq('id', inserted?.id ?? '');
    const update = await changes.next((c) => c.eventType === 'UPDATE' && c.new.id === inserted?.id);
    expect(update.new).toMatchObject({ name: 'Anello Diretta', price: 99.9, original_price: 120.5, is_sale: true });
    expect(update.old).toEqual({ id: inserted?.id });

    await service
      .from('products')
      .delete()
      .eq('id', inserted?.id ?? '');
    const removal = await changes.next((c) => c.eventType === 'DELETE');
    expect(removal.old).toEqual({ id: inserted?.id });
    expect(removal.new).toEqual({});

    expect(changes.received.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(await visitor.removeChannel(channel)).toBe('ok');
  });

  it('delivers only what a binding asks for: its event and its filter', async () => {
    const visitor = anonClient(backend);
    const watches = collect();
    const dear = collect();
    const inserts = collect();
    const channel = visitor
      .channel('filtri')
      .on<Product>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'products', filter: 'category=eq.Orologi' },
        (c) => watches.push(c),
      )
      .on<Product>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'products', filter: 'price=gt.1000' },
        (c) => dear.push(c),
      )
      .on<Product>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'products' }, (c) =>
        inserts.push(c),
      );
    await subscribed(channel);

    const service = serviceClient(backend);
    await service.from('products').insert(newProduct('Anello Economico', { price: 80 }));
    await service.from('products').insert(newProduct('Orologio Caro', { category: 'Orologi', price: 4200 }));
    const { data: cheapWatch } = await service
      .from('products')
      .insert(newProduct('Orologio Sobrio', { category: 'Orologi', price: 300 }))
      .select()
      .single();
    await service
      .from('products')
      .update({ price: 310 })
      .eq('id', cheapWatch?.id ?? '');

    await watches.next((c) => c.eventType === 'UPDATE');
    await dear.next(named('Orologio Caro'));
    await inserts.next(named('Orologio Sobrio'));
    expect(watches.received.map((c) => [c.eventType, c.eventType === 'DELETE' ? null : c.new.name])).toEqual([
      ['INSERT', 'Orologio Caro'],
      ['INSERT', 'Orologio Sobrio'],
      ['UPDATE', 'Orologio Sobrio'],
    ]);
    expect(dear.received.map((c) => (c.eventType === 'DELETE' ? null : c.new.name))).toEqual(['Orologio Caro']);
    expect(inserts.received.map((c) => (c.eventType === 'DELETE' ? null : c.new.name))).toEqual([
      'Anello Economico',
      'Orologio Caro',
      'Orologio Sobrio',
    ]);
    await visitor.removeChannel(channel);
  });

  it('relays no broadcast by default: a sender asking for acknowledgements hears why', async () => {
    const [sender, receiver] = [anonClient(backend), anonClient(backend)];
    const heard: unknown[] = [];
    const listening = receiver
      .channel('stanza', { config: { broadcast: { ack: true } } })
      .on('broadcast', { event: 'saluto' }, (message) => heard.push(message));
    await subscribed(listening);
    const speaking = sender.channel('stanza', { config: { broadcast: { ack: true } } });
    await subscribed(speaking);
    expect(await speaking.send({ type: 'broadcast', event: 'saluto', payload: { testo: 'ciao' } })).toBe('error');
    // The receiver's own answer comes after anything relayed to it before.
    expect(await listening.send({ type: 'broadcast', event: 'altro', payload: {} })).toBe('error');
    expect(heard).toEqual([]);
    await sender.removeAllChannels();
    await receiver.removeAllChannels();
  });

  it('relays a broadcast from one visitor to another when config.toml enables it', async () => {
    const relay = await startRealtime(backend, { settings: { broadcast: true } });
    const [sender, receiver] = [anonClient(relay), anonClient(relay)];
    let hear: (message: Record<string, unknown>) => void = () => undefined;
    const heard = new Promise<Record<string, unknown>>((resolve) => (hear = resolve));
    await subscribed(receiver.channel('stanza').on('broadcast', { event: 'saluto' }, (message) => hear(message)));
    const speaking = sender.channel('stanza', { config: { broadcast: { ack: true } } });
    await subscribed(speaking);
    expect(await speaking.send({ type: 'broadcast', event: 'saluto', payload: { testo: 'ciao' } })).toBe('ok');
    expect(await heard).toMatchObject({ type: 'broadcast', event: 'saluto', payload: { testo: 'ciao' } });
    await sender.removeAllChannels();
    await receiver.removeAllChannels();
    await relay.stop();
  });

  it('reports a binding on a table that does not exist', async () => {
    const visitor = anonClient(backend);
    const system = new Promise<Record<string, unknown>>((resolve) => {
      visitor
        .channel('sbagliato')
        .on('system', {}, (payload: Record<string, unknown>) => resolve(payload))
        .on('postgres_changes', { event: '*', schema: 'public', table: 'nessuna' }, () => undefined)
        .subscribe();
    });
    expect(await system).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    await visitor.removeAllChannels();
  });
});

describe('the Phoenix protocol by hand', () => {
  const join = (topic: string, joinRef: string, bindings: Record<string, unknown>[]): ArrayFrame => [
    joinRef,
    joinRef,
    topic,
    'phx_join',
    {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: bindings,
        private: false,
      },
      access_token: backend.anonKey,
    },
  ];
  const replyTo = (ref: string) => (frame: unknown) =>
    isArrayFrame(frame) && frame[1] === ref && frame[3] === 'phx_reply';

  it('answers heartbeats and replies to a join with binding ids in the request order', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    socket.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await socket.next(replyTo('1'))).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    const bindings = [
      { event: 'UPDATE', schema: 'public', table: 'products', filter: 'category=eq.Anelli' },
      { event: '*', schema: 'public', table: 'products' },
      { event: 'DELETE', schema: 'public', table: 'products' },
    ];
    socket.send(join('realtime:ordine', '2', bindings));
    const [, , topic, , payload] = await socket.next<ArrayFrame>(replyTo('2'));
    expect(topic).toBe('realtime:ordine');
    const response = payload as { status: string; response: { postgres_changes: { id: number }[] } };
    expect(response.status).toBe('ok');
    expect(
      response.response.postgres_changes.map(({ id, ...rest }) => (expect(typeof id).toBe('number'), rest)),
    ).toEqual(bindings);
    expect(new Set(response.response.postgres_changes.map((b) => b.id)).size).toBe(3);
    socket.close();
  });

  it('leaves a channel: ok reply, phx_close, and no more changes for it', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    const binding = { event: 'INSERT', schema: 'public', table: 'products' };
    socket.send(join('realtime:resta', '1', [binding]));
    socket.send(join('realtime:esce', '2', [binding]));
    await socket.next(replyTo('1'));
    await socket.next(replyTo('2'));

    socket.send(['2', '3', 'realtime:esce', 'phx_leave', {}]);
    expect(await socket.next(replyTo('3'))).toEqual([
      '2',
      '3',
      'realtime:esce',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(await socket.next((f) => isArrayFrame(f) && f[3] === 'phx_close')).toEqual([
      '2',
      '2',
      'realtime:esce',
      'phx_close',
      {},
    ]);

    await serviceClient(backend).from('products').insert(newProduct('Dopo Uscita'));
    const change = await socket.next<ArrayFrame>((f) => isArrayFrame(f) && f[3] === 'postgres_changes');
    expect(change[2]).toBe('realtime:resta');
    expect(
      socket.frames.filter((f) => isArrayFrame(f) && f[2] === 'realtime:esce' && f[3] === 'postgres_changes'),
    ).toEqual([]);
    socket.close();
  });

  it('speaks serializer 1.0.0 with object frames', async () => {
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '1.0.0');
    socket.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
    expect(await socket.next((f: { ref?: string }) => f.ref === '1')).toEqual({
      join_ref: null,
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });

    const binding = { event: 'INSERT', schema: 'public', table: 'products' };
    socket.send({
      topic: 'realtime:v1',
      event: 'phx_join',
      payload: { config: { postgres_changes: [binding] }, access_token: backend.anonKey },
      ref: '2',
      join_ref: '2',
    });
    const joined = await socket.next((f: { ref?: string }) => f.ref === '2');
    expect(joined).toMatchObject({
      event: 'phx_reply',
      topic: 'realtime:v1',
      payload: { status: 'ok', response: { postgres_changes: [binding] } },
    });

    await serviceClient(backend)
      .from('products')
      .insert(newProduct('Formato Uno', { price: 15.25 }));
    const change = await socket.next((f: { event?: string }) => f.event === 'postgres_changes');
    expect(change).toMatchObject({
      join_ref: null,
      ref: null,
      topic: 'realtime:v1',
      payload: {
        data: { type: 'INSERT', table: 'products', record: { name: 'Formato Uno', price: 15.25 }, errors: null },
      },
    });
    const columns = (change as { payload: { data: { columns: { name: string; type: string }[] } } }).payload.data
      .columns;
    expect(columns).toContainEqual({ name: 'price', type: 'numeric' });
    expect(columns).toContainEqual({ name: 'created_at', type: 'timestamptz' });
    socket.close();
  });

  it('survives malformed frames and answers unknown topics with an error', async () => {
    const stillServed = await addProduct(backend, newProduct('Dopo la Tempesta'));
    const socket = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    for (const frame of [
      'not json',
      '[1,2]',
      '{}',
      '[null,null,42,"x",{}]',
      '[null,"1",{"a":1},"phx_join",[]]',
      'null',
      '',
    ])
      socket.send(frame);
    socket.ws.send(Buffer.from([0x03, 0xff, 0xff, 0x00]), { binary: true });
    socket.send([null, '9', 'realtime:nessuno', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect(await socket.next(replyTo('9'))).toEqual([
      null,
      '9',
      'realtime:nessuno',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    socket.send([null, '10', 'phoenix', 'heartbeat', {}]);
    expect(await socket.next(replyTo('10'))).toMatchObject([null, '10', 'phoenix', 'phx_reply', { status: 'ok' }]);

    // A frame past the size limit closes that socket only.
    const flooder = await RawRealtimeSocket.open(backend.url, backend.anonKey, '2.0.0');
    flooder.send(`[null,"1","phoenix","heartbeat",{"x":"${'a'.repeat(300 * 1024)}"}]`);
    await new Promise<void>((resolve) => flooder.ws.once('close', () => resolve()));
    expect(flooder.closed?.code).toBe(1009);

    socket.send([null, '11', 'phoenix', 'heartbeat', {}]);
    expect(await socket.next(replyTo('11'))).toMatchObject([null, '11', 'phoenix', 'phx_reply', { status: 'ok' }]);
    const { data, error } = await anonClient(backend).from('products').select('id').eq('id', stillServed.id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    socket.close();
  });

  it('refuses a connection without a valid key', async () => {
    await expect(RawRealtimeSocket.open(backend.url, 'not-a-jwt', '2.0.0')).rejects.toThrow(/403/);
    await expect(RawRealtimeSocket.open(backend.url, '', '2.0.0')).rejects.toThrow(/401/);
  });
});
