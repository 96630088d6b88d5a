import type { Message } from '../../backend/messages.ts';

/** Past this many characters of the enquiry the quote is cut: some mail apps refuse longer links. */
const QUOTE_LIMIT = 1500;

const when = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** When a message arrived, as the inbox and the quote write it: `23 novembre 2026 alle ore 10:15`. */
export const receivedAt = (message: Pick<Message, 'createdAt'>): string => when.format(new Date(message.createdAt));

const short = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** When a message arrived, as its row in the list writes it (leaving room for the name): `23 nov 2026, 10:15`. */
export const listedAt = (message: Pick<Message, 'createdAt'>): string => short.format(new Date(message.createdAt));

/**
 * A `mailto:` link that opens the owner's mail app on a reply: addressed to the visitor, `Re:` the
 * subject, and the enquiry quoted below an empty line for the answer.
 */
export function replyHref(message: Message): string {
  const text = message.body.length > QUOTE_LIMIT ? `${message.body.slice(0, QUOTE_LIMIT)} […]` : message.body;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  const body = [
    `Gentile ${message.firstName} ${message.lastName},`,
    '',
    '',
    '',
    `Il ${receivedAt(message)} ha scritto:`,
    quoted,
  ].join('\n');
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(message.email).replace('%40', '@')}?${query}`;
}
