import { Hono, type Context } from 'hono';
import { claimsFromRequest, type ApiKeys } from '../auth/claims.ts';
import type { Claims } from '../auth/roles.ts';
import type { Database } from '../db.ts';
import { RestError, toRestError, unsupported } from './errors.ts';
import { answerBound, answerOverBound } from './limits.ts';
import { negotiate, type Media } from './media.ts';
import { patternFault } from './pattern.ts';
import { callRefusal, writeOf, writeRefusal } from './permissions.ts';
import {
  aggregatesEnabled,
  callsFunctions,
  changesNothing,
  planRead,
  planWrite,
  tablesRead,
  withDefaults,
  type ReadNode,
  type WriteRequest,
} from './plan.ts';
import { checkStrict, parsePrefer, type Preferences } from './prefer.ts';
import { checkSelectBounds, parseQuery, type Query } from './query.ts';
import { checkProfile, readBody, readCall, type CallRequest } from './request.ts';
import { ResponseCache } from './response-cache.ts';
import {
  callRowsResponse,
  callValueResponse,
  errorResponse,
  nothingChanged,
  readResponse,
  writeResponse,
} from './response.ts';
import { callCount, callRows, callScalar, planCall, readRoutines } from './rpc.ts';
import { readColumnDefaults, SchemaCache } from './schema-cache.ts';
import { countRows, plannedRows, selectRows, writeStatement } from './sql.ts';
import { inTransaction, type TransactionRequest } from './transaction.ts';

/**
 * `/rest/v1/<table>` and `/rest/v1/rpc/<fn>` in PostgREST's grammar, for every table, view and
 * function of the `public` schema. Each handler goes as PostgREST does: the request (`request.ts`,
 * `query.ts`, `prefer.ts`, `media.ts`), its plan (`plan.ts`, `rpc.ts`), the query (`sql.ts`) run in
 * one transaction as the caller's role (`transaction.ts`), so grants and row level security decide,
 * and the response (`response.ts`). A write the caller's role cannot make is refused from the schema
 * cache before its body is read; a body is then read up to its route's limit (`limits.ts`).
 */
