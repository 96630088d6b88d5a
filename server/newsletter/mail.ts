import { newsletterLink } from '../../schemas/sections/newsletter-signup.ts';
import type { Database } from '../db.ts';

/** The SMTP server that sends confirmation e-mails (`SMTP_URL`) and the sender they show (`SMTP_FROM`). */
export interface NewsletterMail {
  url: string;
  from: string;
}

/** The channel the table's trigger announces a sign-up waiting for confirmation on. */
export const SIGNUP_CHANNEL = 'newsletter_signups';

interface WaitingSignUp {
  email: string;
  page: string;
  token: string;
  shop_name: string;
}

/**
 * The e-mail that asks the address's owner to confirm a sign-up: the link that confirms it and the
 * one that removes it (also as `List-Unsubscribe`). Both lead to the page it was given on, under
 * `origin`, the site's configured public origin.
 */
export function confirmationMail(signUp: WaitingSignUp, settings: NewsletterMail, origin: string) {
  const confirm = newsletterLink(origin, signUp.page, 'confirm', signUp.token);
  const unsubscribe = newsletterLink(origin, signUp.page, 'unsubscribe', signUp.token);
  const lines = [
    'Ciao,',
    '',
    `qualcuno (speriamo tu) ha iscritto questo indirizzo alla newsletter di ${signUp.shop_name}.`,
    "Per confermare l'iscrizione apri questo link:",
    '',
    confirm,
    '',
    'Se non sei stato tu, ignora questa e-mail: senza conferma non ti scriveremo più.',
    '',
    '--',
    `Per annullare l'iscrizione in qualsiasi momento: ${unsubscribe}`,
  ];
  return {
    from: settings.from,
    to: signUp.email,
    subject: `Conferma l'iscrizione alla newsletter di ${signUp.shop_name}`,
    text: lines.join('\n'),
    list: { unsubscribe: unsubscribe },
  };
}

/**
 * Sends the confirmation e-mail of every sign-up that waits for one: the table's trigger announces
 * it (`pg_notify`, at commit, so a repeated address that was removed announces nothing), and the
 * first server process to store its claim (`boutique_private.newsletter_mails`) sends it, however
 * many processes share the database. nodemailer's pool keeps one SMTP connection. A failed send is
 * logged; the sign-up stays, unconfirmed. Resolves to the function that stops it.
 */
export async function startNewsletterMailer(
  db: Database,
  settings: NewsletterMail,
  origin: string,
): Promise<() => Promise<void>> {
  const transport = import('nodemailer').then(({ createTransport }) =>
    createTransport({ url: settings.url, pool: true, maxConnections: 1, maxMessages: 100 }),
  );
  transport.catch(() => undefined);
  let stopped = false;
  const sending = new Set<Promise<void>>();

  const announce = async (id: string) => {
    await db.pg.query(`delete from boutique_private.newsletter_mails where claimed_at < now() - interval '1 day'`);
    const { rows } = await db.pg.query<WaitingSignUp>(
      `with claimed as (
         insert into boutique_private.newsletter_mails (subscriber_id) values ($1)
         on conflict (subscriber_id) do nothing
         returning subscriber_id)
       select s.email, s.page, s.token, sh.name as shop_name
         from public.newsletter_subscribers s
         join claimed c on c.subscriber_id = s.id
         join public.shops sh on sh.id = s.shop_id
        where s.confirmed_at is null`,
      [id],
    );
    const signUp = rows[0];
    if (!signUp) return;
    await (await transport).sendMail(confirmationMail(signUp, settings, origin));
  };

  const unlisten = await db.pg.listen(SIGNUP_CHANNEL, (payload) => {
    const id = payload.trim();
    if (stopped || !/^[0-9a-f-]{36}$/i.test(id)) return;
    const sent = announce(id)
      .catch((error: unknown) => console.error(`Sending the confirmation of newsletter sign-up ${id} failed:`, error))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  });

  return async () => {
    stopped = true;
    await unlisten();
    await Promise.allSettled([...sending]);
    (await transport).close();
  };
}
