import * as z from 'zod/mini';
import { backendClient } from './client.ts';
import { subscribeToTable } from './live-table.ts';

/**
 * Enquiries (the `messages` table): a visitor's contact form sends one to its page's shop, that
 * shop's inbox reads, marks and deletes them. Who may do what is decided by the backend (row level
 * security: visitors insert only, the shop's members read, update and delete), not here.
 */

/** What a contact form sends. `website` is the honeypot: people leave it empty. */
export interface Enquiry {
  /** The shop whose page sent it (the document's `shop.id`): its inbox receives it. */
  shopId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Empty when not given. */
  phone: string;
  subject: string;
  body: string;
  /** The path of the page it was sent from. */
  page: string;
  /** The piece it asks about, on a product's page. */
  productId?: string | null;
  website: string;
}

/** Why an enquiry was not sent, in the terms the form explains to the visitor. */
export type SendFailure = 'too-many' | 'refused' | 'network';

/**
 * Stores an enquiry. Visitors may insert and nothing else, so nothing is asked back: the answer is
 * "stored" (201) or an error. A filled honeypot is answered like any other enquiry and stored by no one.
 */
export async function sendEnquiry(enquiry: Enquiry): Promise<{ sent: true } | { sent: false; failure: SendFailure }> {
  try {
    const client = await backendClient();
    const { error, status } = await client.from('messages').insert({
      shop_id: enquiry.shopId,
      first_name: enquiry.firstName.trim(),
      last_name: enquiry.lastName.trim(),
      email: enquiry.email.trim(),
      phone: enquiry.phone.trim() === '' ? null : enquiry.phone.trim(),
      subject: enquiry.subject.trim(),
      body: enquiry.body.trim(),
      page: enquiry.page,
      product_id: enquiry.productId ?? null,
      website: enquiry.website === '' ? null : enquiry.website,
    });
    if (!error) return { sent: true };
    console.warn(`The enquiry was not stored (${status}):`, error.message);
    if (status === 429) return { sent: false, failure: 'too-many' };
    if (status === 0 || status >= 500) return { sent: false, failure: 'network' };
    return { sent: false, failure: 'refused' };
  } catch (error) {
    console.error('The enquiry could not reach the backend:', error);
    return { sent: false, failure: 'network' };
  }
}

/** An enquiry as the owner's inbox shows it. */
export interface Message {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  body: string;
  page: string;
  productId: string | null;
  createdAt: string;
  readAt: string | null;
  answeredAt: string | null;
}

const messageRow = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    subject: z.string(),
    body: z.string(),
    page: z.string(),
    product_id: z.nullable(z.string()),
    created_at: z.string(),
    read_at: z.nullable(z.string()),
    answered_at: z.nullable(z.string()),
  }),
  z.transform((row): Message => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    body: row.body,
    page: row.page,
    productId: row.product_id,
    createdAt: row.created_at,
    readAt: row.read_at,
    answeredAt: row.answered_at,
  })),
);

const rowKey = z.object({ id: z.string().check(z.minLength(1)) });

/** A `messages` row (from REST or a realtime record) as a Message, or null when it cannot be read. */
export function toMessage(row: unknown): Message | null {
  const parsed = messageRow.safeParse(row);
  return parsed.success ? parsed.data : null;
}

function messagesFrom(rows: readonly unknown[]): Message[] {
  const messages: Message[] = [];
  for (const row of rows) {
    const message = toMessage(row);
    if (message) messages.push(message);
    else console.warn('Message left out of the inbox, its row cannot be read:', row);
  }
  return messages;
}

/** The columns the inbox shows: neither the honeypot nor the shop, which every row of one inbox shares. */
const INBOX_COLUMNS = 'id,first_name,last_name,email,phone,subject,body,page,product_id,created_at,read_at,answered_at';

/**
 * A place in the inbox's order (newest first; among enquiries of the same moment, the larger id
 * first): a page read "after" it starts with the next older enquiry.
 */
export interface InboxCursor {
  createdAt: string;
  id: string;
}

/** One page of an inbox, as read. */
export interface InboxPage {
  messages: Message[];
  /** Rows read (a row the inbox cannot read is left out of `messages` but was read all the same). */
  rows: number;
  /** Where the page ends: the next page starts after it (null when it read nothing). */
  last: InboxCursor | null;
  /** The rows from this page's first to the inbox's oldest, as the server counted them. */
  remaining: number;
}

const cursorRow = z.object({ id: z.string().check(z.minLength(1)), created_at: z.string() });

/** A value inside a PostgREST `or=(…)` list: quoted, so a timestamp's `:`, `.` and `+` stay its own. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * At most `limit` enquiries of one shop, newest first, after `after` when given (keyset paging: an
 * enquiry arriving or deleted meanwhile neither repeats nor skips one), with the count of those left
 * from the page's first on. Only the shop's members read any: anyone else reads an empty page.
 */
