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
    expect(computeEntitlements([subscription], true)).toMatchObject({
      sellerTier: 'trial',
      seller: { activeListings: 15, featuredPerMonth: 1 },
    });

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

  it('renews on the day of the month it started, or on the last day of shorter months', async () => {
    const subscription = seller();
    subscription.startPaid(new Date('2027-01-31T09:30:00Z'));
    const ends = [subscription.currentPeriodEnd.toISOString()];
    for (let renewal = 0; renewal < 12; renewal++) {
      expect(await subscription.advance(subscription.currentPeriodEnd, async () => true)).toBe('renewed');
      ends.push(subscription.currentPeriodEnd.toISOString());
    }
    expect(ends).toEqual(
      [
        '2027-02-28',
        '2027-03-31',
        '2027-04-30',
        '2027-05-31',
        '2027-06-30',
        '2027-07-31',
        '2027-08-31',
        '2027-09-30',
        '2027-10-31',
        '2027-11-30',
        '2027-12-31',
        '2028-01-31',
        '2028-02-29',
      ].map((date) => `${date}T09:30:00.000Z`),
    );
    expect(subscription.currentPeriodStart).toEqual(new Date('2028-01-31T09:30:00Z'));
  });

  it('keeps Feb 29 of a leap year as its day: Feb 28 in the next year, Feb 29 again four years on', async () => {
    const subscription = seller();
    subscription.startPaid(new Date('2028-02-29T00:00:00Z'));
    const ends = [subscription.currentPeriodEnd.toISOString().slice(0, 10)];
    for (let renewal = 0; renewal < 48; renewal++) {
      await subscription.advance(subscription.currentPeriodEnd, async () => true);
      ends.push(subscription.currentPeriodEnd.toISOString().slice(0, 10));
    }
    expect(ends.slice(0, 3)).toEqual(['2028-03-29', '2028-04-29', '2028-05-29']);
    expect(ends.filter((date) => date.slice(5, 7) === '02')).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
    expect(ends.filter((date) => date.slice(8) !== '29')).toEqual(['2029-02-28', '2030-02-28', '2031-02-28']);
  });

  it('takes the day of a converted trial’s end, and keeps it through a failed renewal', async () => {
    const subscription = seller();
    subscription.startTrial(new Date('2027-01-17T12:00:00Z'));
    subscription.hasPaymentMethod = true;
    expect(await subscription.advance(new Date('2027-01-31T12:00:00Z'), async () => true)).toBe('trial-converted');
    expect(subscription.currentPeriodEnd).toEqual(new Date('2027-02-28T12:00:00Z'));
    expect(await subscription.advance(new Date('2027-02-28T12:00:00Z'), async () => false)).toBe('renewal-failed');
    expect(subscription.currentPeriodEnd).toEqual(new Date('2027-03-31T12:00:00Z'));
    expect(await subscription.advance(new Date('2027-03-07T11:59:59Z'), async () => true)).toBeNull();
    expect(await subscription.advance(new Date('2027-03-07T12:00:00Z'), async () => true)).toBe('ended'); // 7 days of grace
  });

  it('starts its day afresh when subscribed again', async () => {
    const subscription = seller();
    subscription.startPaid(new Date('2027-01-31T00:00:00Z'));
    subscription.status = 'expired';
    subscription.startPaid(new Date('2027-06-10T00:00:00Z'));
    await subscription.advance(new Date('2027-07-10T00:00:00Z'), async () => true);
    expect(subscription.currentPeriodEnd).toEqual(new Date('2027-08-10T00:00:00Z'));
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

describe('a subscription Stripe renews', () => {
  function stripe(tier = 'pro'): Subscription {
    return Object.assign(seller(tier), { provider: 'stripe', providerSubscriptionId: 'sub_1', lastProviderEventAt: null });
  }
  const december = { start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };

  it('is left to Stripe by the billing clock, which only ends trials nothing will convert', async () => {
    const charge = async () => {
      throw new Error('the clock must not charge a Stripe subscription');
    };
    const paid = stripe();
    paid.startPaid(start);
    expect(await paid.advance(new Date('2027-03-01T00:00:00Z'), charge)).toBeNull();
    expect(paid.status).toBe('active');
    paid.status = 'past_due';
    expect(await paid.advance(new Date('2027-03-01T00:00:00Z'), charge)).toBeNull();

    const converting = stripe();
    converting.startTrial(start);
    converting.hasPaymentMethod = true;
    expect(await converting.advance(day(20), charge)).toBeNull();
    expect(converting.status).toBe('trialing');

    const lapsing = stripe();
    lapsing.startTrial(start);
    expect(await lapsing.advance(day(14), charge)).toBe('trial-expired');
    expect(lapsing.status).toBe('expired');
  });

  it('takes no event older than the last one applied', () => {
    const subscription = stripe();
    expect(subscription.acceptProviderEvent(day(2))).toBe(true);
    expect(subscription.acceptProviderEvent(day(2))).toBe(true); // Stripe stamps events in seconds: same-second events all apply
    expect(subscription.acceptProviderEvent(day(1))).toBe(false);
    expect(subscription.lastProviderEventAt).toEqual(day(2));
  });

  it('renews when an invoice for the next period is paid, and falls past due when one fails', () => {
    const subscription = stripe();
    subscription.startPaid(start);
    expect(subscription.providerPaid({ start, end: new Date('2026-12-01T00:00:00Z') })).toBeNull(); // the first invoice: the period it has
    expect(subscription.providerPaymentFailed(december)).toBe('renewal-failed');
    expect(subscription.status).toBe('past_due');
    expect(subscription.currentPeriodEnd).toEqual(december.end);
    expect(subscription.providerPaymentFailed(december)).toBeNull();
    expect(subscription.providerPaid(december)).toBe('renewed');
    expect(subscription.status).toBe('active');
    expect(subscription.providerPaid({ start: new Date('2027-01-01T00:00:00Z'), end: new Date('2027-02-01T00:00:00Z') })).toBe('renewed');
    expect(subscription.currentPeriodStart).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it("converts a trial when Stripe's first charge after it is paid, not on the trial's own free invoice", () => {
    const subscription = stripe();
    subscription.startTrial(start);
    subscription.hasPaymentMethod = true;
    expect(subscription.providerPaid({ start, end: day(14) })).toBeNull();
    expect(subscription.status).toBe('trialing');
    expect(subscription.providerPaid({ start: day(14), end: new Date('2026-12-15T00:00:00Z') })).toBe('trial-converted');
    expect(subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: day(14),
      currentPeriodEnd: new Date('2026-12-15T00:00:00Z'),
    });
  });

  it("follows Stripe's plan, cancellation and status", () => {
    const subscription = stripe();
    subscription.startPaid(start);
    const state = {
      status: 'active' as const,
      tier: 'pro',
      cancelAtPeriodEnd: false,
      currentPeriod: { start, end: new Date('2026-12-01T00:00:00Z') },
    };
    expect(subscription.syncWithProvider(state)).toBeNull();
    expect(subscription.syncWithProvider({ ...state, tier: 'premium', cancelAtPeriodEnd: true })).toBe('changed');
    expect(subscription).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
    expect(subscription.syncWithProvider({ ...state, tier: 'premium', cancelAtPeriodEnd: true, currentPeriod: december })).toBe('renewed');
    expect(
      subscription.syncWithProvider({ ...state, tier: null, status: 'past_due', cancelAtPeriodEnd: true, currentPeriod: december }),
    ).toBe('renewal-failed');
    expect(subscription.tier).toBe('premium');
    expect(subscription.syncWithProvider({ ...state, status: 'expired', currentPeriod: december })).toBe('ended');
    expect(subscription.isLive).toBe(false);
    expect(subscription.syncWithProvider({ ...state, status: 'active', currentPeriod: december })).toBe('started'); // e.g. an unpaid one paid after all
    expect(subscription.endedAtProvider()).toBe('ended');
    expect(subscription.syncWithProvider({ ...state, status: 'active', currentPeriod: december })).toBeNull(); // cancelled stays cancelled
    expect(subscription.status).toBe('canceled');
  });

  it('converts, fails or ends a trial as Stripe reports', () => {
    const trial = () => {
      const subscription = stripe();
      subscription.startTrial(start);
      subscription.hasPaymentMethod = true;
      return subscription;
    };
    const after = { tier: null, cancelAtPeriodEnd: false, currentPeriod: { start: day(14), end: new Date('2026-12-15T00:00:00Z') } };
    expect(trial().syncWithProvider({ ...after, status: 'trialing' })).toBeNull();
    expect(trial().syncWithProvider({ ...after, status: 'active' })).toBe('trial-converted');
    expect(trial().syncWithProvider({ ...after, status: 'past_due' })).toBe('renewal-failed');
    expect(trial().syncWithProvider({ ...after, status: 'expired' })).toBe('trial-expired');
  });

  it('ends when Stripe deletes it, once', () => {
    const subscription = stripe();
    subscription.startPaid(start);
    expect(subscription.endedAtProvider()).toBe('ended');
    expect(subscription.status).toBe('canceled');
    expect(subscription.endedAtProvider()).toBeNull();
    const trial = stripe();
    trial.startTrial(start);
    expect(trial.endedAtProvider()).toBe('trial-expired');
    expect(trial.status).toBe('expired');
  });
});

describe('entitlements without a subscription', () => {
  it('are the free plans of the spec', () => {
    expect(computeEntitlements([], false)).toEqual({
      buyerTier: 'free',
      sellerTier: 'free',
      buyer: {
        contactsPerMonth: 3,
        favorites: 10,
        savedSearches: 3,
        propertyAlerts: false,
        jvPosts: false,
        jvFeatured: false,
        apiAccess: false,
        openOffers: 2,
      },
      seller: {
        activeListings: 0,
        featuredPerMonth: 0,
        pipelineAndLeads: false,
        leadClaimsPerMonth: 0,
        analytics: false,
        advancedAnalytics: false,
        apiAccess: false,
        contactsKept: 0,
        campaignMailsPerMinute: 0,
        campaignMailsPerDay: 0,
      },
      trialAvailable: true,
      subscriptions: { buyer: null, seller: null },
    });
  });
});
