import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Sends (or, without SMTP, stores) one email. A delivery failure is logged and recorded, never thrown. */
  send: (mail: Mail) => Promise<void>;
  close: () => void;
};

export type MailerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  /** The development outbox: one JSON file per email, readable while the server runs. */
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
};

/**
 * Real email over SMTP when SMTP_URL is set; otherwise the development outbox (stored, logged,
 * `npm run mail:outbox`). Either way every email is recorded in mail_outbox.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function record(mail: Mail, transportName: string, error: string | null) {
    await options.db.insert(mailOutbox).values({ ...mail, transport: transportName, error });
  }

  return {
    async send(mail) {
      if (!transport) {
        const at = new Date();
        await mkdir(options.outboxDir, { recursive: true });
        const name = `${at.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
        await writeFile(join(options.outboxDir, name), JSON.stringify({ at, from: options.from, ...mail }, null, 2));
        await record(mail, 'outbox', null);
        options.log.info(`mail (outbox) to ${mail.to}: ${mail.subject}\n${mail.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await record(mail, 'smtp', null);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log.error({ err: error, to: mail.to }, 'mail delivery failed');
        await record(mail, 'smtp', message);
      }
    },
    close() {
      transport?.close();
    },
  };
}
