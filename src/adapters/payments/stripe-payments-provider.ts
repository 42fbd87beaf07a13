import Stripe from 'stripe';
import { AppError } from '../../../modules/shared/kernel/errors.ts';
import { addUtcMonths } from '../../../modules/shared/kernel/utc-dates.ts';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentEvent,
  PaymentsProvider,
  ProviderSubscriptionChange,
  ProviderSubscriptionState,
} from '../../../modules/shared/kernel/payments.port.ts';

const CURRENCY = 'usd';
/** Stripe refuses a `trial_end` less than 48 hours away; a little more covers the request's own latency */
const MIN_TRIAL_MS = 48 * 3600_000 + 10 * 60_000;
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** the SDK's HTTP client; tests pass `Stripe.createFetchHttpClient(fakeFetch)` */
  httpClient?: Stripe.HttpClient;
  now?: () => Date;
}

/**
 * Payments through Stripe: hosted Checkout for subscriptions (an inline monthly USD price per plan,
 * so no products need setting up in the dashboard), Stripe's own renewals and dunning, the customer
 * portal, and signed webhooks read into the app's `PaymentEvent`s. Never logs keys or payloads.
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly onSale = true;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #now: () => Date;

  constructor(options: StripePaymentsOptions) {
    this.#stripe = new Stripe(options.secretKey, { httpClient: options.httpClient, maxNetworkRetries: 2, timeout: 20_000 });
    this.#webhookSecret = options.webhookSecret;
    this.#now = options.now ?? (() => new Date());
  }

  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.#stripe.checkout.sessions.create(checkoutSessionParams(request, this.#now()));
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  async retrieveCheckout(id: string): Promise<CheckoutSession | null> {
    if (!SESSION_ID.test(id)) return null;
    try {
      return toCheckoutSession(await this.#stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  /** Stripe renews its subscriptions itself (see `verifyWebhook`); the billing clock never asks it to charge. */
  async chargeRenewal(): Promise<boolean> {
    throw new Error('Stripe renews its subscriptions itself; renewals arrive as webhooks');
  }

  async createPortalSession({
    providerCustomerId,
    returnUrl,
  }: {
    userId: string;
    providerCustomerId: string | null;
    returnUrl: string;
  }): Promise<{ url: string }> {
    if (!providerCustomerId) {
      throw new AppError('business-rule', 'There is no billing account for you at Stripe yet. Subscribe to a plan first.', {
        code: 'no_billing_account',
      });
    }
    const session = await this.#stripe.billingPortal.sessions.create({ customer: providerCustomerId, return_url: returnUrl });
    return { url: session.url };
  }

  async updateSubscription(providerSubscriptionId: string, change: ProviderSubscriptionChange): Promise<void> {
    if ('cancelAtPeriodEnd' in change) {
      await this.#stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: change.cancelAtPeriodEnd });
      return;
    }
    const subscription = await this.#stripe.subscriptions.retrieve(providerSubscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${providerSubscriptionId} has no item to change`);
    // the product was made inline for this subscription at checkout: rename it after the new plan
    const product = idOf(item.price.product)!;
    await this.#stripe.products.update(product, { name: change.plan.description });
    await this.#stripe.subscriptions.update(providerSubscriptionId, {
      items: [
        {
          id: item.id,
          price_data: { currency: CURRENCY, product, unit_amount: change.plan.amountCents, recurring: { interval: 'month' } },
        },
      ],
      metadata: change.plan.metadata,
      proration_behavior: 'create_prorations',
    });
  }

  async verifyWebhook(payload: Uint8Array | string | undefined, signature: string | undefined): Promise<PaymentEvent> {
    let event: Stripe.Event;
    try {
      if (payload === undefined || !signature) throw new Error('unsigned');
      event = this.#stripe.webhooks.constructEvent(payload, signature, this.#webhookSecret);
    } catch {
      throw new AppError('validation', 'Invalid Stripe signature');
    }
    return this.#complete(event);
  }

  /**
   * The event in the app's vocabulary, with what it leaves out asked of Stripe (decision 0071): the card that
   * paid an invoice (an invoice names none), and the invoice a refunded or disputed charge paid (a charge names
   * its invoice only in API versions before 2025-03-31). A failed lookup throws: Stripe redelivers the event.
   */
  async #complete(event: Stripe.Event): Promise<PaymentEvent> {
    const paymentEvent = toPaymentEvent(event);
    if (paymentEvent.kind === 'invoice-paid' && paymentEvent.invoice.amountCents > 0) {
      const [paid] = (
        await this.#stripe.invoicePayments.list({
          invoice: paymentEvent.invoice.id,
          status: 'paid',
          limit: 1,
          expand: ['data.payment.charge', 'data.payment.payment_intent.latest_charge'],
        })
      ).data;
      return { ...paymentEvent, invoice: { ...paymentEvent.invoice, paymentFingerprint: cardFingerprint(paidCharge(paid?.payment)) } };
    }
    if (event.type === 'charge.refunded' || event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
      const object = event.data.object;
      let invoiceId = idOf((object as { invoice?: string | { id: string } | null }).invoice);
      const paymentIntent = idOf(object.payment_intent);
      if (!invoiceId && paymentIntent) {
        const [payment] = (
          await this.#stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 })
        ).data;
        invoiceId = idOf(payment?.invoice);
      }
      // a charge that paid no invoice (made outside this app's subscriptions) is not ours to undo
      if (invoiceId) return refundOrDispute(event, invoiceId);
    }
    return paymentEvent;
  }
}

