import { defineEntity, p } from '@mikro-orm/core';

export const TOKEN_PURPOSES = ['verify-email', 'change-email', 'reset-password', 'auto-login'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** How long each kind of emailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 48 * 3_600_000,
  'change-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
  'auto-login': 7 * 24 * 3_600_000,
};

const EmailTokenSchema = defineEntity({
  name: 'EmailToken',
  schema: 'identity',
  tableName: 'email_tokens',
  properties: {
    id: p.uuid().primary(),
    /** SHA-256 of the token in the link */
    tokenHash: p.string().length(64).unique(),
    userId: p.uuid().index(),
    purpose: p.enum(TOKEN_PURPOSES),
    /** the address being confirmed by a change-email link */
    newEmail: p.string().length(254).nullable(),
    /** where an auto-login link leads */
    redirectTo: p.string().length(500).nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export class EmailToken extends EmailTokenSchema.class {
  isUsable(purpose: TokenPurpose, now: Date): boolean {
    return this.purpose === purpose && !this.usedAt && now < this.expiresAt;
  }
}
EmailTokenSchema.setClass(EmailToken);
export { EmailTokenSchema };