export async function readInboxPage(
  shopId: string,
  { after, limit }: { after: InboxCursor | null; limit: number },
): Promise<InboxPage> {
  const client = await backendClient();
  let query = client.from('messages').select(INBOX_COLUMNS, { count: 'exact' }).eq('shop_id', shopId);
  if (after) {
    const at = quoted(after.createdAt);
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${quoted(after.id)})`);
  }
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw new Error(`Reading messages failed: ${error.message}`, { cause: error });
  const rows: readonly unknown[] = data;
  const end = rows.length > 0 ? cursorRow.safeParse(rows[rows.length - 1]) : null;
  return {
    messages: messagesFrom(rows),
    rows: rows.length,
    last: end?.success ? { createdAt: end.data.created_at, id: end.data.id } : null,
    remaining: count ?? rows.length,
  };
}

/** How many of one shop's enquiries there are (only unread ones with `unread`), as the server counts them. */
async function countMessages(shopId: string, unread: boolean): Promise<number> {
  const client = await backendClient();
  const all = client.from('messages').select('id', { count: 'exact', head: true }).eq('shop_id', shopId);
  const { count, error } = await (unread ? all.is('read_at', null) : all);
  if (error) throw new Error(`Counting messages failed: ${error.message}`, { cause: error });
  return count ?? 0;
}

/** How many enquiries one shop has, and how many of them are unread. */
export async function countInbox(shopId: string): Promise<{ total: number; unread: number }> {
  const [total, unread] = await Promise.all([countMessages(shopId, false), countMessages(shopId, true)]);
  return { total, unread };
}

/**
 * The newest `limit` enquiries of one shop and the shop's counts: what the inbox shows when it opens,
 * and again each time its subscription is confirmed.
 */
export async function readInbox(shopId: string, limit: number): Promise<InboxPage & { total: number; unread: number }> {
  const [page, unread] = await Promise.all([
    readInboxPage(shopId, { after: null, limit }),
    countMessages(shopId, true),
  ]);
  return { ...page, total: page.remaining, unread };
}

/** One change to the inbox; `resync` asks for the list again (subscription confirmed, unreadable event). */
export type MessageChange =
  { type: 'upsert'; message: Message; inserted: boolean } | { type: 'delete'; id: string } | { type: 'resync' };

/** The part of a realtime `postgres_changes` payload read here. */
interface ChangePayload {
  eventType: string;
  new: unknown;
  old: unknown;
}

export function messageChange(payload: ChangePayload): MessageChange {
  if (payload.eventType === 'DELETE') {
    const key = rowKey.safeParse(payload.old);
    return key.success ? { type: 'delete', id: key.data.id } : { type: 'resync' };
  }
  const message = toMessage(payload.new);
  return message ? { type: 'upsert', message, inserted: payload.eventType === 'INSERT' } : { type: 'resync' };
}

/**
 * The inserts and updates of one shop's enquiries, and the deletes of any the person may see (a
 * delete carries only the id: removing one the inbox does not list changes nothing), as changes;
 * `resync` each time the subscription is confirmed (changes made while disconnected are not
 * replayed). Returns the function that removes the channel.
 */
export function subscribeToMessages(shopId: string, onChange: (change: MessageChange) => void): () => void {
  return subscribeToTable(
    'messages',
    'inbox',
    {
      change: (payload) => onChange(messageChange(payload)),
      confirmed: () => onChange({ type: 'resync' }),
    },
    `shop_id=eq.${shopId}`,
  );
}

/** What the owner may change of a message: when it was read and when it was answered (null: not yet). */
export interface MessageMarks {
  readAt?: string | null;
  answeredAt?: string | null;
}

/** Marks a message read or unread, answered or not; resolves to the row as stored. */
export async function markMessage(id: string, marks: MessageMarks): Promise<Message> {
  const client = await backendClient();
  const patch = {
    ...(marks.readAt === undefined ? {} : { read_at: marks.readAt }),
    ...(marks.answeredAt === undefined ? {} : { answered_at: marks.answeredAt }),
  };
  const { data, error } = await client.from('messages').update(patch).eq('id', id).select().single();
  if (error) throw new Error(`Marking message ${id} failed: ${error.message}`, { cause: error });
  const message = toMessage(data);
  if (!message) throw new Error(`Marking message ${id} returned a row the inbox cannot read`);
  return message;
}

/** Deletes a message; the deleted row is asked back, since a refused delete removes "0 rows". */
export async function deleteMessage(id: string): Promise<void> {
  const client = await backendClient();
  const { data, error } = await client.from('messages').delete().eq('id', id).select('id');
  if (error) throw new Error(`Deleting message ${id} failed: ${error.message}`, { cause: error });
  if (data.length === 0) throw new Error(`Deleting message ${id} removed nothing (refused, or already gone)`);
}
