import { randomInt } from 'node:crypto';

/** The affiliate program's rules (decision 0066); no I/O. */

/** how long a referral link's visit counts: a registration within it is the link owner's referral */
export const ATTRIBUTION_DAYS = 60;
/** a paid invoice's commission waits this long after the payment (and the trial) for a refund */
export const REFUND_WINDOW_DAYS = 30;

export interface AffiliateTerms {
  commissionPercent: number;
  commissionMonths: number;
  payoutMinimumCents: number;
}

export const DEFAULT_TERMS: AffiliateTerms = { commissionPercent: 20, commissionMonths: 12, payoutMinimumCents: 5000 };

/** no 0/O, 1/I/L: read aloud or typed from a screenshot */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const REFERRAL_CODE = /^[a-z2-9]{8}$/;

/** A new referral code: 8 characters of 31, about 8.5 × 10^11 of them, so one cannot be guessed from another. */
export function newReferralCode(): string {
  let code = '';
  for (let n = 0; n < 8; n++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The commission on a paid amount, in whole cents (half a cent rounds up). */
export function commissionCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/**
 * One mailbox's address, whatever spelling reaches it: lower case, `+tags` dropped, and Gmail's dots
 * ignored (googlemail.com is gmail.com).
 */
export function normaliseEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const host = domain === 'googlemail.com' ? 'gmail.com' : domain;
  let name = local.split('+')[0];
  if (host === 'gmail.com') name = name.replaceAll('.', '');
  return `${name}@${host}`;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 86_400_000);
}

export function addMonths(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** When a commission may be approved: the trial over (if any) and the refund window after it passed. */
export function approvableAt(paidAt: Date, trialEndsAt: Date | null): Date {
  const start = trialEndsAt && trialEndsAt > paidAt ? trialEndsAt : paidAt;
  return addDays(start, REFUND_WINDOW_DAYS);
}

/** Why a referral looks like the affiliate referring themselves, or null. */
export function selfReferralReason(input: {
  affiliateEmail: string | null;
  referredEmail: string;
  affiliateUserId: string;
  /** members signed in from the registering browser and address within the window */
  sharedBrowserWith: readonly string[];
}): string | null {
  if (input.affiliateEmail && normaliseEmail(input.affiliateEmail) === normaliseEmail(input.referredEmail))
    return 'Same email address as the affiliate';
  if (input.sharedBrowserWith.includes(input.affiliateUserId)) return 'Same browser and address as the affiliate';
  return null;
}
