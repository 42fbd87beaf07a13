import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { SUBSCRIPTION_STATUSES, type SubscriptionView } from '../contracts/http.ts';
import { TRIAL_DAYS, type Audience, type BuyerTier, type SellerTier } from '../contracts/plans.ts';
import { SubscriptionStateError } from './billing.errors.ts';

const DAY_MS = 86_400_000;
/** how long a failed renewal keeps the plan before it expires */
export const PAST_DUE_GRACE_DAYS = 7;

export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  schema: 'billing',
  tableName: 'subscriptions',
  uniques: [{ name: 'subscriptions_user_audience_unique', properties: ['userId', 'audience'] }],
  indexes: [{ name: 'subscriptions_status_current_period_end_index', properties: ['status', 'currentPeriodEnd'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    audience: p.enum(['buyer', 'seller'] as const),
    tier: p.string().length(20),
    status: p.enum(SUBSCRIPTION_STATUSES),
    trialEndsAt: p.datetime().nullable(),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    cancelAtPeriodEnd: p.boolean().default(false),
    hasPaymentMethod: p.boolean().default(false),
    provider: p.enum(['test', 'stripe'] as const),
    providerSubscriptionId: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});

export type Transition = 'trial-converted' | 'trial-expired' | 'renewed' | 'renewal-failed' | 'ended' | null;

export class Subscription extends SubscriptionSchema.class {
  get isLive(): Opt & boolean {
    return this.status === 'trialing' || this.status === 'active' || this.status === 'past_due';
  }

  /** The tier whose limits apply now: the trial's own limits while trialing, free once it has ended. */
  effectiveTier(): BuyerTier | SellerTier {
    if (!this.isLive) return 'free';
    if (this.status === 'trialing') return 'trial';
    return this.tier as BuyerTier | SellerTier;
  }

  startTrial(now: Date): void {
    this.status = 'trialing';
    this.trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    this.currentPeriodStart = now;
    this.currentPeriodEnd = this.trialEndsAt;
    this.cancelAtPeriodEnd = false;
  }

  startPaid(now: Date): void {
    this.status = 'active';
    this.trialEndsAt = null;
    this.currentPeriodStart = now;
    this.currentPeriodEnd = addMonth(now);
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
    if (this.status === 'past_due' && now >= new Date(this.currentPeriodStart.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS)) {
      this.status = 'expired';
      return 'ended';
    }
    return null;
  }

  // not a #private method: entities loaded by the ORM are not built by the constructor
  private startPeriod(start: Date): void {
    this.currentPeriodStart = start;
    this.currentPeriodEnd = addMonth(start);
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
  properties: {
    userId: p.uuid().primary(),
    startedAt: p.datetime(),
  },
});
export class TrialUsage extends TrialUsageSchema.class {}
TrialUsageSchema.setClass(TrialUsage);
export { TrialUsageSchema };
