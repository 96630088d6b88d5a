import type { Database } from '../db.ts';
import { CHANGE_CHANNEL, parseChangeNotice } from '../realtime/capture.ts';

/** Where notifications go and through which server (`SMTP_URL`, `NOTIFY_EMAIL`, `SMTP_FROM`). */
export interface SmtpSettings {
  /** `smtp://user:password@mail.example.it:587`, or `smtps://…:465` for TLS from the start. */
  url: string;
  /**
   * Who receives the e-mails of enquiries when the shop it was sent to has no address of its own
   * (`public.shops.email`, from its site document's `shop.email`).
   */
  to: string;
  /** The sender the e-mail shows. */
  from: string;
  /**
   * Past `perMinute` enquiries in a minute to one shop, the next are announced together in one
   * e-mail `delaySeconds` after the first of them (`NOTIFY_DIGEST=5/60`, the default).
   */
  digest?: { perMinute: number; delaySeconds: number };
}

interface StoredMessage {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  body: string;
  page: string;
  created_at: string;
  shop_name: string;
  shop_email: string | null;
}

const when = new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Rome' });

/**
 * The e-mail a shop receives for one enquiry, at the shop's own address: replying to it writes to
 * the visitor.
 */
export function notificationMail(message: StoredMessage, settings: SmtpSettings, publicUrl: string) {
  const sender = `${message.first_name} ${message.last_name}`;
  const lines = [
    `${sender} ha scritto dal sito di ${message.shop_name}.`,
    '',
    `Oggetto: ${message.subject}`,
    `E-mail: ${message.email}`,
    ...(message.phone ? [`Telefono: ${message.phone}`] : []),
    `Pagina: ${publicUrl}${encodeURI(message.page)}`,
    `Ricevuto: ${when.format(new Date(message.created_at))}`,
    '',
    message.body,
    '',
    '--',
    `Rispondi a questa e-mail per scrivere a ${sender}, o apri i messaggi: ${publicUrl}/admin#messaggi`,
  ];
  return {
    from: settings.from,
    to: message.shop_email ?? settings.to,
    replyTo: { name: sender, address: message.email },
    subject: `Nuovo messaggio dal sito: ${message.subject}`,
    text: lines.join('\n'),
  };
}

/** How many enquiries' e-mails one digest lists in full; the others are counted. */
const DIGEST_LISTED = 50;

interface DigestEntry extends StoredMessage {
  shop_id: string;
  recipient: string;
}

/**
 * The one e-mail that announces the enquiries to one shop past the first few in a minute (a flood,
 * or a busy morning): who wrote, about what, from which page, and where to read them.
 */
export function digestMail(entries: readonly DigestEntry[], settings: SmtpSettings, publicUrl: string) {
  const first = entries[0];
  const shown = entries.slice(0, DIGEST_LISTED);
  const count = entries.length === 1 ? 'Un nuovo messaggio' : `${entries.length} nuovi messaggi`;
  const lines = [
    `${count} dal sito di ${first?.shop_name ?? ''}.`,
    "Ne sono arrivati molti in pochi minuti: eccoli in un'unica e-mail.",
    '',
    ...shown.flatMap((m) => [
      `- ${m.first_name} ${m.last_name} <${m.email}>: ${m.subject}`,
      `  ${when.format(new Date(m.created_at))}, pagina ${publicUrl}${encodeURI(m.page)}`,
    ]),
    ...(entries.length > shown.length ? [`… e altri ${entries.length - shown.length}.`] : []),
    '',
    '--',
    `Leggili e rispondi dai messaggi: ${publicUrl}/admin#messaggi`,
  ];
  return {
    from: settings.from,
    to: first?.recipient ?? settings.to,
    subject: `${count} dal sito`,
    text: lines.join('\n'),
  };
}

/** The advisory lock under which a process claims an enquiry's e-mail and counts the minute's. */
const NOTICE_LOCK = 0x4e4f_5449; // "NOTI"

/** Digest rules unless `SmtpSettings.digest` says otherwise. */
export const DIGEST = { perMinute: 5, delaySeconds: 60 } as const;

/** E-mails queued or being sent at once past which an enquiry waits for the digest instead. */
const MAX_QUEUED = 20;

const SELECT_MESSAGES = `
  select m.id, m.first_name, m.last_name, m.email, m.phone, m.subject, m.body, m.page, m.created_at::text,
         m.shop_id, s.name as shop_name, s.email as shop_email
    from public.messages m join public.shops s on s.id = m.shop_id`;

/**
 * Sends the shop an e-mail for every enquiry stored to it, as a hosted project's database webhook would:
 * it listens to the same change capture realtime uses, so a message the honeypot dropped (never
 * stored) sends nothing. The mail library loads only when SMTP is configured.
 *
 * - **One e-mail per enquiry, whatever the number of server processes**: each process hears of every
 *   insert, and the one whose claim (a row of `boutique_private.enquiry_notices`, keyed by the
 *   enquiry) is stored first sends it.
 * - **A digest past a few a minute**: past `digest.perMinute` enquiries in a minute to one shop (or
 *   with `MAX_QUEUED` e-mails already waiting in this process), the next ones are listed together
 *   in one e-mail per shop, sent `digest.delaySeconds` after the first of them.
 * - **One SMTP connection**: nodemailer's pool, one connection reused for every e-mail.
 *
 * A failed send is logged; the enquiry stays in the inbox either way. An enquiry whose process
 * stops between its claim and its e-mail is not announced (digests left waiting are sent by the
 * next process that starts or claims one). Resolves to the function that stops it.
 */
