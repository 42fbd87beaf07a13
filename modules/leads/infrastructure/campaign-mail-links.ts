import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';

const PURPOSE = 'campaign-mail-links';
type Use = 'unsubscribe' | 'click';

/**
 * The links in campaign mail, signed for one send record and one use: `<send id>.<HMAC>`. The key is made
 * once and kept in Postgres (`leads.signing_keys`), so every host signs alike and a mail read months later
 * still works; a link names no address and cannot be made for another recipient or another use.
 */
export class CampaignMailLinks {
  readonly #em: EntityManager;
  readonly #publicUrl: string;
  #key: Buffer | undefined;

  constructor(em: EntityManager, settings: PlatformSettings) {
    this.#em = em;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  /** the same URL for both: a POST unsubscribes at once (one-click, RFC 8058), a GET shows a page */
  async unsubscribe(sendId: string): Promise<{ page: string; oneClick: string }> {
    const url = `${this.#publicUrl}/api/campaign-mail/unsubscribe?token=${await this.#token(sendId, 'unsubscribe')}`;
    return { page: url, oneClick: url };
  }

  async click(sendId: string): Promise<string> {
    return `${this.#publicUrl}/api/campaign-mail/click?token=${await this.#token(sendId, 'click')}`;
  }

  /** the send record a token is for, or null when it is not one of ours for that use */
  async verify(em: EntityManager, token: string, use: Use): Promise<string | null> {
    const [sendId, signature, ...rest] = token.split('.');
    if (!sendId || !isUuid(sendId) || !signature || rest.length) return null;
    const key = this.#key ?? (await readKey(em));
    if (!key) return null;
    const expected = Buffer.from(sign(key, sendId, use));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? sendId : null;
  }

  async #token(sendId: string, use: Use): Promise<string> {
    if (!this.#key) {
      // outside any transaction, so the key is stored before a link made with it leaves
      const em = this.#em.fork();
      await em.execute('insert into leads.signing_keys (purpose, secret) values (?, ?) on conflict (purpose) do nothing', [
        PURPOSE,
        randomBytes(32).toString('base64url'),
      ]);
      this.#key = (await readKey(em))!;
    }
    return sign(this.#key, sendId, use);
  }
}

async function readKey(em: EntityManager): Promise<Buffer | undefined> {
  const [row] = await em.execute<Array<{ secret: string }>>('select secret from leads.signing_keys where purpose = ?', [PURPOSE]);
  return row ? Buffer.from(row.secret, 'base64url') : undefined;
}

function sign(key: Buffer, sendId: string, use: Use): string {
  return `${sendId}.${createHmac('sha256', key).update(`${use}.${sendId}`).digest('base64url')}`;
}
