import { describe, expect, it } from 'vitest';
import { computeEntitlements } from './entitlements.ts';
import { Subscription } from './subscription.entity.ts';

const start = new Date('2026-11-01T00:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * 86_400_000);

function seller(tier = 'pro'): Subscription {
  return Object.assign(new Subscription(), {
    id: 's1',
    userId: 'u1',
    audience: 'seller',
    tier,
    provider: 'test',
    hasPaymentMethod: false,
    cancelAtPeriodEnd: false,
    trialEndsAt: null,
  });
}

describe('a seller subscription', () => {
  it('trials for 14 days with the trial limits, then expires without a payment method', async () => {
    const subscription = seller();
    subscription.startTrial(start);
    expect(subscription.trialEndsAt).toEqual(day(14));
    expect(computeEntitlements([subscription], true)).toMatchObject({ sellerTier: 'trial', seller: { activeListings: 15, featuredPerMonth: 1 } });

    expect(await subscription.advance(day(13), async () => true)).toBeNull();
    expect(await subscription.advance(day(14), async () => true)).toBe('trial-expired');
    expect(subscription.status).toBe('expired');
    expect(computeEntitlements([subscription], true)).toMatchObject({ sellerTier: 'free', seller: { activeListings: 0 } });
  });

  it('converts a trial into the chosen plan when a payment method is on file', async () => {
    const subscription = seller('starter');
    subscription.startTrial(start);
    subscription.hasPaymentMethod = true;
    expect(await subscription.advance(day(15), async () => true)).toBe('trial-converted');
    expect(subscription.status).toBe('active');
    expect(subscription.currentPeriodStart).toEqual(day(14));
    expect(subscription.currentPeriodEnd).toEqual(new Date('2026-12-15T00:00:00Z'));
    expect(computeEntitlements([subscription], true)).toMatchObject({ sellerTier: 'starter', seller: { activeListings: 3 } });
  });

  it('renews monthly, falls past due when the charge fails, and expires after the grace period', async () => {
    const subscription = seller('premium');
    subscription.startPaid(start);
    expect(await subscription.advance(new Date('2026-12-01T00:00:00Z'), async () => true)).toBe('renewed');
    expect(subscription.currentPeriodEnd).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(await subscription.advance(new Date('2027-01-01T00:00:00Z'), async () => false)).toBe('renewal-failed');
    expect(subscription.status).toBe('past_due');
    expect(computeEntitlements([subscription], false).seller.activeListings).toBeNull();
    expect(await subscription.advance(new Date('2027-01-07T23:00:00Z'), async () => true)).toBeNull();
    expect(await subscription.advance(new Date('2027-01-08T00:00:00Z'), async () => true)).toBe('ended');
    expect(subscription.status).toBe('expired');
  });

  it('ends at the period end when cancelled, and keeps going when resumed', async () => {
    const cancelled = seller();
    cancelled.startPaid(start);
    cancelled.cancel();
    expect(await cancelled.advance(new Date('2026-12-01T00:00:00Z'), async () => true)).toBe('ended');
    expect(cancelled.status).toBe('canceled');

    const resumed = seller();
    resumed.startPaid(start);
    resumed.cancel();
    resumed.resume();
    expect(await resumed.advance(new Date('2026-12-01T00:00:00Z'), async () => true)).toBe('renewed');
  });

  it('cannot be changed once it has ended', () => {
    const subscription = seller();
    subscription.startTrial(start);
    subscription.status = 'expired';
    expect(() => subscription.changePlan('starter')).toThrow('There is no running subscription to change. Choose a plan to subscribe.');
  });
});

describe('entitlements without a subscription', () => {
  it('are the free plans of the spec', () => {
    expect(computeEntitlements([], false)).toEqual({
      buyerTier: 'free',
      sellerTier: 'free',
      buyer: { contactsPerMonth: 3, favorites: 10, savedSearches: 3, propertyAlerts: false },
      seller: { activeListings: 0, featuredPerMonth: 0, pipelineAndLeads: false },
      trialAvailable: true,
      subscriptions: { buyer: null, seller: null },
    });
  });
});
