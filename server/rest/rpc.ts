import type { Transaction } from '../db.ts';
import { EXPOSED_SCHEMA, quoteIdent } from './catalogue.ts';
import { RestError } from './errors.ts';

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_count: number;
  default_count: number;
  returns_set: boolean;
  return_kind: string;
  returns_void: boolean;
}

export interface CallResult {
  body: string | null;
  /** Rows of a set-returning function (its first row alone when `single`); null for one value. */
  n: number | null;
}

/**
 * `/rest/v1/rpc/<fn>`: calls a function of the exposed schema with named arguments, chosen among
 * its overloads by the argument names given, values as parameters. Postgres decides the caller's
 * right to execute it (grants) and renders the result as JSON.
 */
export async function callFunction(tx: Transaction, name: string, args: Record<string, unknown>, single: boolean): Promise<CallResult> {
  const { rows } = await tx.query<FunctionRow>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes, p.pronargs::int as arg_count,
            p.pronargdefaults::int as default_count, p.proretset as returns_set, t.typtype::text as return_kind,
            p.prorettype = 'void'::regtype as returns_void
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [EXPOSED_SCHEMA, name],
  );
  const given = Object.keys(args);
  const candidates = rows.filter((fn) => {
    const inputs = (fn.arg_names ?? []).filter((_, i) => !fn.arg_modes || ['i', 'b', 'v'].includes(fn.arg_modes[i] ?? 'i')).slice(0, fn.arg_count);
    if (inputs.length !== fn.arg_count || inputs.some((n) => !n)) return given.length === 0 && fn.arg_count === 0;
    const required = inputs.slice(0, fn.arg_count - fn.default_count);
    return given.every((g) => inputs.includes(g)) && required.every((r) => given.includes(r));
  });
  if (candidates.length === 0) {
    const signature = given.length > 0 ? `(${given.join(', ')})` : ' without parameters';
    throw new RestError(404, 'PGRST202', `Could not find the function ${EXPOSED_SCHEMA}.${name}${signature} in the schema cache`, `Searched for the function ${EXPOSED_SCHEMA}.${name}${given.length > 0 ? ` with parameters ${given.join(', ')}` : ' without parameters'}, but no matches were found in the schema cache.`);
  }
  if (candidates.length > 1) {
    throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between several overloads of ${EXPOSED_SCHEMA}.${name}`);
  }
  const fn = candidates[0] as FunctionRow;
  const params: unknown[] = [];
  const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(fn.name)}(${given
    .map((arg) => {
      const value = args[arg];
      params.push(value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value);
      return `${quoteIdent(arg)} => $${params.length}`;
    })
    .join(', ')})`;
  if (fn.returns_void) {
    await tx.query(`select ${call}`, params);
    return { body: null, n: null };
  }
  if (fn.returns_set) {
    const rendered = single ? `(json_agg(_pgrst_r) -> 0)::text` : `coalesce(json_agg(_pgrst_r), '[]')::text`;
    const result = await tx.query<{ body: string; n: number }>(`select ${rendered} as body, count(*)::int as n from ${call} as _pgrst_r`, params);
    return { body: result.rows[0]?.body ?? '[]', n: result.rows[0]?.n ?? 0 };
  }
  const render = fn.return_kind === 'c' ? `row_to_json(${call})::text` : `to_json(${call})::text`;
  const result = await tx.query<{ body: string | null }>(`select ${render} as body`, params);
  return { body: result.rows[0]?.body ?? 'null', n: null };
}
