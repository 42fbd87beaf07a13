import { LockMode } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import type { PaymentsProvider } from '../../../../shared/kernel/payments.port.ts';
import { SubscriptionChanged, SubscriptionEnded, SubscriptionStarted, TrialEnded } from '../../../contracts/events.ts';
import { purchasablePlan } from '../../purchasable-plan.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { subscriptionPayload } from '../../subscription-events.ts';

const BATCH = 200;

export class AdvanceSubscriptionsHandler implements CommandHandler<void, { advanced: number }> {
  readonly #payments: PaymentsProvider;
  readonly #clock: Clock;

  constructor(payments: PaymentsProvider, clock: Clock) {
    this.#payments = payments;
    this.#clock = clock;
  }

  async execute(_input: void, { em, publish }: CommandContext): Promise<{ advanced: number }> {
    const now = this.#clock.now();
    // several hosts may run the job: each takes rows the others have not locked
    const due = await em.find(
      Subscription,
      { $or: [{ status: { $in: ['trialing', 'active'] }, currentPeriodEnd: { $lte: now } }, { status: 'past_due' }] },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: BATCH, orderBy: { currentPeriodEnd: 'asc' } },
    );
    let advanced = 0;
    for (const subscription of due) {
      const trialEnd = subscription.status === 'trialing';
      const charge = () =>
        this.#payments.chargeRenewal({
          userId: subscription.userId,
          subscriptionId: subscription.id,
          amountCents: purchasablePlan(subscription.audience, subscription.tier).monthlyPrice * 100,
          description: `DealAcre ${subscription.tier} (monthly)`,
        });
      const transition = await subscription.advance(now, charge);
      if (!transition) continue;
      advanced++;
      if (trialEnd) {
        const payload = await subscriptionPayload(em, subscription);
        publish(TrialEnded.create(subscription.id, { ...payload, converted: transition === 'trial-converted' }));
      }
      if (transition === 'trial-converted') publish(SubscriptionStarted.create(subscription.id, await subscriptionPayload(em, subscription)));
      else if (transition === 'trial-expired' || transition === 'ended') publish(SubscriptionEnded.create(subscription.id, await subscriptionPayload(em, subscription)));
      else publish(SubscriptionChanged.create(subscription.id, await subscriptionPayload(em, subscription)));
    }
    return { advanced };
  }
}
