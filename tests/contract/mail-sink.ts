import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The running sink: its address for `SMTP_URL`, what it has received, and its stop. */
export interface MailSink {
  url: string;
  received: ReceivedMail[];
  stop: () => Promise<void>;
}

/**
 * A local mail server (smtp-server) on a free loopback port that keeps every e-mail it receives:
 * the tests' stand-in for the shop's SMTP server. `url` is what `SMTP_URL` would say.
 */
export async function startMailSink(): Promise<MailSink> {
  const received: ReceivedMail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    stop: () => new Promise<void>((resolve) => sink.close(resolve)),
  };
}

/** The text of a mail as a person reads it: quoted-printable soft breaks and escapes undone. */
export function readableMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
