import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import type { PaymentsProvider } from '../../../../shared/kernel/payments.port.ts';
import { SubscriptionChanged, SubscriptionStarted } from '../../../contracts/events.ts';
import type { Entitlements } from '../../../contracts/http.ts';
import type { Audience } from '../../../contracts/plans.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { loadAccount } from '../../../infrastructure/subscriptions.ts';
import { purchasablePlan } from '../../purchasable-plan.ts';
import { subscriptionPayload } from '../../subscription-events.ts';

export class CompleteCheckoutHandler implements CommandHandler<{ sessionId: string }, Entitlements> {
  readonly #payments: PaymentsProvider;
  readonly #clock: Clock;

  constructor(payments: PaymentsProvider, clock: Clock) {
    this.#payments = payments;
    this.#clock = clock;
  }

  async execute({ sessionId }: { sessionId: string }, { em, actor, publish }: CommandContext): Promise<Entitlements> {
    const session = await this.#payments.retrieveCheckout(String(sessionId ?? ''));
    if (!session) throw new NotFoundError('No such checkout');
    const { userId, audience, tier, purpose } = session.metadata;
    if (actor && actor.userId !== userId) throw new ForbiddenError('This checkout belongs to another account');
    if (session.status !== 'complete') throw new AppError('business-rule', 'The payment has not been completed.', { code: 'checkout_open' });

    const first = await em.execute<unknown[]>(
      'insert into billing.applied_checkouts (session_id, applied_at) values (?, ?) on conflict do nothing returning session_id',
      [session.id, this.#clock.now()],
    );
    if (first.length > 0) {
      const now = this.#clock.now();
      let subscription = await em.findOne(Subscription, { userId, audience: audience as Audience });
      if (purpose === 'subscribe') {
        purchasablePlan(audience as Audience, tier);
        subscription ??= em.create(Subscription, {
          id: newId(),
          userId,
          audience: audience as Audience,
          tier,
          status: 'active',
          provider: this.#payments.name,
          createdAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: now,
        });
        subscription.tier = tier;
        subscription.provider = this.#payments.name;
        subscription.providerSubscriptionId = session.providerSubscriptionId;
        subscription.startPaid(now);
        publish(SubscriptionStarted.create(subscription.id, await subscriptionPayload(em, subscription)));
      } else if (purpose === 'payment-method' && subscription) {
        subscription.hasPaymentMethod = true;
        publish(SubscriptionChanged.create(subscription.id, await subscriptionPayload(em, subscription)));
      }
    }
    await em.flush();
    return (await loadAccount(em, userId)).entitlements;
  }
}
