import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { SUBSCRIPTION_STATUSES, type SubscriptionView } from '../contracts/http.ts';
import { BUYER_PLANS, SELLER_PLANS, TRIAL_DAYS, type Audience, type BuyerTier, type Plan, type SellerTier } from '../contracts/plans.ts';
import { addUtcDays, addUtcMonths } from '../../shared/kernel/utc-dates.ts';
import { SubscriptionStateError } from './billing.errors.ts';

/** how long a failed renewal keeps the plan before it expires */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * The end of the billing period starting at `start`: the first monthly date of the billing anchor
 * after it. Every period ends on the anchor's day of the month, or on the last day of a shorter month
 * (anchor Jan 31: Feb 28, Mar 31, Apr 30, ...), so a short month does not move the day for good.
 */
export function periodEndAfter(anchor: Date, start: Date): Date {
  let months = Math.max(0, (start.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + start.getUTCMonth() - anchor.getUTCMonth());
  let end = addUtcMonths(anchor, months);
  while (end <= start) end = addUtcMonths(anchor, ++months);
  return end;
}

const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  schema: 'billing',
  tableName: 'subscriptions',
  uniques: [{ name: 'subscriptions_user_audience_unique', properties: ['userId', 'audience'] }],
  indexes: [
    { name: 'subscriptions_status_current_period_end_index', properties: ['status', 'currentPeriodEnd'] },
    { name: 'subscriptions_provider_subscription_id_index', properties: ['providerSubscriptionId'] },
    // the back office's table by the end of the period (decision 0056)
    { name: 'subscriptions_period_end_index', properties: ['currentPeriodEnd', 'id'] },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    audience: p.enum(['buyer', 'seller'] as const),
    tier: p.string().length(20),
    status: p.enum(SUBSCRIPTION_STATUSES),
    trialEndsAt: p.datetime().nullable(),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    /**
     * the start of the first paid period, whose day of the month every period keeps (null while
     * trialing: the first paid period starts when the trial converts)
     */
    billingAnchor: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean().default(false),
    hasPaymentMethod: p.boolean().default(false),
    provider: p.enum(['test', 'stripe'] as const),
    providerSubscriptionId: p.string().length(100).nullable(),
    providerCustomerId: p.string().length(100).nullable(),
    /** when the provider created the last webhook event applied to this subscription (older ones are stale) */
    lastProviderEventAt: p.datetime().nullable(),
    /** the monthly recurring revenue last recorded for it (`billing.mrr_movements`), in cents */
    mrrCents: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});

/**
 * What moving a subscription did: the billing clock produces the first five, the provider's webhooks
 * all of them (`started`: live again; `changed`: plan, cancellation or status changed at the provider).
 */
export type Transition = 'trial-converted' | 'trial-expired' | 'renewed' | 'renewal-failed' | 'ended' | 'started' | 'changed' | null;

/** A subscription as the provider reports it, with the plan it is on in this catalog (null: unknown, keep ours). */
export interface ProviderState {
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
  tier: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriod: { start: Date; end: Date } | null;
}

export class Subscription extends SubscriptionSchema.class {
  get isLive(): Opt & boolean {
    return this.status === 'trialing' || this.status === 'active' || this.status === 'past_due';
  }

  /** What it brings in a month now: its plan's price while it is paid for (active, or past due while the charge is retried). */
  monthlyRevenueCents(): number {
    if (this.status !== 'active' && this.status !== 'past_due') return 0;
    const plans: readonly Plan[] = this.audience === 'buyer' ? BUYER_PLANS : SELLER_PLANS;
    return (plans.find((plan) => plan.tier === this.tier)?.monthlyPrice ?? 0) * 100;
  }

  /** The tier whose limits apply now: the trial's own limits while trialing, free once it has ended. */
  effectiveTier(): BuyerTier | SellerTier {
    if (!this.isLive) return 'free';
    if (this.status === 'trialing') return 'trial';
    return this.tier as BuyerTier | SellerTier;
  }

  startTrial(now: Date): void {
    this.status = 'trialing';
    this.trialEndsAt = addUtcDays(now, TRIAL_DAYS);
    this.billingAnchor = null;
    this.currentPeriodStart = now;
    this.currentPeriodEnd = this.trialEndsAt;
    this.cancelAtPeriodEnd = false;
  }

