import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../modules/shared/kernel/errors.ts';
import type { CheckoutRequest } from '../../../modules/shared/kernel/payments.port.ts';
import { StripePaymentsProvider } from './stripe-payments-provider.ts';

const WEBHOOK_SECRET = 'whsec_unit';
const USER = '0192f0a0-0000-7000-8000-000000000001';
const now = new Date('2026-11-01T12:00:00Z');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  form: Record<string, string>;
  query: Record<string, string>;
}

/** The Stripe SDK on a fake `fetch`: records every request and answers from `routes` (no network). */
function stripeWith(routes: Record<string, (request: Recorded) => { status?: number; body: unknown }> = {}) {
  const requests: Recorded[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const request: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      authorization: headers.get('authorization'),
      form: Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : '')),
      query: Object.fromEntries(url.searchParams),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer = route
      ? route(request)
      : { status: 500, body: { error: { type: 'api_error', message: `no fake for ${request.method} ${request.path}` } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_fake' },
    });
  }) as typeof fetch;
  const provider = new StripePaymentsProvider({
    secretKey: 'sk_test_unit',
    webhookSecret: WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    now: () => now,
  });
  return { provider, requests };
}

const createdSession = () => ({
  body: { id: 'cs_test_abc123', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_abc123' },
});

const subscribeRequest: CheckoutRequest = {
  userId: USER,
  email: null,
  description: 'DealAcre Pro (monthly)',
  amountCents: 7_900,
  mode: 'subscription',
  successUrl: 'https://dealacre.test/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://dealacre.test/pricing',
  metadata: { userId: USER, audience: 'seller', tier: 'pro', purpose: 'subscribe' },
};

describe('the Stripe payments provider', () => {
  it('opens a subscription Checkout Session with an inline monthly USD price and the metadata on session and subscription', async () => {
    const { provider, requests } = stripeWith({ 'POST /v1/checkout/sessions': createdSession });
    expect(await provider.createCheckout(subscribeRequest)).toEqual({
      id: 'cs_test_abc123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_abc123',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_unit' });
    expect(requests[0].form).toEqual({
      mode: 'subscription',
      success_url: 'https://dealacre.test/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://dealacre.test/pricing',
      client_reference_id: USER,
      'metadata[userId]': USER,
      'metadata[audience]': 'seller',
      'metadata[tier]': 'pro',
      'metadata[purpose]': 'subscribe',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '7900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'DealAcre Pro (monthly)',
      'subscription_data[metadata][userId]': USER,
      'subscription_data[metadata][audience]': 'seller',
      'subscription_data[metadata][tier]': 'pro',
      'subscription_data[metadata][purpose]': 'subscribe',
    });
  });

  it('reuses a known customer, or pre-fills the email of a new one', async () => {
    const { provider, requests } = stripeWith({ 'POST /v1/checkout/sessions': createdSession });
    await provider.createCheckout({ ...subscribeRequest, providerCustomerId: 'cus_123', email: 'lee@example.com' });
    await provider.createCheckout({ ...subscribeRequest, email: 'lee@example.com' });
    expect(requests[0].form).toMatchObject({ customer: 'cus_123' });
    expect(requests[0].form.customer_email).toBeUndefined();
    expect(requests[1].form).toMatchObject({ customer_email: 'lee@example.com' });
    expect(requests[1].form.customer).toBeUndefined();
  });

  it('opens a setup Checkout Session that only saves a payment method', async () => {
    const { provider, requests } = stripeWith({ 'POST /v1/checkout/sessions': createdSession });
    await provider.createCheckout({
      ...subscribeRequest,
      description: 'Save a payment method for your DealAcre plan',
      amountCents: 0,
      mode: 'setup',
      cancelUrl: 'https://dealacre.test/settings',
      metadata: { userId: USER, audience: 'seller', tier: 'pro', purpose: 'payment-method' },
    });
    expect(requests[0].form).toEqual({
      mode: 'setup',
      currency: 'usd',
      customer_creation: 'always',
      success_url: 'https://dealacre.test/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://dealacre.test/settings',
      client_reference_id: USER,
      'metadata[userId]': USER,
      'metadata[audience]': 'seller',
      'metadata[tier]': 'pro',
      'metadata[purpose]': 'payment-method',
      'setup_intent_data[description]': 'Save a payment method for your DealAcre plan',
      'setup_intent_data[metadata][userId]': USER,
      'setup_intent_data[metadata][audience]': 'seller',
      'setup_intent_data[metadata][tier]': 'pro',
      'setup_intent_data[metadata][purpose]': 'payment-method',
    });
  });

  it('converts a trial through a subscription whose first charge is at the trial end (at least 48 hours away)', async () => {
    const { provider, requests } = stripeWith({ 'POST /v1/checkout/sessions': createdSession });
    const trialEndsAt = new Date('2026-11-10T12:00:00Z');
    const request: CheckoutRequest = {
      ...subscribeRequest,
      description: 'Save a payment method for your DealAcre plan',
      amountCents: 0,
      mode: 'setup',
      metadata: { userId: USER, audience: 'seller', tier: 'starter', purpose: 'payment-method' },
      trialConversion: { trialEndsAt, amountCents: 2_900, description: 'DealAcre Starter (monthly)' },
    };
    await provider.createCheckout(request);
    expect(requests[0].form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][price_data][product_data][name]': 'DealAcre Starter (monthly)',
      'subscription_data[trial_end]': String(unix(trialEndsAt)),
      'subscription_data[metadata][purpose]': 'payment-method',
    });
    expect(requests[0].form.currency).toBeUndefined();

    // Stripe refuses a trial end less than 48 hours away: the plan then bills from now
    await provider.createCheckout({
      ...request,
      trialConversion: { ...request.trialConversion!, trialEndsAt: new Date('2026-11-03T11:00:00Z') },
    });
    expect(requests[1].form).toMatchObject({ mode: 'subscription', 'line_items[0][price_data][unit_amount]': '2900' });
    expect(requests[1].form['subscription_data[trial_end]']).toBeUndefined();
  });

  it('reads a checkout back: paid and complete, or still waiting for its payment', async () => {
    const session = (paymentStatus: string) => ({
      body: {
        id: 'cs_test_abc123',
        object: 'checkout.session',
        status: 'complete',
        payment_status: paymentStatus,
        metadata: { userId: USER, purpose: 'subscribe' },
        subscription: 'sub_123',
        customer: { id: 'cus_123', object: 'customer' },
      },
    });
    const paid = stripeWith({ 'GET /v1/checkout/sessions/cs_test_abc123': () => session('paid') });
    expect(await paid.provider.retrieveCheckout('cs_test_abc123')).toEqual({
      id: 'cs_test_abc123',
      status: 'complete',
      metadata: { userId: USER, purpose: 'subscribe' },
      providerSubscriptionId: 'sub_123',
      providerCustomerId: 'cus_123',
    });
    const unpaid = stripeWith({ 'GET /v1/checkout/sessions/cs_test_abc123': () => session('unpaid') });
    expect((await unpaid.provider.retrieveCheckout('cs_test_abc123'))?.status).toBe('open');
  });

  it('answers null for a checkout Stripe does not know, and does not ask about ids that are not session ids', async () => {
    const { provider, requests } = stripeWith({
      'GET /v1/checkout/sessions/cs_test_gone': () => ({
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } },
      }),
    });
    expect(await provider.retrieveCheckout('cs_test_gone')).toBeNull();
    expect(await provider.retrieveCheckout('../v1/customers')).toBeNull();
    expect(requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions/cs_test_gone']);
  });

  it('sends cancellations, resumptions and plan changes to the Stripe subscription', async () => {
    const { provider, requests } = stripeWith({
      'POST /v1/subscriptions/sub_123': () => ({ body: { id: 'sub_123', object: 'subscription' } }),
      'GET /v1/subscriptions/sub_123': () => ({
        body: {
          id: 'sub_123',
          object: 'subscription',
          items: {
            object: 'list',
            data: [{ id: 'si_1', object: 'subscription_item', price: { id: 'price_1', product: 'prod_1', unit_amount: 7_900 } }],
          },
        },
      }),
      'POST /v1/products/prod_1': () => ({ body: { id: 'prod_1', object: 'product' } }),
    });
    await provider.updateSubscription('sub_123', { cancelAtPeriodEnd: true });
    await provider.updateSubscription('sub_123', { cancelAtPeriodEnd: false });
    await provider.updateSubscription('sub_123', {
      plan: { amountCents: 14_900, description: 'DealAcre Premium (monthly)', metadata: { tier: 'premium' } },
    });
    expect(requests.map(({ method, path, form }) => ({ method, path, form }))).toEqual([
      { method: 'POST', path: '/v1/subscriptions/sub_123', form: { cancel_at_period_end: 'true' } },
      { method: 'POST', path: '/v1/subscriptions/sub_123', form: { cancel_at_period_end: 'false' } },
      { method: 'GET', path: '/v1/subscriptions/sub_123', form: {} },
      { method: 'POST', path: '/v1/products/prod_1', form: { name: 'DealAcre Premium (monthly)' } },
      {
        method: 'POST',
        path: '/v1/subscriptions/sub_123',
        form: {
          'items[0][id]': 'si_1',
          'items[0][price_data][currency]': 'usd',
          'items[0][price_data][product]': 'prod_1',
          'items[0][price_data][unit_amount]': '14900',
          'items[0][price_data][recurring][interval]': 'month',
          'metadata[tier]': 'premium',
          proration_behavior: 'create_prorations',
        },
      },
    ]);
  });

  it('opens the customer portal for a known customer, and explains when there is none', async () => {
    const { provider, requests } = stripeWith({
      'POST /v1/billing_portal/sessions': () => ({
        body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/abc' },
      }),
    });
    expect(
      await provider.createPortalSession({ userId: USER, providerCustomerId: 'cus_123', returnUrl: 'https://dealacre.test/settings' }),
    ).toEqual({
      url: 'https://billing.stripe.com/p/session/abc',
    });
    expect(requests[0].form).toEqual({ customer: 'cus_123', return_url: 'https://dealacre.test/settings' });
    await expect(
      provider.createPortalSession({ userId: USER, providerCustomerId: null, returnUrl: 'https://dealacre.test/settings' }),
    ).rejects.toMatchObject({
      kind: 'business-rule',
      code: 'no_billing_account',
    });
  });

  it('never charges renewals itself: Stripe renews', async () => {
    const { provider, requests } = stripeWith();
    await expect(provider.chargeRenewal()).rejects.toThrow(/Stripe renews/);
    expect(requests).toEqual([]);
  });
});