export async function startEnquiryNotifier(
  db: Database,
  settings: SmtpSettings,
  publicUrl: string,
): Promise<() => Promise<void>> {
  const digest = settings.digest ?? DIGEST;
  // Listening starts first, so no enquiry stored while the mail library loads goes unannounced.
  const transport = import('nodemailer').then(({ createTransport }) =>
    createTransport({ url: settings.url, pool: true, maxConnections: 1, maxMessages: 100 }),
  );
  transport.catch(() => undefined);
  let queued = 0;
  let stopped = false;
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  const sending = new Set<Promise<void>>();

  const send = (mail: Parameters<Awaited<typeof transport>['sendMail']>[0], what: string) => {
    queued++;
    const sent = (async () => {
      await (await transport).sendMail(mail);
    })()
      .catch((error: unknown) => console.error(`Notifying the owner of ${what} failed:`, error))
      .finally(() => {
        queued--;
        sending.delete(sent);
      });
    sending.add(sent);
    return sent;
  };

  /** Sends the enquiries waiting for a digest, one e-mail per shop; one process takes each. */
  const flush = async () => {
    flushTimer = null;
    const { rows } = await db.pg.query<Omit<DigestEntry, 'recipient'>>(
      `with due as (
         update boutique_private.enquiry_notices set sent_at = now()
          where digest and sent_at is null
          returning message_id)
       ${SELECT_MESSAGES}
       where m.id in (select message_id from due)
       order by m.created_at`,
    );
    // One e-mail per shop (shops without an address of their own share NOTIFY_EMAIL).
    const byShop = new Map<string, DigestEntry[]>();
    for (const row of rows) {
      const entries = byShop.get(row.shop_id) ?? [];
      entries.push({ ...row, recipient: row.shop_email ?? settings.to });
      byShop.set(row.shop_id, entries);
    }
    for (const entries of byShop.values())
      await send(digestMail(entries, settings, publicUrl), `${entries.length} messages`);
  };
  const scheduleFlush = () => {
    if (flushTimer || stopped) return;
    flushTimer = setTimeout(() => {
      flush().catch((error: unknown) => console.error('Sending the digest of messages failed:', error));
    }, digest.delaySeconds * 1000);
    flushTimer.unref();
  };

  /** Claims the enquiry's e-mail: null when another process has, else whether it waits for a digest. */
  const claim = (id: string) =>
    db.pg.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [NOTICE_LOCK]);
      await tx.query(`delete from boutique_private.enquiry_notices where claimed_at < now() - interval '1 day'`);
      const { rows } = await tx.query<{ digest: boolean }>(
        `insert into boutique_private.enquiry_notices (message_id, shop_id, digest)
         select m.id, m.shop_id,
                $3 or (select count(*) from boutique_private.enquiry_notices n
                        where n.shop_id = m.shop_id and n.claimed_at > now() - interval '1 minute') >= $2
           from public.messages m where m.id = $1
         on conflict (message_id) do nothing
         returning digest`,
        [id, digest.perMinute, queued >= MAX_QUEUED],
      );
      return rows[0] ?? null;
    });

  const announce = async (id: string) => {
    const claimed = await claim(id);
    if (!claimed) return;
    if (claimed.digest) {
      scheduleFlush();
      return;
    }
    const { rows } = await db.pg.query<StoredMessage>(`${SELECT_MESSAGES} where m.id = $1`, [id]);
    const message = rows[0];
    if (!message) return;
    await send(notificationMail(message, settings, publicUrl), `message ${id}`);
    await db.pg.query('update boutique_private.enquiry_notices set sent_at = now() where message_id = $1', [id]);
  };

  const unlisten = await db.pg.listen(CHANGE_CHANNEL, (payload) => {
    const notice = parseChangeNotice(payload);
    if (notice?.schema !== 'public' || notice.table !== 'messages' || notice.type !== 'INSERT') return;
    const id = notice.pk?.id;
    if (typeof id !== 'string' || stopped) return;
    announce(id).catch((error: unknown) => console.error(`Notifying the owner of message ${id} failed:`, error));
  });
  // Enquiries a stopped process left waiting for their digest.
  const { rows: waiting } = await db.pg.query<{ n: number }>(
    'select count(*)::int as n from boutique_private.enquiry_notices where digest and sent_at is null',
  );
  if ((waiting[0]?.n ?? 0) > 0) scheduleFlush();

  return async () => {
    stopped = true;
    if (flushTimer) clearTimeout(flushTimer);
    await unlisten();
    await Promise.allSettled([...sending]);
    (await transport).close();
  };
}
