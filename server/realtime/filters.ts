import { quoteIdent, quoteLiteral } from '../pg/quote.ts';

/**
 * The `filter` of a postgres_changes binding, in Realtime's grammar: `column=op.value`, with the
 * operators Realtime supports (`eq neq lt lte gt gte in`); `in` takes `(a,b,c)`.
 */
const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  /** One value, or the list of an `in` filter; compared by Postgres after casting to the column's type. */
  values: string[];
}

const isFilterOperator = (text: string): text is FilterOperator => FILTER_OPERATORS.some((op) => op === text);
const SQL_OPERATORS: Record<Exclude<FilterOperator, 'in'>, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

export class FilterError extends Error {}

export function parseFilter(text: string): RowFilter {
  const equals = text.indexOf('=');
  const dot = text.indexOf('.', equals + 1);
  if (equals <= 0 || dot < 0) throw new FilterError(`Error parsing \`filter\` params: ${text}`);
  const column = text.slice(0, equals);
  const operator = text.slice(equals + 1, dot);
  const value = text.slice(dot + 1);
  if (!isFilterOperator(operator))
    throw new FilterError(`Error parsing \`filter\` params: unknown operator ${operator}`);
  if (operator !== 'in') return { column, operator, values: [value] };
  const list = /^\((.*)\)$/.exec(value);
  if (!list?.[1]) throw new FilterError(`Error parsing \`filter\` params: ${text}`);
  // How many values a join may list is the join's bound (`LIMITS.valuesPerFilter`), checked before any is evaluated.
  const values = list[1].split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
  return { column, operator: 'in', values };
}

/**
 * A boolean SQL expression testing `row.column` against the filter. The value is the parameter
 * `$param` (a JSON text) and Postgres casts it to the column's type through the table's row type,
 * so `price=gt.100` compares numbers and `id=eq.<uuid>` compares uuids.
 */
export function filterExpression(filter: RowFilter, row: string, relation: string, param: number): string {
  const column = quoteIdent(filter.column);
  const cast = (json: string) => `(jsonb_populate_record(null::${relation}, ${json})).${column}`;
  if (filter.operator === 'in') {
    const values = `select ${cast(`jsonb_build_object(${quoteLiteral(filter.column)}, v)`)}
                      from jsonb_array_elements_text($${param}::jsonb) v`;
    return `coalesce(${row}.${column} = any (${values}), false)`;
  }
  return `coalesce(${row}.${column} ${SQL_OPERATORS[filter.operator]} ${cast(`$${param}::jsonb`)}, false)`;
}

/** The parameter `filterExpression` expects. */
export function filterParameter(filter: RowFilter): string {
  return filter.operator === 'in'
    ? JSON.stringify(filter.values)
    : JSON.stringify({ [filter.column]: filter.values[0] });
}
