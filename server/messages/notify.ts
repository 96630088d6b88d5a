import type { Database } from '../db.ts';
import { CHANGE_CHANNEL, parseChangeNotice } from '../realtime/capture.ts';

/** Where notifications go and through which server (`SMTP_URL`, `NOTIFY_EMAIL`, `SMTP_FROM`). */
export interface SmtpSettings {
  /** `smtp://user:password@mail.example.it:587`, or `smtps://…:465` for TLS from the start. */
  url: string;
  /**
   * Who receives one e-mail per enquiry when the shop it was sent to has no address of its own
   * (`public.shops.email`, from its site document's `shop.email`).
   */
  to: string;
  /** The sender the e-mail shows. */
  from: string;
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

/**
 * Sends the shop an e-mail for every enquiry stored to it, as a hosted project's database webhook would:
 * it listens to the same change capture realtime uses, so a message the honeypot dropped (never
 * stored) sends nothing. The mail library loads only when SMTP is configured. A failed send is
 * logged; the enquiry stays in the inbox either way. Resolves to the function that stops it.
 */
export async function startEnquiryNotifier(
  db: Database,
  settings: SmtpSettings,
  publicUrl: string,
): Promise<() => Promise<void>> {
  // Listening starts first, so no enquiry stored while the mail library loads goes unannounced.
  const transport = import('nodemailer').then(({ createTransport }) => createTransport(settings.url));
  transport.catch(() => undefined);
  const unlisten = await db.pg.listen(CHANGE_CHANNEL, (payload) => {
    const notice = parseChangeNotice(payload);
    if (notice?.schema !== 'public' || notice.table !== 'messages' || notice.type !== 'INSERT') return;
    const id = notice.pk?.id;
    if (typeof id !== 'string') return;
    void (async () => {
      const { rows } = await db.pg.query<StoredMessage>(
        `select m.first_name, m.last_name, m.email, m.phone, m.subject, m.body, m.page, m.created_at::text,
                s.name as shop_name, s.email as shop_email
           from public.messages m join public.shops s on s.id = m.shop_id
          where m.id = $1`,
        [id],
      );
      const message = rows[0];
      if (message) await (await transport).sendMail(notificationMail(message, settings, publicUrl));
    })().catch((error: unknown) => console.error(`Notifying the owner of message ${id} failed:`, error));
  });
  return async () => {
    await unlisten();
    (await transport).close();
  };
}
