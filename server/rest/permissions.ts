import type { Role } from '../auth/roles.ts';
import { fromPostgres, type RestError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import type { Table, WriteRights } from './schema-cache.ts';

/** A write on `/rest/v1/<table>`: POST inserts (`merge` when it may update on conflict), PATCH, DELETE. */
export type Write = { command: 'insert'; merge: boolean } | { command: 'update' } | { command: 'delete' };

/** The write a method asks for, or null: a read, or a method that is not PostgREST's. */
export function writeOf(method: string, prefer: Preferences): Write | null {
  if (method === 'POST') return { command: 'insert', merge: prefer.resolution === 'merge-duplicates' };
  if (method === 'PATCH') return { command: 'update' };
  if (method === 'DELETE') return { command: 'delete' };
  return null;
}

/** How Postgres names a relation of each kind in "permission denied for …". */
const KIND_WORDS: Readonly<Record<string, string>> = {
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
};

const denied = (what: string, role: Role): RestError =>
  fromPostgres({ code: '42501', message: `permission denied for ${what}` }, role);

/**
 * The error Postgres would raise for this write, known from the catalog before the body is read, or
 * null when only running it can tell. Without the privilege a write always fails; an insert under
 * row level security with no permissive INSERT policy for the role always fails too. An update or
 * delete without a policy is not an error (it changes no row), so only its privilege is checked.
 */
export function writeRefusal(
  table: Table,
  rights: WriteRights | undefined,
  role: Role,
  write: Write,
): RestError | null {
  if (!rights) return null;
  const relation = `${KIND_WORDS[rights.kind] ?? 'table'} ${table.name}`;
  if (!rights[write.command]) return denied(relation, role);
  if (write.command !== 'insert') return null;
  // INSERT … ON CONFLICT DO UPDATE needs the UPDATE privilege whether or not a row conflicts.
  if (write.merge && !rights.update) return denied(relation, role);
  if (rights.rowSecurity && !rights.insertPolicy) {
    return fromPostgres(
      { code: '42501', message: `new row violates row-level security policy for table "${table.name}"` },
      role,
    );
  }
  return null;
}

/** Postgres's error for calling a function none of whose overloads the role may execute, or null. */
export function callRefusal(name: string, callers: ReadonlySet<string> | undefined, role: Role): RestError | null {
  if (!callers || callers.has(role)) return null;
  return denied(`function ${name}`, role);
}
