import { describe, expect, it } from 'vitest';
import { approvableAt, commissionCents, newReferralCode, normaliseEmail, REFERRAL_CODE, selfReferralReason } from './affiliate.ts';

describe('the affiliate rules', () => {
  it('takes 20 % of $19 as 380 cents, in whole cents', () => {
    expect(commissionCents(1900, 20)).toBe(380);
    expect(commissionCents(2900, 12.5)).toBe(363);
  });

  it('reads one mailbox through its spellings', () => {
    expect(normaliseEmail('Jo.Ann+deals@GoogleMail.com')).toBe('joann@gmail.com');
    expect(normaliseEmail('jo.ann+x@example.com')).toBe('jo.ann@example.com');
  });

  it('makes codes of the readable alphabet', () => {
    for (let n = 0; n < 50; n++) expect(newReferralCode()).toMatch(REFERRAL_CODE);
  });

  it('waits for the trial and 30 days after it', () => {
    const paid = new Date('2026-11-01T00:00:00Z');
    expect(approvableAt(paid, null).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(approvableAt(paid, new Date('2026-11-15T00:00:00Z')).toISOString()).toBe('2026-12-15T00:00:00.000Z');
  });

  it('names a self-referral', () => {
    const base = { affiliateUserId: 'a', sharedBrowserWith: [] };
    expect(selfReferralReason({ ...base, affiliateEmail: 'joann@gmail.com', referredEmail: 'jo.ann+2@gmail.com' })).toMatch(/email/);
    expect(selfReferralReason({ ...base, affiliateEmail: 'x@example.com', referredEmail: 'y@example.com' })).toBeNull();
    expect(
      selfReferralReason({ ...base, affiliateEmail: 'x@example.com', referredEmail: 'y@example.com', sharedBrowserWith: ['a'] }),
    ).toMatch(/browser/);
  });
});