/** The charge an invoice payment made: the charge itself, or its payment intent's latest. */
function paidCharge(payment: Stripe.InvoicePayment.Payment | undefined): Stripe.Charge | null {
  if (payment?.charge && typeof payment.charge === 'object') return payment.charge;
  const intent = payment?.payment_intent;
  if (intent && typeof intent === 'object' && intent.latest_charge && typeof intent.latest_charge === 'object') return intent.latest_charge;
  return null;
}

const cardFingerprint = (charge: Stripe.Charge | null) => charge?.payment_method_details?.card?.fingerprint ?? null;

/**
 * A refunded or disputed charge of a known invoice: `charge.refunded` (with how much is refunded so far),
 * `charge.dispute.created` (opened) and `charge.dispute.closed` (lost; else won, a closed warning included).
 */
function refundOrDispute(
  event: Stripe.ChargeRefundedEvent | Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent,
  providerInvoiceId: string,
): PaymentEvent {
  const base = { id: event.id, type: event.type, createdAt: fromUnix(event.created), providerInvoiceId };
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return { ...base, kind: 'invoice-refunded', refundedCents: charge.amount_refunded, fully: charge.refunded };
  }
  if (event.type === 'charge.dispute.created') return { ...base, kind: 'invoice-disputed', dispute: 'opened' };
  return { ...base, kind: 'invoice-disputed', dispute: event.data.object.status === 'lost' ? 'lost' : 'won' };
}

