import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import type { ProviderSubscriptionChange } from '../../../../shared/kernel/payments.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { SubscriptionChanged } from '../../../contracts/events.ts';
import {
  changeSubscriptionRequestSchema,
  entitlementsSchema,
  type ChangeSubscriptionRequest,
  type Entitlements,
} from '../../../contracts/http.ts';
import type { Audience } from '../../../contracts/plans.ts';
import { SubscriptionStateError } from '../../../domain/billing.errors.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { loadAccount } from '../../../infrastructure/subscriptions.ts';
import { monthlyCharge, purchasablePlan } from '../../purchasable-plan.ts';
import { subscriptionPayload } from '../../subscription-events.ts';
import { BILLING_TAG, byAudience } from '../../http.ts';
import { ChangeSubscription } from './change-subscription.command.ts';

type Input = { audience: Audience; request: ChangeSubscriptionRequest };

const needs = { payments: PLATFORM.Payments, clock: PLATFORM.Clock };

export class ChangeSubscriptionHandler extends UsesDependencies<typeof needs> implements CommandHandler<Input, Entitlements> {
  async execute({ audience, request: change }: Input, { em, actor, publish }: CommandContext): Promise<Entitlements> {
    const { payments } = this.deps;
    const { userId } = requireActor(actor);
    const subscription = await em.findOne(Subscription, { userId, audience });
    if (!subscription) throw new NotFoundError(`You have no ${audience} subscription. Choose a plan to subscribe.`);
    let providerChange: ProviderSubscriptionChange;
    if (change.action === 'change-plan') {
      const plan = purchasablePlan(audience, change.tier);
      subscription.changePlan(change.tier);
      providerChange = { plan: { ...monthlyCharge(plan), metadata: { tier: plan.tier } } };
    } else if (change.action === 'cancel') {
      subscription.cancel();
      providerChange = { cancelAtPeriodEnd: true };
    } else {
      subscription.resume();
      providerChange = { cancelAtPeriodEnd: false };
    }
    if (subscription.renewedByProvider && subscription.providerSubscriptionId) {
      // the provider bills it: it must hear of the change, or the change is not made (nothing commits)
      if (!payments.updateSubscription || payments.name !== subscription.provider) {
        throw new SubscriptionStateError(`This subscription is billed by ${subscription.provider}, which this server is not connected to.`);
      }
      await payments.updateSubscription(subscription.providerSubscriptionId, providerChange);
    }
    publish(SubscriptionChanged.create(subscription.id, await subscriptionPayload(em, subscription, this.deps.clock.now())));
    return (await loadAccount(em, userId)).entitlements;
  }
}

export const changeSubscription = handlesCommand(ChangeSubscription, needs, ChangeSubscriptionHandler, [
  http(ChangeSubscription, {
    method: 'patch',
    path: '/api/billing/subscriptions/:audience',
    tag: BILLING_TAG,
    summary: 'Change plan, cancel or resume',
    description: '`:audience` is `buyer` or `seller`; an upgrade or downgrade applies at once, a cancellation at the period end.',
    access: 'member',
    body: changeSubscriptionRequestSchema,
    invalid: 'Choose change-plan, cancel or resume',
    input: (request) => ({ ...byAudience(request), request: request.body }),
    response: entitlementsSchema,
    errors: [404, 422],
  }),
]);
