import { describe, expect, it } from 'vitest';
import { Property } from './property.entity.ts';

function draft(status: Property['status'] = 'draft'): Property {
  return Object.assign(new Property(), { status, publishedAt: null });
}

describe('a listing', () => {
  it('becomes active with its publication time when published', () => {
    const property = draft();
    const now = new Date('2026-11-22T10:00:00Z');
    property.publish(now);
    expect(property.status).toBe('active');
    expect(property.publishedAt).toEqual(now);
  });

  it('can be published again after it was withdrawn or expired, or its contract fell through', () => {
    for (const status of ['withdrawn', 'expired', 'under_contract'] as const) {
      const property = draft(status);
      property.publish(new Date());
      expect(property.status).toBe('active');
    }
  });

  it('cannot be published while active or once sold', () => {
    for (const status of ['active', 'sold'] as const) {
      expect(() => draft(status).publish(new Date())).toThrow(`A listing that is ${status.replace('_', ' ')} cannot be published`);
    }
  });

  it('renews for 90 days when republished', () => {
    const property = draft('expired');
    property.publish(new Date('2026-11-22T10:00:00Z'));
    expect(property.expiresAt).toEqual(new Date('2027-02-20T10:00:00Z'));
  });

  it('is withdrawn, under contract or sold only from the states that allow it', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const active = () => Object.assign(draft('active'), { expiresAt: new Date('2027-01-01T00:00:00Z') });

    const withdrawn = active();
    withdrawn.withdraw(now, 'plan-limit');
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawnAt: now, statusReason: 'plan-limit', expiresAt: null });
    expect(() => withdrawn.withdraw(now)).toThrow('A listing that is withdrawn cannot be unpublished');

    const underContract = active();
    underContract.markUnderContract(now);
    expect(underContract).toMatchObject({ status: 'under_contract', underContractAt: now });
    underContract.markSold(now);
    expect(underContract).toMatchObject({ status: 'sold', soldAt: now });
    expect(() => underContract.publish(now)).toThrow('A listing that is sold cannot be published');
    expect(() => underContract.withdraw(now)).toThrow('A listing that is sold cannot be unpublished');
    expect(() => draft('draft').markUnderContract(now)).toThrow('A listing that is draft cannot be marked under contract');
    expect(() => draft('draft').markSold(now)).toThrow('A listing that is draft cannot be marked sold');
  });

  it('expires only when active and past its expiry', () => {
    const property = Object.assign(draft('active'), { expiresAt: new Date('2026-11-22T10:00:00Z') });
    expect(() => property.expire(new Date('2026-11-22T09:59:59Z'))).toThrow('cannot be expired');
    property.expire(new Date('2026-11-22T10:00:00Z'));
    expect(property).toMatchObject({ status: 'expired', statusReason: 'expired' });
  });

  it('needs a featured slot when featured on the market and not yet featured this month', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const featured = (featuredAt: Date | null, status: Property['status'] = 'active') =>
      Object.assign(draft(status), { featured: true, featuredAt });
    expect(featured(null).needsFeaturedSlot(now)).toBe(true);
    expect(featured(new Date('2026-10-31T23:59:59Z')).needsFeaturedSlot(now)).toBe(true);
    expect(featured(new Date('2026-11-01T00:00:00Z')).needsFeaturedSlot(now)).toBe(false);
    expect(featured(null, 'draft').needsFeaturedSlot(now)).toBe(false);
  });
});