export function restRoutes(deps: { db: Database; keys: ApiKeys; responses?: ResponseCache }): Hono {
  const app = new Hono();
  // The response cache listens first: it forgets a change before realtime delivers it.
  const responses = deps.responses ?? new ResponseCache(deps.db);
  const cache = new SchemaCache(deps.db, () => {
    responses.forgetTables();
  });

  /** Postgres's time zone names, read once (as PostgREST reads them), for `Prefer: timezone`. */
  let timezones: Promise<ReadonlySet<string>> | null = null;
  /**
   * The request's `Prefer` header: a `timezone=` Postgres does not know is an invalid preference,
   * and under `handling=strict` invalid preferences are refused (PGRST122) before anything runs.
   */
  const preferences = async (c: Context): Promise<Preferences> => {
    const prefer = parsePrefer(c.req.header('prefer') ?? null);
    if (prefer.timezone !== null) {
      timezones ??= deps.db.pg
        .query<{ name: string }>('select name from pg_catalog.pg_timezone_names')
        .then((result) => new Set(result.rows.map((row) => row.name)));
      timezones.catch(() => (timezones = null));
      if (!(await timezones).has(prefer.timezone)) {
        prefer.invalid.push(`timezone=${prefer.timezone}`);
        prefer.timezone = null;
      }
    }
    checkStrict(prefer);
    return prefer;
  };

  /** Who runs the request, as what: its role's timeout where Postgres honours it (not PGlite). */
  const transaction = async (c: Context, claims: Claims): Promise<TransactionRequest> => ({
    db: deps.db,
    claims,
    timeout: deps.db.embedded === null ? await cache.statementTimeout(claims.role) : null,
    prefer: await preferences(c),
  });

  /** Authenticates the caller and answers every error of `handle` in PostgREST's shape. */
  const asCaller = (handle: (c: Context, claims: Claims) => Promise<Response>) => async (c: Context) => {
    let claims: Claims | null = null;
    try {
      claims = await claimsFromRequest(c.req.raw.headers, deps.keys, c.req.url);
      checkProfile((name) => c.req.header(name));
      return await handle(c, claims);
    } catch (error) {
      return errorResponse(c.req.raw, toRestError(answerOverBound(error), claims?.role ?? null));
    }
  };

  app.all('/', (c) => errorResponse(c.req.raw, unsupported('The OpenAPI description (GET /rest/v1/)')));

  app.all(
    '/rpc/:fn',
    asCaller(async (c, claims) => {
      if (c.req.method === 'POST') {
        const name = c.req.param('fn') ?? '';
        const refusal = callRefusal(name, await cache.functionCallers(name), claims.role);
        if (refusal) throw refusal;
      }
      const request = await transaction(c, claims);
      return call(request, await readCall(c, claims, request.prefer));
    }),
  );

  app.all(
    '/:table',
    asCaller(async (c, claims) => {
      const method = c.req.method;
      const reading = method === 'GET' || method === 'HEAD';
      const table = await cache.table(c.req.param('table') ?? '');
      const query = parseQuery(new URL(c.req.url).searchParams, reading ? (c.req.header('range') ?? null) : null);
      const plan = await planRead(cache, table, query, { aggregates: aggregatesEnabled() });
      const request = await transaction(c, claims);
      const media = negotiate(c.req.header('accept') ?? null);
      const write = writeOf(method, request.prefer);
      if (write) {
        const refusal = writeRefusal(table, await cache.rights(table, claims.role), claims.role, write);
        if (refusal) throw refusal;
      }
      if (claims.role !== 'service_role') checkSelectBounds(query.select, table.columns.size);
      try {
        if (reading) {
          const answer = () => read(request, plan, query, media, method === 'HEAD');
          if (await cacheable(claims, plan)) return await responses.answer(c.req.raw, answer);
          return await answer();
        }
        if (write) {
          const { command: kind } = write;
          const body = kind === 'delete' ? null : await readBody(c, claims, table);
          return await change(request, { kind, table, query, prefer: request.prefer, media, answer: plan, body });
        }
      } catch (error) {
        throw patternFault(error, query.filters);
      }
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }),
  );

  /**
   * An anonymous read the response cache may keep: every table it reads announces its changes, and
   * it calls no function (whose reads the cache cannot see).
   */
  async function cacheable(claims: Claims, plan: ReadNode): Promise<boolean> {
    if (callsFunctions(plan)) return false;
    for (const table of new Set(tablesRead(plan))) if (!(await responses.cacheable(claims, table))) return false;
    return true;
  }

  function read(
    request: TransactionRequest,
    plan: ReadNode,
    query: Query,
    media: Media,
    head: boolean,
  ): Promise<Response> {
    const rendering = { ...media, representation: true };
    return inTransaction(request, async (run) => {
      const result = await run.exec(selectRows(plan, rendering, answerBound(request.claims.role)));
      const total = await run.total(
        () => countRows(plan),
        () => plannedRows(plan),
      );
      const { prefer } = request;
      return readResponse({ head, offset: query.offset, result, total, prefer, media, timezone: run.timezone });
    });
  }

  function change(request: TransactionRequest, asked: WriteRequest): Promise<Response> {
    const plan = planWrite(asked);
    if (changesNothing(plan)) return Promise.resolve(nothingChanged(plan));
    return inTransaction(request, async (run) => {
      const complete = await withDefaults(plan, (table) => readColumnDefaults(run.tx, table));
      const result = await run.exec(writeStatement(complete));
      return writeResponse(plan, result, request.prefer, run);
    });
  }

  /**
   * A function's call (`rpc.ts`): the overload the arguments mean, in the request's transaction. A
   * function returning rows of a table is read like a table; a `GET` or `HEAD` runs read-only, as
   * PostgREST runs it: a function that writes fails with Postgres's 25006 (405).
   */
  function call(request: TransactionRequest, asked: CallRequest): Promise<Response> {
    const { claims, prefer } = request;
    const answer = { head: asked.head, offset: asked.query.offset, prefer, media: asked.media };
    return inTransaction({ ...request, readOnly: !asked.post }, async (run) => {
      const plan = await planCall(await readRoutines(run.tx, asked.name), asked, cache, claims.role);
      if (plan.read) {
        const { read } = plan;
        const rendering = { ...asked.media, single: plan.single, representation: true };
        const result = await run.exec(callRows(plan, read, rendering, answerBound(claims.role)));
        const total = await run.total(() => callCount(plan, read));
        return callRowsResponse({ ...answer, single: plan.single, total }, result, run);
      }
      const result = await callScalar(run.tx, plan.fn, plan.args, plan.single, asked.query);
      return callValueResponse(answer, result, run);
    });
  }

  return app;
}
