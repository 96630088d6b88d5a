import type { Transaction } from '../db.ts';
import { readFunctions, type CatalogFunction } from '../pg/catalog.ts';
import { qualifiedName, quoteIdent, quoteLiteral } from '../pg/quote.ts';
import { RestError } from './errors.ts';
import { EXPOSED_SCHEMA } from './schema-cache.ts';

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
export async function callFunction(
  tx: Transaction,
  name: string,
  args: Record<string, unknown>,
  single: boolean,
): Promise<CallResult> {
  const given = Object.keys(args);
  const fn = chooseOverload(await readFunctions(tx, EXPOSED_SCHEMA, name), name, given);
  // All arguments travel in one jsonb parameter and Postgres casts each to its declared type, so a
  // bad value is Postgres's own error and nothing is parsed on this side.
  const params: unknown[] = given.length > 0 ? [JSON.stringify(args)] : [];
  const namedArguments = given.map((arg) => `${quoteIdent(arg)} => ${argumentValue(fn, arg)}`);
  const call = `${qualifiedName(EXPOSED_SCHEMA, fn.name)}(${namedArguments.join(', ')})`;
  if (fn.returnsVoid) {
    await tx.query(`select ${call}`, params);
    return { body: null, n: null };
  }
  if (fn.returnsSet) {
    const rendered = single ? `(json_agg(_pgrst_r) -> 0)::text` : `coalesce(json_agg(_pgrst_r), '[]')::text`;
    const result = await tx.query<{ body: string; n: number }>(
      `select ${rendered} as body, count(*)::int as n from ${call} as _pgrst_r`,
      params,
    );
    return { body: result.rows[0]?.body ?? '[]', n: result.rows[0]?.n ?? 0 };
  }
  const render = fn.returnKind === 'c' ? `row_to_json(${call})::text` : `to_json(${call})::text`;
  const result = await tx.query<{ body: string | null }>(`select ${render} as body`, params);
  return { body: result.rows[0]?.body ?? 'null', n: null };
}

/** The one overload whose argument names fit the given ones: all required given, none unknown. */
function chooseOverload(overloads: CatalogFunction[], name: string, given: string[]): CatalogFunction {
  const candidates = overloads.filter((fn) => {
    const { inputs, inputCount, defaultCount } = fn;
    if (inputs.length !== inputCount || inputs.some((n) => !n)) return given.length === 0 && inputCount === 0;
    const required = inputs.slice(0, inputCount - defaultCount);
    return given.every((g) => inputs.includes(g)) && required.every((r) => given.includes(r));
  });
  const [fn, ...others] = candidates;
  if (!fn) {
    const parameters = given.length > 0 ? ` with parameters ${given.join(', ')}` : ' without parameters';
    const signature = given.length > 0 ? `(${given.join(', ')})` : ' without parameters';
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}${signature} in the schema cache`,
      `Searched for the function ${EXPOSED_SCHEMA}.${name}${parameters}, ` +
        'but no matches were found in the schema cache.',
    );
  }
  if (others.length > 0) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between several overloads of ${EXPOSED_SCHEMA}.${name}`,
    );
  }
  return fn;
}

/** The SQL reading one argument out of the jsonb parameter `$1`, cast to its declared type. */
function argumentValue(fn: CatalogFunction, arg: string): string {
  const index = fn.inputs.indexOf(arg);
  const type = fn.inputTypes[index] ?? 'text';
  const json = `$1::text::jsonb -> ${quoteLiteral(arg)}`;
  const text = `$1::text::jsonb ->> ${quoteLiteral(arg)}`;
  if (type === 'json' || type === 'jsonb') return `(${json})::${type}`;
  if (fn.inputCategories[index] === 'A') {
    const elements = `array(select jsonb_array_elements_text(${json}))`;
    return `(case jsonb_typeof(${json}) when 'array' then ${elements} else (${text})::text[] end)::${type}`;
  }
  return `(${text})::${type}`;
}