  startPaid(now: Date): void {
    this.status = 'active';
    this.trialEndsAt = null;
    this.billingAnchor = now;
    this.currentPeriodStart = now;
    this.currentPeriodEnd = addUtcMonths(now, 1);
    this.cancelAtPeriodEnd = false;
    this.hasPaymentMethod = true;
  }

  changePlan(tier: string): void {
    if (!this.isLive) throw new SubscriptionStateError('There is no running subscription to change. Choose a plan to subscribe.');
    this.tier = tier;
  }

  cancel(): void {
    if (!this.isLive) throw new SubscriptionStateError('This subscription has already ended.');
    this.cancelAtPeriodEnd = true;
  }

  resume(): void {
    if (!this.isLive) throw new SubscriptionStateError('This subscription has ended. Choose a plan to subscribe again.');
    this.cancelAtPeriodEnd = false;
  }

  /**
   * Moves the subscription past any deadline that has come: a trial converts (payment method on
   * file) or expires; a period renews, fails into past-due, or ends when cancelled. `charge` bills
   * one period and tells whether it succeeded.
   */
  async advance(now: Date, charge: () => Promise<boolean>): Promise<Transition> {
    if (this.renewedByProvider) {
      // the provider renews, retries and ends it and tells through webhooks; the clock only ends a
      // trial that nothing will convert
      if (this.status === 'trialing' && now >= this.currentPeriodEnd && (this.cancelAtPeriodEnd || !this.hasPaymentMethod)) {
        this.status = 'expired';
        return 'trial-expired';
      }
      return null;
    }
    if (this.status === 'trialing' && now >= this.currentPeriodEnd) {
      if (this.cancelAtPeriodEnd || !this.hasPaymentMethod) {
        this.status = 'expired';
        return 'trial-expired';
      }
      const paid = await charge();
      this.startPeriod(this.currentPeriodEnd);
      this.status = paid ? 'active' : 'past_due';
      return paid ? 'trial-converted' : 'renewal-failed';
    }
    if (this.status === 'active' && now >= this.currentPeriodEnd) {
      if (this.cancelAtPeriodEnd) {
        this.status = 'canceled';
        return 'ended';
      }
      const paid = await charge();
      this.startPeriod(this.currentPeriodEnd);
      this.status = paid ? 'active' : 'past_due';
      return paid ? 'renewed' : 'renewal-failed';
    }
    if (this.status === 'past_due' && now >= addUtcDays(this.currentPeriodStart, PAST_DUE_GRACE_DAYS)) {
      this.status = 'expired';
      return 'ended';
    }
    return null;
  }

  /** Stripe renews its subscriptions itself and reports through webhooks; the test provider's are renewed by the billing clock. */
  get renewedByProvider(): Opt & boolean {
    return this.provider === 'stripe';
  }

  /**
   * Whether a provider event created at `at` may still change this subscription: not when a newer one
   * was applied already (webhooks arrive in any order). Remembers the newest.
   */
  acceptProviderEvent(at: Date): boolean {
    if (this.lastProviderEventAt && at < this.lastProviderEventAt) return false;
    this.lastProviderEventAt = at;
    return true;
  }

  /** The provider collected a payment for `period` (an invoice was paid). */
  providerPaid(period: { start: Date; end: Date } | null): Transition {
    if (!this.isLive) return null; // a late payment does not revive it; the provider's subscription update would
    // the trial's own (free) invoice
    if (this.status === 'trialing' && this.trialEndsAt && period && period.end <= this.trialEndsAt) return null;
    const previous = this.status;
    const renewed = period !== null && period.end > this.currentPeriodEnd;
    this.adoptPeriod(period);
    this.status = 'active';
    this.hasPaymentMethod = true;
    if (previous === 'trialing') return 'trial-converted';
    if (previous === 'past_due' || renewed) return 'renewed';
    return null; // the period it already had (e.g. the first invoice of a checkout applied before)
  }

  /** The provider could not collect a payment: the plan stays while it retries, past due. */
  providerPaymentFailed(period: { start: Date; end: Date } | null): Transition {
    if (this.status !== 'active' && this.status !== 'trialing') return null;
    this.adoptPeriod(period);
    this.status = 'past_due';
    return 'renewal-failed';
  }

