import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { isUuid, newId } from '../../../../shared/kernel/ids.ts';
import type { CheckoutSession } from '../../../../shared/kernel/payments.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { SubscriptionChanged, SubscriptionStarted } from '../../../contracts/events.ts';
import { entitlementsSchema, type Entitlements } from '../../../contracts/http.ts';
import type { Audience } from '../../../contracts/plans.ts';
import { Subscription } from '../../../domain/subscription.entity.ts';
import { loadAccount } from '../../../infrastructure/subscriptions.ts';
import { monthlyCharge, purchasablePlan } from '../../purchasable-plan.ts';
import { subscriptionPayload } from '../../subscription-events.ts';
import { recordInvoice } from '../../record-invoice.ts';
import { affiliateTerms } from '../../affiliate-ledger.ts';
import { BILLING_TAG } from '../../http.ts';
import { CompleteCheckout } from './complete-checkout.command.ts';

const needs = { payments: PLATFORM.Payments, clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class CompleteCheckoutHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ sessionId: string }, Entitlements> {
  /** The browser returning from the checkout: asks the provider about the session, then applies it. */
  async execute({ sessionId }: { sessionId: string }, context: CommandContext): Promise<Entitlements> {
    const session = await this.deps.payments.retrieveCheckout(String(sessionId ?? ''));
    if (!session || !isOurs(session)) throw new NotFoundError('No such checkout');
    const { userId } = session.metadata;
    if (context.actor && context.actor.userId !== userId) throw new ForbiddenError('This checkout belongs to another account');
    if (session.status !== 'complete')
      throw new AppError('business-rule', 'The payment has not been completed.', { code: 'checkout_open' });
    await this.apply(session, context);
    return (await loadAccount(context.em, userId)).entitlements;
  }

  /**
   * Applies a completed checkout, from the browser or from the provider's signed webhook: starts the
   * paid subscription or records the payment method. The same checkout applied twice changes nothing;
   * returns whether this call applied it.
   */
  async apply(session: CheckoutSession, { em, publish }: Pick<CommandContext, 'em' | 'publish'>): Promise<boolean> {
    const { payments, clock } = this.deps;
    if (!isOurs(session)) return false; // a checkout made outside this app (e.g. in Stripe's dashboard)
    const { userId, audience, tier, purpose } = session.metadata;
    const first = await em.execute<unknown[]>(
      'insert into billing.applied_checkouts (session_id, applied_at) values (?, ?) on conflict do nothing returning session_id',
      [session.id, clock.now()],
    );
    if (first.length === 0) return false;
    const now = clock.now();
    let subscription = await em.findOne(Subscription, { userId, audience: audience as Audience });
    if (purpose === 'subscribe') {
      const plan = purchasablePlan(audience as Audience, tier);
      subscription ??= em.create(Subscription, {
        id: newId(),
        userId,
        audience: audience as Audience,
        tier,
        status: 'active',
        provider: payments.name,
        createdAt: now,
        currentPeriodStart: now,
        currentPeriodEnd: now,
      });
      subscription.tier = tier;
      subscription.provider = payments.name;
      linkProviderSubscription(subscription, session);
      subscription.startPaid(now);
      if (payments.name === 'test') {
        await recordInvoice(
          em,
          subscription,
          {
            status: 'paid',
            ...monthlyCharge(plan),
            period: { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd },
            providerInvoiceId: `checkout:${session.id}`,
            paymentFingerprint: (await payments.paymentFingerprint?.(userId)) ?? null,
          },
          now,
          affiliateTerms(this.deps.settings),
        );
      }
      publish(SubscriptionStarted.create(subscription.id, await subscriptionPayload(em, subscription, now)));
    } else if (purpose === 'payment-method' && subscription) {
      subscription.hasPaymentMethod = true;
      // Stripe converts a trial through a subscription of its own that starts billing at the trial end
      if (session.providerSubscriptionId) linkProviderSubscription(subscription, session);
      publish(SubscriptionChanged.create(subscription.id, await subscriptionPayload(em, subscription, now)));
    }
    await em.flush();
    return true;
  }
}

/** A checkout this app opened: it carries the metadata the subscribe and payment-method commands give it. */
function isOurs({ metadata }: CheckoutSession): boolean {
  return (
    isUuid(metadata.userId ?? '') &&
    (metadata.audience === 'buyer' || metadata.audience === 'seller') &&
    (metadata.purpose === 'subscribe' || metadata.purpose === 'payment-method')
  );
}

function linkProviderSubscription(subscription: Subscription, session: CheckoutSession): void {
  // events about the subscription it replaces say nothing about this one
  if (subscription.providerSubscriptionId !== session.providerSubscriptionId) subscription.lastProviderEventAt = null;
  subscription.providerSubscriptionId = session.providerSubscriptionId;
  subscription.providerCustomerId = session.providerCustomerId ?? subscription.providerCustomerId;
}

export const completeCheckout = handlesCommand(CompleteCheckout, needs, CompleteCheckoutHandler, [
  http(CompleteCheckout, {
    method: 'post',
    path: '/api/billing/checkout/:session/complete',
    tag: BILLING_TAG,
    summary: 'Confirm a finished checkout',
    description: "The browser back from the checkout: the provider is asked about the session; another member's checkout is refused (403).",
    access: 'optional',
    input: ({ params }) => ({ sessionId: params.session }),
    response: entitlementsSchema,
    errors: [404, 422],
  }),
]);
