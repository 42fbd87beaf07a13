import { createHash, randomBytes } from 'node:crypto';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Clock } from '../../shared/kernel/clock.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { EmailToken, TOKEN_LIFETIME_MS, type Invitation, type TokenPurpose } from '../domain/email-token.entity.ts';
import { InvalidLinkError } from '../domain/identity.errors.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Single-use tokens for emailed links; only their hashes are stored. */
export class AccountTokens {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Issues a new token; earlier unused tokens of the same purpose for the user stop working. */
  async issue(
    em: EntityManager,
    fields: { userId: string; purpose: TokenPurpose; newEmail?: string; redirectTo?: string },
  ): Promise<string> {
    const now = this.#clock.now();
    await em.nativeUpdate(EmailToken, { userId: fields.userId, purpose: fields.purpose, usedAt: null }, { usedAt: now });
    const token = randomBytes(32).toString('base64url');
    em.create(EmailToken, {
      id: newId(),
      tokenHash: hashToken(token),
      userId: fields.userId,
      purpose: fields.purpose,
      newEmail: fields.newEmail ?? null,
      redirectTo: fields.redirectTo ?? null,
      invitation: null,
      acceptedAt: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[fields.purpose]),
      usedAt: null,
    });
    await em.flush();
    return token;
  }

  /**
   * An invitation for an address (decision 0062): no account yet, so nothing earlier stops working (two sellers
   * may invite one person). Only its hash is kept, with the address and prefill the link is for.
   */
  async issueInvitation(em: EntityManager, invitation: Invitation): Promise<string> {
    const now = this.#clock.now();
    const token = randomBytes(32).toString('base64url');
    em.create(EmailToken, {
      id: newId(),
      tokenHash: hashToken(token),
      userId: null,
      purpose: 'invitation',
      newEmail: null,
      redirectTo: null,
      invitation,
      acceptedAt: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.invitation),
      usedAt: null,
    });
    await em.flush();
    return token;
  }

  /** Marks a token used and returns it; throws when it is unknown, used, expired or for another purpose. */
  async consume(em: EntityManager, token: string, purposes: TokenPurpose[]): Promise<EmailToken> {
    const now = this.#clock.now();
    const stored = await em.findOne(EmailToken, { tokenHash: hashToken(token) });
    if (!stored || !purposes.some((purpose) => stored.isUsable(purpose, now))) throw new InvalidLinkError(purposes[0]);
    stored.usedAt = now;
    await em.flush();
    return stored;
  }
}
