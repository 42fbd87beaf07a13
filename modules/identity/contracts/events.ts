import { defineEvent } from '../../shared/kernel/events.ts';
import type { BuyerTierCopy, Mode, NotificationPreferences, Role } from './http.ts';

/** The full state of an account, carried by identity events. Never holds credentials. */
export interface UserSnapshot {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  profilePicture: string | null;
  roles: Role[];
  activeRole: Mode;
  emailVerified: boolean;
  notifications: NotificationPreferences;
  /** the buyer plan, as billing's events last said */
  buyerTier: BuyerTierCopy;
  /** an administrator suspended the account (absent in events from before suspensions existed) */
  suspended?: boolean;
  /** the account has a password (false for one an invitation made, until its member chooses one; absent in older events: true) */
  hasPassword?: boolean;
  createdAt: string;
  version: number;
}

export const UserRegistered = defineEvent<UserSnapshot>()('identity.user-registered.v1');
export const UserChanged = defineEvent<UserSnapshot>()('identity.user-changed.v1');
/** Sessions of the user ended (signed out, everywhere or here, a password changed or reset): open event streams of theirs are rechecked. */
export const SessionsEnded = defineEvent<{ userId: string }>()('identity.sessions-ended.v1');
/**
 * Someone accepted an invitation made through `IdentityApi.createInvitationLink` (decision 0062): its link made
 * their account (`newAccount`), or the address's owner signed in after following it. `reference` is the
 * inviting module's, as it gave it; `userId` the member. Published once per invitation.
 */
export const InvitationAccepted = defineEvent<{ reference: string; userId: string; newAccount: boolean }>()(
  'identity.invitation-accepted.v1',
);
/**
 * The cookie a referral link leaves in the visitor's browser (billing sets it, decision 0066): an opaque
 * reference to the visit, read back at registration.
 */
export const REFERRAL_COOKIE = 'dealacre_ref';
/** How long a referral visit counts, and so how far back the self-referral check looks at browsers and addresses. */
export const REFERRAL_WINDOW_DAYS = 60;

/**
 * An account was made in a browser that carried a referral cookie: `referral` is the cookie's value as it was,
 * `ipAddress` and `userAgent` the registering client's, and `sharedBrowserWith` the members who were signed in
 * from the same browser and address within the last `withinDays` days (for billing's self-referral check).
 */
export const ReferredRegistration = defineEvent<{
  userId: string;
  email: string;
  referral: string;
  ipAddress: string | null;
  userAgent: string | null;
  sharedBrowserWith: string[];
  withinDays: number;
  /** when the account was made (ISO) */
  registeredAt: string;
}>()('identity.referred-registration.v1');

/** The account is gone; modules remove or anonymise what they hold for it. */
export const UserDeleted = defineEvent<{ id: string }>()('identity.user-deleted.v1');

/**
 * An administrator verified a member's proof of funds: up to `amountCents`, through the `expiresOn` day (UTC).
 * A newer verification replaces it; it stops holding when the day has passed (`FundsExpired` says so soon after).
 */
export const FundsVerified = defineEvent<{ userId: string; documentId: string; amountCents: number; expiresOn: string }>()(
  'identity.funds-verified.v1',
);
/** An administrator turned down a member's proof of funds; the member reads `reason` and may upload again. */
export const FundsRejected = defineEvent<{ userId: string; documentId: string; reason: string }>()('identity.funds-rejected.v1');
/**
 * A member's verification ran out: `expiresOn` (its last day, UTC) has passed and no newer one was decided. Published
 * once per verification by the `identity.expire-verified-funds` job; the badge stopped holding at the day's end whatever
 * the job's delay (decision 0069).
 */
export const FundsExpired = defineEvent<{ userId: string; documentId: string; amountCents: number; expiresOn: string }>()(
  'identity.funds-expired.v1',
);
