import type { Config } from '../../config.ts';
import type { Orm } from '../../persistence/database.ts';
import { DevOutboxMailer } from './dev-outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, else the development outbox in the database. */
export function createMailer(config: Config, orm: Orm): SmtpMailer | DevOutboxMailer {
  return config.SMTP_URL ? new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : new DevOutboxMailer(orm);
}
