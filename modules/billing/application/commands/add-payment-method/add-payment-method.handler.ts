import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { paymentMethodCheckoutSchema } from '../../../contracts/http.ts';
import { SubscriptionStateError } from '../../../domain/billing.errors.ts';
import type { Audience } from '../../../contracts/plans.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { providerCustomerOf } from '../../../infrastructure/subscriptions.ts';
import { monthlyCharge, purchasablePlan } from '../../purchasable-plan.ts';
import { BILLING_TAG, byAudience } from '../../http.ts';
import { AddPaymentMethod } from './add-payment-method.command.ts';

const needs = { payments: PLATFORM.Payments, settings: PLATFORM.Settings };

export class AddPaymentMethodHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ audience: Audience }, { checkoutUrl: string }>
{
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute({ audience }: { audience: Audience }, { em, actor }: CommandContext): Promise<{ checkoutUrl: string }> {
    const { payments } = this.deps;
    const { userId } = requireActor(actor);
    const subscription = await em.findOne(Subscription, { userId, audience });
    if (!subscription?.isLive) throw new SubscriptionStateError('There is no running subscription to add a payment method to.');
    const providerCustomerId = await providerCustomerOf(em, userId, payments.name);
    // a subscription Stripe already bills: its payment methods are managed in Stripe's customer portal
    if (subscription.renewedByProvider && subscription.providerSubscriptionId && payments.createPortalSession) {
      const portal = await payments.createPortalSession({ userId, providerCustomerId, returnUrl: `${this.#publicUrl}/settings` });
      return { checkoutUrl: portal.url };
    }
    const plan = purchasablePlan(audience, subscription.tier);
    const checkout = await payments.createCheckout({
      userId,
      email: null,
      description: 'Save a payment method for your DealAcre plan',
      amountCents: 0,
      mode: 'setup',
      successUrl: `${this.#publicUrl}/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.#publicUrl}/settings`,
      metadata: { userId, audience, tier: subscription.tier, purpose: 'payment-method' },
      providerCustomerId,
      trialConversion:
        subscription.status === 'trialing' && subscription.trialEndsAt
          ? { trialEndsAt: subscription.trialEndsAt, ...monthlyCharge(plan) }
          : undefined,
    });
    return { checkoutUrl: checkout.url };
  }
}

export const addPaymentMethod = handlesCommand(AddPaymentMethod, needs, AddPaymentMethodHandler, [
  http(AddPaymentMethod, {
    method: 'post',
    path: '/api/billing/subscriptions/:audience/payment-method',
    tag: BILLING_TAG,
    summary: 'Where to save a card',
    description: 'A checkout that only saves a payment method, so a trial converts into its plan.',
    access: 'member',
    input: byAudience,
    response: paymentMethodCheckoutSchema,
    errors: [404, 422],
  }),
]);
