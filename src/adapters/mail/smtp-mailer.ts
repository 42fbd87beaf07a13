import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from '../../../modules/shared/kernel/mailer.port.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (upgrades with STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start) */
  url: string;
  /** the From header, e.g. `DealAcre <no-reply@dealacre.com>` */
  from: string;
}

/** Delivers through an SMTP server over a pool of reused connections. */
export class SmtpMailer implements Mailer {
  readonly #transport;

  constructor({ url, from }: SmtpMailerOptions) {
    this.#transport = createTransport({ url, pool: true }, { from });
  }

  async send({ to, subject, text, html, headers }: MailMessage): Promise<void> {
    await this.#transport.sendMail({ to, subject, text, html, headers });
  }

  async close(): Promise<void> {
    // idle connections close at once; one delivering a message finishes it first
    this.#transport.close();
  }
}
