import { defineCommand } from '../../../../shared/kernel/bus.ts';

export interface ReferralVisit {
  code: string;
  /** the referral cookie the browser already carries (an earlier visit's id), if any */
  cookie: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * A visit through a referral link (`/r/{code}` or `?ref={code}`): counted as a click of the code's owner.
 * `remember` is the visit id to keep in the browser, or null when it keeps an earlier one (the first click wins)
 * or the code is nobody's.
 */
export const RecordReferralVisit = defineCommand<ReferralVisit, { remember: string | null }>('billing.record-referral-visit');