/** A verified Stripe event in the app's vocabulary; reads the fields of recent and older API versions alike. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, createdAt: fromUnix(event.created) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: 'checkout-completed', checkout: toCheckoutSession(event.data.object) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const providerSubscriptionId = invoiceSubscriptionId(invoice);
      if (!providerSubscriptionId) return { ...base, kind: 'ignored' };
      const kind = event.type === 'invoice.paid' ? 'invoice-paid' : 'invoice-payment-failed';
      const invoiceSummary = {
        id: invoice.id ?? event.id,
        number: invoice.number ?? null,
        amountCents: kind === 'invoice-paid' ? (invoice.amount_paid ?? 0) : (invoice.amount_due ?? 0),
        currency: invoice.currency ?? 'usd',
        hostedUrl: invoice.hosted_invoice_url ?? null,
      };
      return { ...base, kind, providerSubscriptionId, period: invoicePeriod(invoice), invoice: invoiceSummary };
    }
    case 'customer.subscription.updated':
      return { ...base, kind: 'subscription-updated', subscription: toSubscriptionState(event.data.object) };
    case 'customer.subscription.deleted':
      return { ...base, kind: 'subscription-deleted', subscription: toSubscriptionState(event.data.object) };
    default:
      return { ...base, kind: 'ignored' };
  }
}

/** The Checkout Session a request becomes. */
function checkoutSessionParams(request: CheckoutRequest, now: Date): Stripe.Checkout.SessionCreateParams {
  const { userId, email, description, amountCents, mode, successUrl, cancelUrl, metadata, providerCustomerId, trialConversion } = request;
  const common: Stripe.Checkout.SessionCreateParams = {
    // Stripe replaces {CHECKOUT_SESSION_ID} in success_url with the session id
    success_url: successUrl,
    cancel_url: cancelUrl,
    client_reference_id: userId,
    metadata,
    ...(providerCustomerId ? { customer: providerCustomerId } : email ? { customer_email: email } : {}),
  };
  if (mode === 'subscription' || trialConversion) {
    // a trial converts through a Stripe subscription whose first charge is when the trial ends
    const plan = trialConversion ?? { amountCents, description, trialEndsAt: null };
    const trialEnd = plan.trialEndsAt && plan.trialEndsAt.getTime() - now.getTime() >= MIN_TRIAL_MS ? plan.trialEndsAt : null;
    return {
      ...common,
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: plan.amountCents,
            recurring: { interval: 'month' },
            product_data: { name: plan.description },
          },
        },
      ],
      subscription_data: { metadata, ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}) },
    };
  }
  return {
    ...common,
    mode: 'setup',
    currency: CURRENCY,
    setup_intent_data: { metadata, description },
    ...(providerCustomerId ? {} : { customer_creation: 'always' as const }),
  };
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  // `complete` but `unpaid`: a delayed payment method; `checkout.session.async_payment_succeeded` follows
  const complete = session.status === 'complete' && session.payment_status !== 'unpaid';
  return {
    id: session.id,
    status: complete ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    metadata: { ...session.metadata },
    providerSubscriptionId: idOf(session.subscription),
    providerCustomerId: idOf(session.customer),
  };
}

const STATUSES: Record<string, ProviderSubscriptionState['status']> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  // Stripe stopped retrying (unpaid), or paused a trial that ended without a payment method
  unpaid: 'expired',
  paused: 'expired',
  incomplete_expired: 'expired',
  incomplete: 'pending',
};

function toSubscriptionState(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & Partial<LegacyPeriod>) | undefined;
  const legacy = subscription as Stripe.Subscription & Partial<LegacyPeriod>;
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: STATUSES[subscription.status] ?? 'pending',
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    currentPeriod: start !== undefined && end !== undefined ? { start: fromUnix(start), end: fromUnix(end) } : null,
    amountCents: item?.price?.unit_amount ?? null,
    metadata: { ...subscription.metadata },
  };
}

interface LegacyPeriod {
  current_period_start: number;
  current_period_end: number;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & { subscription?: string | Stripe.Subscription | null };
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy.subscription ?? null);
}

/** The service period the invoice bills: its latest subscription line; else the month from the invoice's period end. */
function invoicePeriod(invoice: Stripe.Invoice): { start: Date; end: Date } | null {
  const lines = (invoice.lines?.data ?? []).filter((line) => line.period && !line.parent?.subscription_item_details?.proration);
  const latest = lines.reduce<Stripe.InvoiceLineItem | null>(
    (best, line) => (!best || line.period.end > best.period.end ? line : best),
    null,
  );
  if (latest && latest.period.end > latest.period.start) return { start: fromUnix(latest.period.start), end: fromUnix(latest.period.end) };
  if (!invoice.period_end) return null;
  const start = fromUnix(invoice.period_end);
  return { start, end: addUtcMonths(start, 1) };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
