import { LockMode } from '@mikro-orm/core';
import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { NotFoundError } from '../../../../shared/kernel/errors.ts';
import type { PaymentEvent, ProviderSubscriptionState } from '../../../../shared/kernel/payments.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { BUYER_PLANS, PURCHASABLE, SELLER_PLANS, type Plan } from '../../../contracts/plans.ts';
import { Subscription, type Transition } from '../../../domain/subscription.entity.ts';
import { publishTransition } from '../../subscription-events.ts';
import { monthlyCharge, purchasablePlan } from '../../purchasable-plan.ts';
import { recordInvoice } from '../../record-invoice.ts';
import { affiliateTerms, holdCommissionForDispute, releaseCommissionAfterDispute, reverseCommission } from '../../affiliate-ledger.ts';
import { Invoice } from '../../../domain/invoice.entity.ts';
import { CompleteCheckoutHandler } from '../complete-checkout/complete-checkout.handler.ts';
import { ApplyPaymentEvent, type PaymentWebhook, type PaymentWebhookResult } from './apply-payment-event.command.ts';

type SubscriptionEvent = Exclude<PaymentEvent, { kind: 'checkout-completed' | 'ignored' | 'invoice-refunded' | 'invoice-disputed' }>;
type RefundOrDispute = Extract<PaymentEvent, { kind: 'invoice-refunded' | 'invoice-disputed' }>;

const needs = { payments: PLATFORM.Payments, clock: PLATFORM.Clock, settings: PLATFORM.Settings };

export class ApplyPaymentEventHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<PaymentWebhook, PaymentWebhookResult>
{
  readonly #completeCheckout = new CompleteCheckoutHandler(this.deps);

  async execute({ payload, signature }: PaymentWebhook, context: CommandContext): Promise<PaymentWebhookResult> {
    const { payments, clock } = this.deps;
    if (!payments.verifyWebhook) throw new NotFoundError('This server takes no payment webhooks: Stripe is not configured');
    // throws (400, nothing written) unless the provider signed these exact bytes
    const event = await payments.verifyWebhook(payload, signature);
    if (event.kind === 'ignored') return result('ignored');
    // a checkout that waits for a delayed payment completes with a later event
    if (event.kind === 'checkout-completed' && event.checkout.status !== 'complete') return result('ignored');

    // each event once: a redelivery, or the same event on two hosts at once, waits here and then does nothing
    const first = await context.em.execute<unknown[]>(
      'insert into billing.processed_payment_events (event_id, processed_at) values (?, ?) on conflict do nothing returning event_id',
      [event.id, clock.now()],
    );
    if (first.length === 0) return result('duplicate');

    if (event.kind === 'checkout-completed') {
      // the same logic as the browser returning from the checkout; applied once whichever comes first
      return result((await this.#completeCheckout.apply(event.checkout, context)) ? 'applied' : 'duplicate');
    }
    if (event.kind === 'invoice-refunded' || event.kind === 'invoice-disputed') return result(await this.#undoPayment(event, context));
    return result(await this.#applyToSubscription(event, context));
  }

  /**
   * A refund or a dispute of a paid invoice (decision 0071), taken back from the referrer's commission as the
   * back office's refund does: a full refund marks the invoice refunded and reverses the commission; a partial
   * one changes nothing (the sale stands); a dispute holds the commission, a lost one reverses it, a won one
   * releases it. Each is idempotent: an undone commission is not undone again.
   */
  async #undoPayment(event: RefundOrDispute, { em }: CommandContext): Promise<PaymentWebhookResult['outcome']> {
    const invoice = await em.findOne(Invoice, { providerInvoiceId: event.providerInvoiceId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!invoice) return 'unknown-invoice';
    const now = this.deps.clock.now();
    if (event.kind === 'invoice-refunded') {
      if (!event.fully) return 'ignored';
      if (invoice.status === 'paid') {
        invoice.status = 'refunded';
        invoice.refundedAt = now;
        await em.flush();
      }
      await reverseCommission(em, invoice.id, now, `Invoice ${invoice.number} refunded`);
    } else if (event.dispute === 'opened') await holdCommissionForDispute(em, invoice.id, now);
    else if (event.dispute === 'lost') await reverseCommission(em, invoice.id, now, `Invoice ${invoice.number} charged back`);
    else await releaseCommissionAfterDispute(em, invoice.id, now);
    return 'applied';
  }

  async #applyToSubscription(event: SubscriptionEvent, context: CommandContext): Promise<PaymentWebhookResult['outcome']> {
    const providerSubscriptionId = 'subscription' in event ? event.subscription.id : event.providerSubscriptionId;
    const subscription = await context.em.findOne(Subscription, { providerSubscriptionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // e.g. an update that outran the completed checkout: the checkout brings the same state
    if (!subscription) return 'unknown-subscription';
    if (!subscription.acceptProviderEvent(event.createdAt)) return 'stale';

    const wasTrialing = subscription.status === 'trialing';
    // the trial's own $0 invoice is no receipt worth listing
    if ((event.kind === 'invoice-paid' || event.kind === 'invoice-payment-failed') && event.invoice.amountCents > 0) {
      const { description } = monthlyCharge(purchasablePlan(subscription.audience, subscription.tier));
      await recordInvoice(
        context.em,
        subscription,
        {
          status: event.kind === 'invoice-paid' ? 'paid' : 'failed',
          amountCents: event.invoice.amountCents,
          currency: event.invoice.currency,
          description,
          period: event.period,
          providerInvoiceId: event.invoice.id,
          number: event.invoice.number,
          hostedUrl: event.invoice.hostedUrl,
          paymentFingerprint: event.invoice.paymentFingerprint,
        },
        this.deps.clock.now(),
        affiliateTerms(this.deps.settings),
      );
    }
    let transition: Transition = null;
    switch (event.kind) {
      case 'invoice-paid':
        transition = subscription.providerPaid(event.period);
        break;
      case 'invoice-payment-failed':
        transition = subscription.providerPaymentFailed(event.period);
        break;
      case 'subscription-updated': {
        const { status } = event.subscription;
        if (status !== 'pending')
          transition = subscription.syncWithProvider({
            ...event.subscription,
            status,
            tier: this.#tierOf(subscription, event.subscription),
          });
        break;
      }
      case 'subscription-deleted':
        transition = subscription.endedAtProvider();
        break;
    }
    if ('subscription' in event && event.subscription.customerId) subscription.providerCustomerId = event.subscription.customerId;
    await publishTransition(context, subscription, transition, wasTrialing, this.deps.clock.now());
    return 'applied';
  }

  /**
   * The catalog plan the provider's subscription is on: the plan with the price it bills (prices are
   * unique per audience), else the tier in its metadata; null when neither says (ours stays).
   */
  #tierOf(subscription: Subscription, state: ProviderSubscriptionState): string | null {
    const plans: readonly Plan[] = (subscription.audience === 'buyer' ? BUYER_PLANS : SELLER_PLANS).filter((plan) =>
      PURCHASABLE[subscription.audience].includes(plan.tier),
    );
    const byMetadata = plans.find((plan) => plan.tier === state.metadata.tier);
    const byPrice = plans.find((plan) => plan.monthlyPrice * 100 === state.amountCents);
    return (byPrice ?? byMetadata)?.tier ?? null;
  }
}

const result = (outcome: PaymentWebhookResult['outcome']): PaymentWebhookResult => ({ received: true, outcome });

// the same checkout logic as the complete-checkout command; the handler holds no state of its own
export const applyPaymentEvent = handlesCommand(ApplyPaymentEvent, needs, ApplyPaymentEventHandler);