/** A payment intent whose latest charge was made with the card of this fingerprint. */
const paymentIntent = (fingerprint: string) => ({
  id: 'pi_1',
  object: 'payment_intent',
  latest_charge: { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { fingerprint } } },
});

describe('Stripe webhooks', () => {
  // Stripe's invoice payments: in_1 paid by a card, by its payment intent; pi_refunded paid in_9
  const { provider, requests } = stripeWith({
    'GET /v1/invoice_payments': ({ query }) => ({
      body: {
        object: 'list',
        has_more: false,
        url: '/v1/invoice_payments',
        data:
          query.invoice === 'in_1'
            ? [
                {
                  object: 'invoice_payment',
                  invoice: 'in_1',
                  payment: { type: 'payment_intent', payment_intent: paymentIntent('fp_card_1') },
                },
              ]
            : query['payment[payment_intent]'] === 'pi_refunded'
              ? [{ object: 'invoice_payment', invoice: 'in_9', payment: { type: 'payment_intent', payment_intent: 'pi_refunded' } }]
              : [],
      },
    }),
  });
  const sign = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const event = (type: string, object: object, created = unix(now)) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, created, data: { object } });

  it('refuses a payload whose signature is missing, made with another secret, or over other bytes', async () => {
    const payload = event('invoice.paid', { id: 'in_1', object: 'invoice' });
    const refused = async (read: Promise<unknown>) => {
      const error = await read.catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ message: 'Invalid Stripe signature' });
    };
    await refused(provider.verifyWebhook(payload, undefined));
    await refused(provider.verifyWebhook(undefined, sign(payload)));
    await refused(provider.verifyWebhook(payload, sign(payload, 'whsec_other')));
    await refused(provider.verifyWebhook(payload.replace('in_1', 'in_2'), sign(payload)));
    await refused(provider.verifyWebhook(payload, 't=1,v1=deadbeef'));
    expect(requests).toEqual([]);
  });

  it('reads a completed checkout like a retrieved one', async () => {
    const payload = event('checkout.session.completed', {
      id: 'cs_test_abc123',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      metadata: { userId: USER, audience: 'buyer', tier: 'plus', purpose: 'subscribe' },
      subscription: 'sub_123',
      customer: 'cus_123',
    });
    await expect(provider.verifyWebhook(Buffer.from(payload), sign(payload))).resolves.toEqual({
      id: 'evt_checkout.session.completed',
      type: 'checkout.session.completed',
      createdAt: now,
      kind: 'checkout-completed',
      checkout: {
        id: 'cs_test_abc123',
        status: 'complete',
        metadata: { userId: USER, audience: 'buyer', tier: 'plus', purpose: 'subscribe' },
        providerSubscriptionId: 'sub_123',
        providerCustomerId: 'cus_123',
      },
    });
  });

  it("reads an invoice's subscription and the period it bills", async () => {
    const start = new Date('2026-12-01T12:00:00Z');
    const end = new Date('2027-01-01T12:00:00Z');
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      number: 'ABC-0001',
      amount_paid: 7900,
      amount_due: 7900,
      currency: 'usd',
      hosted_invoice_url: 'https://invoice.stripe.com/i/in_1',
      period_start: unix(new Date('2026-11-01T12:00:00Z')),
      period_end: unix(start),
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_123', metadata: {} } },
      lines: {
        object: 'list',
        data: [
          {
            id: 'il_1',
            object: 'line_item',
            period: { start: unix(start), end: unix(end) },
            parent: { type: 'subscription_item_details', subscription_item_details: { proration: false } },
          },
        ],
      },
    };
    const paid = event('invoice.paid', invoice);
    await expect(provider.verifyWebhook(paid, sign(paid))).resolves.toMatchObject({
      kind: 'invoice-paid',
      providerSubscriptionId: 'sub_123',
      period: { start, end },
      invoice: { id: 'in_1', number: 'ABC-0001', amountCents: 7900, currency: 'usd', hostedUrl: 'https://invoice.stripe.com/i/in_1' },
    });

    // older API versions: `invoice.subscription`, and no lines in the payload: the month from the invoice's period end
    const legacy = event('invoice.payment_failed', {
      id: 'in_2',
      object: 'invoice',
      subscription: 'sub_456',
      period_end: unix(start),
      lines: { object: 'list', data: [] },
    });
    await expect(provider.verifyWebhook(legacy, sign(legacy))).resolves.toMatchObject({
      kind: 'invoice-payment-failed',
      providerSubscriptionId: 'sub_456',
      period: { start, end },
    });
    const endOfJanuary = new Date('2027-01-31T12:00:00Z');
    const shortMonth = event('invoice.paid', {
      id: 'in_4',
      object: 'invoice',
      subscription: 'sub_456',
      period_end: unix(endOfJanuary),
      lines: { object: 'list', data: [] },
    });
    await expect(provider.verifyWebhook(shortMonth, sign(shortMonth))).resolves.toMatchObject({
      period: { start: endOfJanuary, end: new Date('2027-02-28T12:00:00Z') },
    });

    const oneOff = event('invoice.paid', { id: 'in_3', object: 'invoice', parent: null, lines: { object: 'list', data: [] } });
    await expect(provider.verifyWebhook(oneOff, sign(oneOff))).resolves.toMatchObject({ kind: 'ignored' });
  });

  it("reads a subscription's status, plan price, cancellation and period in the app's vocabulary", async () => {
    const subscription = (status: string, extra: object = {}) => ({
      id: 'sub_123',
      object: 'subscription',
      status,
      customer: 'cus_123',
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { userId: USER, tier: 'pro' },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            object: 'subscription_item',
            current_period_start: unix(now),
            current_period_end: unix(new Date('2026-12-01T12:00:00Z')),
            price: { id: 'price_1', unit_amount: 7_900 },
          },
        ],
      },
      ...extra,
    });
    const updated = event('customer.subscription.updated', subscription('active', { cancel_at_period_end: true }));
    await expect(provider.verifyWebhook(updated, sign(updated))).resolves.toEqual({
      id: 'evt_customer.subscription.updated',
      type: 'customer.subscription.updated',
      createdAt: now,
      kind: 'subscription-updated',
      subscription: {
        id: 'sub_123',
        customerId: 'cus_123',
        status: 'active',
        cancelAtPeriodEnd: true,
        currentPeriod: { start: now, end: new Date('2026-12-01T12:00:00Z') },
        amountCents: 7_900,
        metadata: { userId: USER, tier: 'pro' },
      },
    });
    const statuses = await Promise.all(
      ['trialing', 'past_due', 'unpaid', 'paused', 'incomplete', 'incomplete_expired', 'canceled'].map(async (status) => {
        const payload = event('customer.subscription.deleted', subscription(status, { cancel_at: unix(now) }));
        const read = await provider.verifyWebhook(payload, sign(payload));
        return read.kind === 'subscription-deleted' ? [read.subscription.status, read.subscription.cancelAtPeriodEnd] : read.kind;
      }),
    );
    expect(statuses).toEqual([
      ['trialing', true],
      ['past_due', true],
      ['expired', true],
      ['expired', true],
      ['pending', true],
      ['expired', true],
      ['canceled', true],
    ]);
  });

  it('passes on events it does not act on as ignored', async () => {
    const payload = event('customer.created', { id: 'cus_1', object: 'customer' });
    await expect(provider.verifyWebhook(payload, sign(payload))).resolves.toEqual({
      id: 'evt_customer.created',
      type: 'customer.created',
      createdAt: now,
      kind: 'ignored',
    });
  });

  it('asks Stripe for the card that paid an invoice, and reads its fingerprint', async () => {
    const paid = event('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      amount_paid: 1900,
      subscription: 'sub_123',
      period_end: unix(now),
      lines: { object: 'list', data: [] },
    });
    const before = requests.length;
    await expect(provider.verifyWebhook(paid, sign(paid))).resolves.toMatchObject({
      kind: 'invoice-paid',
      invoice: { id: 'in_1', amountCents: 1900, paymentFingerprint: 'fp_card_1' },
    });
    expect(requests.slice(before)).toMatchObject([
      { method: 'GET', path: '/v1/invoice_payments', query: { invoice: 'in_1', status: 'paid', 'expand[0]': 'data.payment.charge' } },
    ]);
  });

  it('reads refunds and disputes of the charge that paid an invoice, by the charge or by its payment intent', async () => {
    const charge = (extra: object) => ({ id: 'ch_9', object: 'charge', amount: 1900, ...extra });
    const before = requests.length;
    // API versions before 2025-03-31 name the invoice on the charge: nothing to ask
    const legacy = event('charge.refunded', charge({ invoice: 'in_legacy', amount_refunded: 1900, refunded: true, payment_intent: null }));
    await expect(provider.verifyWebhook(legacy, sign(legacy))).resolves.toEqual({
      id: 'evt_charge.refunded',
      type: 'charge.refunded',
      createdAt: now,
      kind: 'invoice-refunded',
      providerInvoiceId: 'in_legacy',
      refundedCents: 1900,
      fully: true,
    });
    expect(requests.length).toBe(before);

    const partial = event('charge.refunded', charge({ amount_refunded: 500, refunded: false, payment_intent: 'pi_refunded' }));
    await expect(provider.verifyWebhook(partial, sign(partial))).resolves.toMatchObject({
      kind: 'invoice-refunded',
      providerInvoiceId: 'in_9',
      refundedCents: 500,
      fully: false,
    });
    const elsewhere = event('charge.refunded', charge({ amount_refunded: 1900, refunded: true, payment_intent: 'pi_other' }));
    await expect(provider.verifyWebhook(elsewhere, sign(elsewhere))).resolves.toMatchObject({ kind: 'ignored' });

    const dispute = (type: string, status: string) =>
      event(type, { id: 'dp_1', object: 'dispute', charge: 'ch_9', payment_intent: 'pi_refunded', amount: 1900, status });
    const outcomes = [];
    for (const [type, status] of [
      ['charge.dispute.created', 'needs_response'],
      ['charge.dispute.closed', 'lost'],
      ['charge.dispute.closed', 'won'],
      ['charge.dispute.closed', 'warning_closed'],
    ]) {
      const payload = dispute(type, status);
      outcomes.push(await provider.verifyWebhook(payload, sign(payload)));
    }
    expect(outcomes.map((read) => (read.kind === 'invoice-disputed' ? [read.providerInvoiceId, read.dispute] : read.kind))).toEqual([
      ['in_9', 'opened'],
      ['in_9', 'lost'],
      ['in_9', 'won'],
      ['in_9', 'won'],
    ]);
  });
});
