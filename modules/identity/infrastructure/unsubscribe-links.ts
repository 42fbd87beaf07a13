import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../contracts/http.ts';

const PURPOSE = 'unsubscribe-links';

export interface UnsubscribeTarget {
  userId: string;
  topic: NotificationTopic;
}

/**
 * The links in mail that turn one kind of email off without signing in: `<user>.<topic>.<HMAC>`.
 * The key is made once and kept in Postgres, so every host signs alike and old mails' links keep
 * working after restarts; they never expire (a mail can be read months later).
 */
export class UnsubscribeLinks {
  readonly #em: EntityManager;
  readonly #publicUrl: string;
  #key: Buffer | undefined;

  constructor(em: EntityManager, settings: PlatformSettings) {
    this.#em = em;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  /** `page` for the mail's text (a page that confirms and offers undo); `oneClick` for its List-Unsubscribe header */
  async links(target: UnsubscribeTarget): Promise<{ page: string; oneClick: string }> {
    const token = sign(await this.#keyMadeIfMissing(), target);
    return { page: `${this.#publicUrl}/unsubscribe?token=${token}`, oneClick: `${this.#publicUrl}/api/unsubscribe?token=${token}` };
  }

  /** what the token unsubscribes from, or null when it is not one of ours; `em` is the caller's (its transaction) */
  async verify(em: EntityManager, token: string): Promise<UnsubscribeTarget | null> {
    const [userId, topic, signature, ...rest] = token.split('.');
    if (!userId || !isUuid(userId) || !(NOTIFICATION_TOPICS as readonly string[]).includes(topic ?? '') || !signature || rest.length)
      return null;
    const key = this.#key ?? (await readKey(em));
    if (!key) return null; // no link was ever made
    const target = { userId, topic: topic as NotificationTopic };
    const expected = Buffer.from(sign(key, target));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
  }

  async #keyMadeIfMissing(): Promise<Buffer> {
    if (this.#key) return this.#key;
    // outside any transaction, so the key is stored before a link made with it leaves; the first host makes it, the others read it
    const em = this.#em.fork();
    await em.execute('insert into identity.signing_keys (purpose, secret) values (?, ?) on conflict (purpose) do nothing', [
      PURPOSE,
      randomBytes(32).toString('base64url'),
    ]);
    this.#key = (await readKey(em))!;
    return this.#key;
  }
}

async function readKey(em: EntityManager): Promise<Buffer | undefined> {
  const [row] = await em.execute<Array<{ secret: string }>>('select secret from identity.signing_keys where purpose = ?', [PURPOSE]);
  return row ? Buffer.from(row.secret, 'base64url') : undefined;
}

function sign(key: Buffer, { userId, topic }: UnsubscribeTarget): string {
  return `${userId}.${topic}.${createHmac('sha256', key).update(`${userId}.${topic}`).digest('base64url')}`;
}
