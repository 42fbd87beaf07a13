import { randomUUID } from 'node:crypto';
import type { Orm } from '../../persistence/database.ts';
import type { Mailer, MailMessage } from '../../../modules/shared/kernel/mailer.port.ts';
import { isUuid } from '../../../modules/shared/kernel/ids.ts';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: Date;
}

interface DevMailRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: Date | string;
}

const COLUMNS = 'id, "to", subject, text, html, sent_at';

/**
 * Keeps every message in `platform.dev_mail` instead of sending it, for development, tests and
 * evaluation; the dev-only /dev/mail page reads it back. Postgres rather than memory, so mail
 * outlives a restart and every host sees the same outbox.
 */
export class DevOutboxMailer implements Mailer {
  readonly #orm: Orm;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async send({ to, subject, text, html }: MailMessage): Promise<void> {
    await this.#orm.em
      .fork()
      .execute('insert into platform.dev_mail (id, "to", subject, text, html) values (?, ?, ?, ?, ?)', [
        randomUUID(),
        to,
        subject,
        text,
        html ?? null,
      ]);
  }

  /** the newest messages first, optionally only those to one address (compared case-insensitively) */
  async latest(limit: number, filter: { to?: string } = {}): Promise<DevMail[]> {
    const em = this.#orm.em.fork();
    const rows = filter.to
      ? await em.execute<DevMailRow[]>(`select ${COLUMNS} from platform.dev_mail where lower("to") = lower(?) order by seq desc limit ?`, [
          filter.to,
          limit,
        ])
      : await em.execute<DevMailRow[]>(`select ${COLUMNS} from platform.dev_mail order by seq desc limit ?`, [limit]);
    return rows.map(toDevMail);
  }

  async find(id: string): Promise<DevMail | undefined> {
    if (!isUuid(id)) return undefined; // Postgres would reject it as a uuid
    const [row] = await this.#orm.em.fork().execute<DevMailRow[]>(`select ${COLUMNS} from platform.dev_mail where id = ?`, [id]);
    return row ? toDevMail(row) : undefined;
  }

  async close(): Promise<void> {
    // the database belongs to the host, which closes it
  }
}

function toDevMail({ sent_at, ...row }: DevMailRow): DevMail {
  return { ...row, sentAt: new Date(sent_at) };
}