  /** The provider's view of the subscription (plan, cancellation, status, period) becomes ours. */
  syncWithProvider(state: ProviderState): Transition {
    // a cancelled Stripe subscription never comes back (a new checkout makes a new one): an update
    // from the same second as its deletion must not revive it
    if (this.status === 'canceled' && state.status !== 'canceled') return null;
    const before = {
      status: this.status,
      tier: this.tier,
      cancelAtPeriodEnd: this.cancelAtPeriodEnd,
      periodEnd: this.currentPeriodEnd.getTime(),
    };
    const wasLive = this.isLive;
    // a trial is ours: the provider's trial only ever mirrors it
    if (state.status !== 'trialing') {
      this.status = state.status;
      this.adoptPeriod(state.currentPeriod);
    }
    if (state.status === 'active' || state.status === 'past_due') this.hasPaymentMethod = true;
    if (state.tier) this.tier = state.tier;
    this.cancelAtPeriodEnd = state.cancelAtPeriodEnd;

    if (before.status === 'trialing' && this.status !== 'trialing') {
      if (this.status === 'active') return 'trial-converted';
      return this.status === 'past_due' ? 'renewal-failed' : 'trial-expired';
    }
    if (wasLive && !this.isLive) return 'ended';
    if (!wasLive && this.isLive) return 'started';
    if (before.status === 'active' && this.status === 'past_due') return 'renewal-failed';
    if (this.status === 'active' && this.currentPeriodEnd.getTime() > before.periodEnd && before.status === 'active') return 'renewed';
    const changed =
      before.status !== this.status ||
      before.tier !== this.tier ||
      before.cancelAtPeriodEnd !== this.cancelAtPeriodEnd ||
      before.periodEnd !== this.currentPeriodEnd.getTime();
    return changed ? 'changed' : null;
  }

  /** The provider ended the subscription (cancelled, or gave up collecting). */
  endedAtProvider(): Transition {
    if (!this.isLive) return null;
    const previous = this.status;
    this.status = previous === 'active' ? 'canceled' : 'expired';
    return previous === 'trialing' ? 'trial-expired' : 'ended';
  }

  // not #private methods: entities loaded by the ORM are not built by the constructor
  private startPeriod(start: Date): void {
    // a converting trial's first paid period starts here
    this.billingAnchor ??= start;
    this.currentPeriodStart = start;
    this.currentPeriodEnd = periodEndAfter(this.billingAnchor, start);
  }

  /** Takes the provider's period unless it is one that ended before ours began (a late event about the past). */
  private adoptPeriod(period: { start: Date; end: Date } | null): void {
    if (!period || period.end <= this.currentPeriodStart) return;
    this.currentPeriodStart = period.start;
    this.currentPeriodEnd = period.end;
  }

  toView(): SubscriptionView {
    return {
      id: this.id,
      audience: this.audience as Audience,
      tier: this.tier,
      status: this.status,
      trialEndsAt: this.trialEndsAt?.toISOString() ?? null,
      currentPeriodEnd: this.isLive ? this.currentPeriodEnd.toISOString() : null,
      cancelAtPeriodEnd: this.cancelAtPeriodEnd,
      hasPaymentMethod: this.hasPaymentMethod,
      provider: this.provider,
    };
  }
}
SubscriptionSchema.setClass(Subscription);
export { SubscriptionSchema };

const TrialUsageSchema = defineEntity({
  name: 'TrialUsage',
  schema: 'billing',
  tableName: 'trial_usages',
  indexes: [
    { name: 'trial_usages_started_at_index', properties: ['startedAt'] },
    { name: 'trial_usages_ended_at_index', properties: ['endedAt'], where: { endedAt: { $ne: null } } },
  ],
  properties: {
    userId: p.uuid().primary(),
    startedAt: p.datetime(),
    /** when the trial ended, and whether it became a paid plan */
    endedAt: p.datetime().nullable(),
    converted: p.boolean().nullable(),
  },
});
export class TrialUsage extends TrialUsageSchema.class {}
TrialUsageSchema.setClass(TrialUsage);
export { TrialUsageSchema };
