import { createHash, randomBytes } from 'node:crypto';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../shared/kernel/clock.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { API_KEY_PREFIX, apiKeySecretSchema, type ApiScope } from '../contracts/api-keys.ts';
import { ApiAccess } from '../domain/api-access.entity.ts';
import { ApiKey } from '../domain/api-key.entity.ts';

/** how often a used key writes its `lastUsedAt` */
const TOUCH_EVERY_MS = 60_000;
/** the characters of the secret kept for display: the prefix and four more */
const DISPLAY_LENGTH = API_KEY_PREFIX.length + 4;

/**
 * SHA-256, not a slow password hash: the secret is 32 random bytes, so there is nothing to guess, and
 * a lookup by hash on every request stays cheap.
 */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface ResolvedApiKey {
  keyId: string;
  userId: string;
  scopes: ApiScope[];
  /** whether the member's plan includes API access now (identity's copy of billing's answer) */
  apiAccess: boolean;
}

/** Personal API keys: issued with a random secret shown once, found by the secret's hash. */
export class ApiKeyStore {
  readonly #em: EntityManager;
  readonly #clock: Clock;

  constructor(em: EntityManager, clock: Clock) {
    this.#em = em;
    this.#clock = clock;
  }

  /** A new key in the caller's transaction; the secret is in the answer and nowhere else. */
  issue(em: EntityManager, fields: { userId: string; name: string; scopes: readonly ApiScope[] }): { key: ApiKey; secret: string } {
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const key = ApiKey.issue({
      id: newId(),
      ...fields,
      prefix: secret.slice(0, DISPLAY_LENGTH),
      secretHash: hashApiKey(secret),
      now: this.#clock.now(),
    });
    em.persist(key);
    return { key, secret };
  }

  async hasApiAccess(em: EntityManager, userId: string): Promise<boolean> {
    return (await em.findOne(ApiAccess, { userId }))?.allowed ?? false;
  }

  /** The live (unrevoked) key of a secret, or null; notes when it was used (at most once a minute). */
  async resolve(secret: string): Promise<ResolvedApiKey | null> {
    if (!apiKeySecretSchema.safeParse(secret).success) return null;
    const em = this.#em.fork();
    const key = await em.findOne(ApiKey, { secretHash: hashApiKey(secret), revokedAt: null });
    if (!key) return null;
    const now = this.#clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await em.nativeUpdate(
        ApiKey,
        { id: key.id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: new Date(now.getTime() - TOUCH_EVERY_MS) } }] },
        { lastUsedAt: now },
      );
    }
    return { keyId: key.id, userId: key.userId, scopes: [...key.scopes], apiAccess: await this.hasApiAccess(em, key.userId) };
  }
}
