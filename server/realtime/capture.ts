import { isRecord, parseJson } from '../json.ts';

/** The pg_notify channel of `realtime.capture_change()` (server/bootstrap/30-realtime.sql). */
export const CHANGE_CHANNEL = 'realtime_changes';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** One committed row change, as announced: the row itself is read back when delivering. */
export interface ChangeNotice {
  schema: string;
  table: string;
  type: ChangeType;
  /** Primary key of the new row (INSERT, UPDATE). */
  pk: Record<string, unknown> | null;
  /** Primary key of the old row (UPDATE, DELETE). */
  oldPk: Record<string, unknown> | null;
  /** When the notification arrived, which is after the commit. */
  commitTimestamp: string;
}

export function parseChangeNotice(payload: string, receivedAt = new Date()): ChangeNotice | null {
  const value = parseJson(payload);
  if (!isRecord(value)) return null;
  const { schema, table, type, pk, old_pk: oldPk } = value;
  if (typeof schema !== 'string' || typeof table !== 'string') return null;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  const key = (v: unknown) => (isRecord(v) ? v : null);
  if (type !== 'DELETE' && !key(pk)) return null;
  if (type !== 'INSERT' && !key(oldPk)) return null;
  return { schema, table, type, pk: key(pk), oldPk: key(oldPk), commitTimestamp: receivedAt.toISOString() };
}
