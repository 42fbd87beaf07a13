import { defineEntity, p } from '@mikro-orm/core';

export const TOKEN_PURPOSES = ['verify-email', 'change-email', 'reset-password', 'auto-login', 'invitation'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** How long each kind of emailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 48 * 3_600_000,
  'change-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
  'auto-login': 7 * 24 * 3_600_000,
  /** a seller's invitation to a contact on their buyers list: as long as an auto-login link (decision 0062) */
  invitation: 7 * 24 * 3_600_000,
};

/**
 * Who an invitation is for (decision 0062): the contact's own address, the account it prefills and the
 * inviting module's reference (a campaign's send record), echoed in `InvitationAccepted`.
 */
export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  reference: string;
}

const EmailTokenSchema = defineEntity({
  name: 'EmailToken',
  schema: 'identity',
  tableName: 'email_tokens',
  properties: {
    id: p.uuid().primary(),
    /** SHA-256 of the token in the link */
    tokenHash: p.string().length(64).unique(),
    /** the account; for an invitation, none until it is used (then the account it made or the address's owner) */
    userId: p.uuid().nullable().index(),
    purpose: p.enum(TOKEN_PURPOSES),
    /** the address being confirmed by a change-email link */
    newEmail: p.string().length(254).nullable(),
    /** where an auto-login link leads */
    redirectTo: p.string().length(500).nullable(),
    /** an invitation's address, prefill and reference */
    invitation: p.json<Invitation>().nullable(),
    /** when an invitation counted as accepted: at once for a new account, at the owner's next sign-in otherwise */
    acceptedAt: p.datetime().nullable(),
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
