import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { PaymentsProvider } from '../../../../shared/kernel/payments.port.ts';
import type { PlatformSettings } from '../../../../shared/kernel/settings.ts';
import { SubscriptionStateError } from '../../../domain/billing.errors.ts';
import type { Audience } from '../../../contracts/plans.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';

export class AddPaymentMethodHandler implements CommandHandler<{ audience: Audience }, { checkoutUrl: string }> {
  readonly #payments: PaymentsProvider;
  readonly #publicUrl: string;

  constructor(payments: PaymentsProvider, settings: PlatformSettings) {
    this.#payments = payments;
    this.#publicUrl = settings.publicUrl.replace(/\/$/, '');
  }

  async execute({ audience }: { audience: Audience }, { em, actor }: CommandContext): Promise<{ checkoutUrl: string }> {
    const { userId } = requireActor(actor);
    const subscription = await em.findOne(Subscription, { userId, audience });
    if (!subscription?.isLive) throw new SubscriptionStateError('There is no running subscription to add a payment method to.');
    const checkout = await this.#payments.createCheckout({
      userId,
      email: null,
      description: 'Save a payment method for your DealAcre plan',
      amountCents: 0,
      mode: 'setup',
      successUrl: `${this.#publicUrl}/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.#publicUrl}/settings`,
      metadata: { userId, audience, tier: subscription.tier, purpose: 'payment-method' },
    });
    return { checkoutUrl: checkout.url };
  }
}
