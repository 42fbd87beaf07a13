import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { SubscriptionChanged } from '../../../contracts/events.ts';
import { changeSubscriptionRequestSchema, type ChangeSubscriptionRequest, type Entitlements } from '../../../contracts/http.ts';
import type { Audience } from '../../../contracts/plans.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { loadAccount } from '../../../infrastructure/subscriptions.ts';
import { purchasablePlan } from '../../purchasable-plan.ts';
import { subscriptionPayload } from '../../subscription-events.ts';

type Input = { audience: Audience; request: ChangeSubscriptionRequest };

export class ChangeSubscriptionHandler implements CommandHandler<Input, Entitlements> {
  async execute({ audience, request }: Input, { em, actor, publish }: CommandContext): Promise<Entitlements> {
    const { userId } = requireActor(actor);
    const change = parseInput(changeSubscriptionRequestSchema, request, 'Choose change-plan, cancel or resume');
    const subscription = await em.findOne(Subscription, { userId, audience });
    if (!subscription) throw new NotFoundError(`You have no ${audience} subscription. Choose a plan to subscribe.`);
    if (change.action === 'change-plan') {
      purchasablePlan(audience, change.tier);
      subscription.changePlan(change.tier);
    } else if (change.action === 'cancel') {
      subscription.cancel();
    } else {
      subscription.resume();
    }
    publish(SubscriptionChanged.create(subscription.id, await subscriptionPayload(em, subscription)));
    return (await loadAccount(em, userId)).entitlements;
  }
}
