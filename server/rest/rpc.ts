import type { Transaction } from '../db.ts';
import { EXPOSED_SCHEMA, quoteIdent } from './catalogue.ts';
import { RestError } from './errors.ts';

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  /** format_type() of each input argument, in order. */
  arg_types: string[];
  /** Type category of each input argument ('A' array, 'U' user/json, …). */
  arg_categories: string[];
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
            array(select format_type(t, null) from unnest(p.proargtypes) with ordinality as a(t, i) order by i) as arg_types,
            array(select ty.typcategory::text from unnest(p.proargtypes) with ordinality as a(t, i) join pg_type ty on ty.oid = a.t order by i) as arg_categories,
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
  // All arguments travel in one jsonb parameter and Postgres casts each to its declared type, so a
  // bad value is Postgres's own error and nothing is parsed on this side.
  const inputs = (fn.arg_names ?? []).filter((_, i) => !fn.arg_modes || ['i', 'b', 'v'].includes(fn.arg_modes[i] ?? 'i'));
  const params: unknown[] = given.length > 0 ? [JSON.stringify(args)] : [];
  const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(fn.name)}(${given
    .map((arg) => {
      const index = inputs.indexOf(arg);
      const type = fn.arg_types[index] ?? 'text';
      const category = fn.arg_categories[index];
      const key = `$1::text::jsonb -> ${quoteLiteral(arg)}`;
      const value =
        type === 'json' || type === 'jsonb'
          ? `(${key})::${type}`
          : category === 'A'
            ? `(case jsonb_typeof(${key}) when 'array' then array(select jsonb_array_elements_text(${key})) else (${key.replace(' -> ', ' ->> ')})::text[] end)::${type}`
            : `(${key.replace(' -> ', ' ->> ')})::${type}`;
      return `${quoteIdent(arg)} => ${value}`;
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

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
