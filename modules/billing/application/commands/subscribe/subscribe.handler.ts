import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ForbiddenError } from '../../../../shared/kernel/errors.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PaymentsUnavailableError } from '../../../../shared/kernel/payments.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { TrialStarted } from '../../../contracts/events.ts';
import { subscribeRequestSchema, subscribeResultSchema, type SubscribeResult } from '../../../contracts/http.ts';
import { SubscriptionStateError } from '../../../domain/billing.errors.ts';
import { Subscription, TrialUsage } from '../../../domain/subscription.entity.ts';
import { providerCustomerOf } from '../../../infrastructure/subscriptions.ts';
import { subscriptionPayload } from '../../subscription-events.ts';
import { monthlyCharge, purchasablePlan } from '../../purchasable-plan.ts';
import { BILLING_TAG } from '../../http.ts';
import { Subscribe, type SubscribeInput } from './subscribe.command.ts';

const needs = { payments: PLATFORM.Payments, clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class SubscribeHandler extends UsesDependencies<typeof needs> implements CommandHandler<SubscribeInput, SubscribeResult> {
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute({ audience, tier, trial }: SubscribeInput, { em, actor, publish }: CommandContext): Promise<SubscribeResult> {
    const { payments, clock } = this.deps;
    const { userId, roles } = requireActor(actor);
    // a trial too: it ends in a charge this server could not take
    if (!payments.onSale) throw new PaymentsUnavailableError();
    const plan = purchasablePlan(audience, tier);
    if (audience === 'seller' && !roles.includes('seller')) throw new ForbiddenError('Enable seller capability first');

    const existing = await em.findOne(Subscription, { userId, audience });
    if (existing?.isLive) {
      throw new SubscriptionStateError(`You already have the ${existing.tier} plan. Change it from your billing settings.`);
    }

    if (audience === 'seller' && trial && !(await em.findOne(TrialUsage, { userId }))) {
      const now = clock.now();
      const subscription =
        existing ??
        em.create(Subscription, {
          id: newId(),
          userId,
          audience,
          tier,
          status: 'trialing',
          provider: payments.name,
          createdAt: now,
          currentPeriodStart: now,
          currentPeriodEnd: now,
        });
      subscription.tier = tier;
      subscription.provider = payments.name;
      subscription.hasPaymentMethod = false;
      subscription.startTrial(now);
      em.create(TrialUsage, { userId, startedAt: now });
      publish(TrialStarted.create(subscription.id, await subscriptionPayload(em, subscription, now)));
      return { kind: 'trial-started', subscription: subscription.toView() };
    }

    const checkout = await payments.createCheckout({
      userId,
      email: null,
      ...monthlyCharge(plan),
      mode: 'subscription',
      successUrl: `${this.#publicUrl}/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.#publicUrl}/pricing`,
      metadata: { userId, audience, tier, purpose: 'subscribe' },
      providerCustomerId: await providerCustomerOf(em, userId, payments.name),
    });
    return { kind: 'checkout', checkoutUrl: checkout.url };
  }
}

export const subscribe = handlesCommand(Subscribe, needs, SubscribeHandler, [
  http(Subscribe, {
    method: 'post',
    path: '/api/billing/subscriptions',
    tag: BILLING_TAG,
    summary: 'Start the trial or go to checkout for a plan',
    description: 'A started trial answers 201; a paid plan answers 200 with where to pay.',
    access: 'member',
    body: subscribeRequestSchema,
    invalid: 'Choose a plan',
    input: ({ body }) => body,
    response: subscribeResultSchema,
    alsoAnswers: [201],
    reply: (result) => ({ status: result.kind === 'trial-started' ? 201 : 200, body: result }),
    errors: [422],
  }),
]);
