import { token } from '../../shared/kernel/tokens.ts';
import type { Role } from './current-user.ts';
import type { NotificationChannels, NotificationTopic } from './http.ts';

/** The name an install's administrator account (ADMIN_EMAIL) is created with: a placeholder, not a person's. */
export const INSTALL_ADMINISTRATOR_NAME = { firstName: 'Site', lastName: 'Administrator' } as const;

/** Whether a profile carries a person's name: a first name, and not the install administrator's placeholder. */
export function hasPersonalName(profile: Pick<PublicProfile, 'firstName' | 'lastName'>): boolean {
  const firstName = profile.firstName.trim();
  const lastName = profile.lastName.trim();
  if (!firstName) return false;
  return !(firstName === INSTALL_ADMINISTRATOR_NAME.firstName && lastName === INSTALL_ADMINISTRATOR_NAME.lastName);
}

export interface PublicProfile {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  /** when the account was made (ISO) */
  memberSince: string;
  /** the member confirmed their email address (the address itself is never shown to others) */
  emailVerified: boolean;
}

/** A member as the back office shows them beside their records: the name and sign-in address. */
export interface MemberContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Where and how a member wants to hear about one topic. */
export interface NotificationRecipient {
  id: string;
  firstName: string;
  /** the confirmed address; null while the member has not confirmed one (nothing is mailed then) */
  email: string | null;
  channels: NotificationChannels;
}

/** Who an invitation is for: the address it is mailed to and what the account it makes is prefilled with. */
export interface InvitationFor {
  /** the invited person's own address: the link goes to it only, and an account is made for it only when it has none */
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** the inviting module's reference (e.g. a campaign's send record), echoed in `InvitationAccepted` */
  reference: string;
}

/** A member's proof of funds that holds now: checked by an administrator, up to `amountCents`, through `expiresOn` (UTC). */
export interface MemberVerifiedFunds {
  userId: string;
  amountCents: number;
  /** the last day it holds, `YYYY-MM-DD` */
  expiresOn: string;
}

/** What other modules may ask the identity module synchronously (docs/architecture.md section 3). */
export interface IdentityApi {
  /**
   * A single-use link (valid 7 days) that signs the user in and then opens `redirectTo`, a path on
   * this site; for invitation emails.
   */
  createSignInLink(userId: string, redirectTo: string): Promise<string>;
  /**
   * A single-use invitation (valid 7 days, kept hashed; decision 0062) for a mail to `invitation.email` only:
   * `link` opens `/auto-login`, which makes the prefilled buyer account and signs it in, or, when the address has
   * an account, sends its owner to sign in. `token` is the link's token, for a link of the caller's that leads
   * on to `/auto-login?token=…`. Acceptance is published as `identity.invitation-accepted.v1` with the reference.
   */
  createInvitationLink(invitation: InvitationFor): Promise<{ link: string; token: string }>;
  /** Names and pictures to show beside listings and messages; unknown ids are left out. */
  getProfiles(userIds: string[]): Promise<PublicProfile[]>;
  /**
   * For the back office's tables: the accounts whose name or email contains every word of `text`
   * (case-insensitive), newest first, at most `limit` of them.
   */
  findUserIdsByText(text: string, limit: number): Promise<string[]>;
  /** For the back office's tables: names and email addresses; unknown ids are left out. */
  getContacts(userIds: string[]): Promise<MemberContact[]>;
  /** each member's choice of channels for the topic, read from the projection (no transaction is used); unknown ids are left out */
  getNotificationRecipients(userIds: string[], topic: NotificationTopic): Promise<NotificationRecipient[]>;
  /**
   * The links a mail about the topic carries to turn it off without signing in: `page` for its text,
   * `oneClick` for its `List-Unsubscribe` header (RFC 8058, with `List-Unsubscribe-Post`).
   */
  unsubscribeLinks(userId: string, topic: NotificationTopic): Promise<{ page: string; oneClick: string }>;
  /** the ids of the administrators whose accounts are not suspended, read from the projection (no transaction is used) */
  administrators(): Promise<string[]>;
  /**
   * whether the account exists, is not suspended and holds the role, from the projection alone (safe inside
   * a transaction; an account in its first milliseconds, not projected yet, answers false)
   */
  holdsRole(userId: string, role: Role): Promise<boolean>;
  /**
   * The verified funds of those of the members whose latest verification has not expired by the clock now
   * (offers, cards); others are left out. One indexed query, through the caller's transaction when there is one.
   */
  verifiedFunds(userIds: string[]): Promise<MemberVerifiedFunds[]>;
}

export const IDENTITY_API = token<IdentityApi>('identity.api');
