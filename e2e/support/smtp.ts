import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * A real SMTP server for the browser tests: the site sends to it over the network with nodemailer,
 * exactly as it would to a relay, and the tests read what arrived.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: textOf(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The latest mail to an address that matches, waiting for it to arrive. */
  async function waitForMail(to: string, matches: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.filter((mail) => mail.to.includes(to) && matches(mail)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  /** Waits for a new code to an address (one not seen before `since` mails had arrived). */
  async function waitForCode(to: string, since: number) {
    const mail = await waitForMail(
      to,
      (candidate) => received.indexOf(candidate) >= since && /^\d{6}$/m.test(candidate.text),
    );
    return mail.text.match(/^(\d{6})$/m)?.[1] ?? '';
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: () => received.length,
    waitForMail,
    waitForCode,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text part of a MIME message, decoded (nodemailer sends quoted-printable or base64). */
export function textOf(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...bodyLines] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = bodyLines.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    const encoding = head.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  return '';
}
