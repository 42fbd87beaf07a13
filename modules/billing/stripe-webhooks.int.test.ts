import Stripe from 'stripe';
import supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Host } from '../../src/host.ts';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { newId } from '../shared/kernel/ids.ts';
import { ListInvoices } from './application/reports/list-invoices/list-invoices.query.ts';
import { MarkPayoutPaid } from './application/commands/mark-payout-paid/mark-payout-paid.command.ts';
import { RequestPayout } from './application/commands/request-payout/request-payout.command.ts';
import { BILLING_API, type BillingApi } from './contracts/api.ts';

const WEBHOOK_SECRET = 'whsec_test';
// payouts from $10, so one $15.80 commission (20 % of $79) can be paid out
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, AFFILIATE_PAYOUT_MINIMUM_CENTS: 1000 };

/**
 * Stripe's API as far as the webhooks ask it (no network): the invoice payments, by invoice (with the card
 * that paid it) and by payment intent. Tests record what Stripe knows in `stripeKnows`.
 */
const stripeKnows = { cardOf: new Map<string, string>(), invoiceOfIntent: new Map<string, string>() };
const fakeStripe = Stripe.createFetchHttpClient((async (input: string | URL | Request) => {
  const url = new URL(String(input));
  const list = (data: object[]) => new Response(JSON.stringify({ object: 'list', has_more: false, url: url.pathname, data }));
  if (url.pathname !== '/v1/invoice_payments') return new Response('{"error":{"type":"api_error"}}', { status: 500 });
  const invoice = url.searchParams.get('invoice');
  if (invoice) {
    const card = stripeKnows.cardOf.get(invoice);
    const charge = { id: `ch_${invoice}`, object: 'charge', payment_method_details: { type: 'card', card: { fingerprint: card ?? null } } };
    return list([{ object: 'invoice_payment', invoice, payment: { type: 'charge', charge } }]);
  }
  const paidInvoice = stripeKnows.invoiceOfIntent.get(url.searchParams.get('payment[payment_intent]') ?? '');
  return list(paidInvoice ? [{ object: 'invoice_payment', invoice: paidInvoice, payment: { type: 'payment_intent' } }] : []);
}) as typeof fetch);

const clock = {
  current: new Date('2026-11-01T12:00:00Z'),
  now() {
    return this.current;
  },
};
const days = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Stripe's side of the conversation: signed webhook deliveries, as Stripe makes them (the SDK signs
 * them with the endpoint's secret). Stripe itself is never called: every path these tests take reads
 * what the event carries.
 */
describeHost('billing: Stripe webhooks', () => {
  const test = useTestHost({ hostOptions: { clock } });
  let stripeHost: Host;
  let seq = 0;

  beforeEach(async () => {
    clock.current = days(0);
    stripeHost = await test.createHost({ clock, stripeHttpClient: fakeStripe }, STRIPE);
  });

  function deliver(event: object, options: { secret?: string; signature?: string | null; app?: Host['app'] } = {}) {
    const payload = JSON.stringify(event);
    const request = supertest(options.app ?? stripeHost.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json; charset=utf-8');
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET })
        : options.signature;
    if (signature !== null) request.set('Stripe-Signature', signature);
    return request.send(payload);
  }

  const event = (type: string, object: object, created: Date = clock.current) => ({
    id: `evt_${++seq}_${newId().slice(-12)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    type,
    created: unix(created),
    data: { object },
  });

  const checkoutCompleted = (metadata: Record<string, string>, subscription: string | null, created?: Date) =>
    event(
      'checkout.session.completed',
      {
        id: `cs_test_${newId().replaceAll('-', '')}`,
        object: 'checkout.session',
        mode: subscription ? 'subscription' : 'setup',
        status: 'complete',
        payment_status: subscription ? 'paid' : 'no_payment_required',
        client_reference_id: metadata.userId,
        metadata,
        subscription,
        customer: 'cus_test_1',
      },
      created,
    );

  const subscriptionObject = (
    id: string,
    options: { status?: string; cancel?: boolean; amountCents?: number; tier?: string; period?: [Date, Date] } = {},
  ) => {
    const [start, end] = options.period ?? [days(0), days(30)];
    return {
      id,
      object: 'subscription',
      status: options.status ?? 'active',
      customer: 'cus_test_1',
      cancel_at_period_end: options.cancel ?? false,
      cancel_at: null,
      metadata: { tier: options.tier ?? 'pro' },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            object: 'subscription_item',
            current_period_start: unix(start),
            current_period_end: unix(end),
            price: { id: 'price_1', unit_amount: options.amountCents ?? 7_900 },
          },
        ],
      },
    };
  };

  const invoice = (subscription: string, period: [Date, Date], id = `in_${newId().slice(-12)}`) => ({
    id,
    object: 'invoice',
    number: `INV-${id.slice(-6)}`,
    amount_paid: 7_900,
    amount_due: 7_900,
    currency: 'usd',
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    period_start: unix(period[0]),
    period_end: unix(period[0]),
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          object: 'line_item',
          period: { start: unix(period[0]), end: unix(period[1]) },
          parent: { type: 'subscription_item_details', subscription_item_details: { proration: false } },
        },
      ],
    },
  });

  /** A seller on a paid Stripe plan, started the way Stripe reports it: a signed completed checkout. */
  async function paidSeller(tier = 'pro') {
    const userId = newId();
    const providerSubscriptionId = `sub_${newId().slice(-12)}`;
    const started = await deliver(checkoutCompleted({ userId, audience: 'seller', tier, purpose: 'subscribe' }, providerSubscriptionId));
    expect(started.status).toBe(200);
    expect(started.body).toEqual({ received: true, outcome: 'applied' });
    return { userId, providerSubscriptionId };
  }

  const api = () => stripeHost.container.get<BillingApi>(BILLING_API);
  const seller = async (userId: string) => (await api().entitlements(userId)).subscriptions.seller;
  const events = async (type: string) =>
    (
      await test.database.orm.em
        .fork()
        .execute<Array<{ n: number }>>(`select count(*)::int as n from platform.outbox where type = ?`, [type])
    )[0].n;
  const processed = async () =>
    (await test.database.orm.em.fork().execute<Array<{ n: number }>>('select count(*)::int as n from billing.processed_payment_events'))[0]
      .n;

  it('starts a paid plan from a completed checkout, applying the checkout once', async () => {
    const userId = newId();
    const completed = checkoutCompleted({ userId, audience: 'seller', tier: 'premium', purpose: 'subscribe' }, 'sub_premium');
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: 'applied' });
    expect(await api().entitlements(userId)).toMatchObject({
      sellerTier: 'premium',
      subscriptions: { seller: { status: 'active', provider: 'stripe', hasPaymentMethod: true, currentPeriodEnd: days(30).toISOString() } },
    });
    // Stripe delivers at least once: the same event again, and another event about the same checkout
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect((await deliver({ ...completed, id: 'evt_other_delivery' })).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await events('billing.subscription-started.v1')).toBe(1);
  });

  it('refuses a payload with a bad or missing signature, and changes nothing', async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    const deleted = event('customer.subscription.deleted', subscriptionObject(providerSubscriptionId, { status: 'canceled' }));
    const before = await processed();

    for (const attempt of [
      deliver(deleted, { secret: 'whsec_someone_else' }),
      deliver(deleted, { signature: null }),
      deliver(deleted, { signature: 't=1700000000,v1=0123456789abcdef' }),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Invalid Stripe signature' });
    }
    // signed, but not these bytes
    const payload = JSON.stringify(deleted);
    const tampered = await supertest(stripeHost.app)
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload.replace('"canceled"', '"active"'));
    expect(tampered.status).toBe(400);

    expect(await seller(userId)).toMatchObject({ status: 'active', tier: 'pro' });
    expect(await processed()).toBe(before);
    expect(await events('billing.subscription-ended.v1')).toBe(0);
  });

  it('has no webhook endpoint while payments run on the test provider', async () => {
    const response = await deliver(event('invoice.paid', invoice('sub_x', [days(30), days(60)])), { app: test.host.app });
    expect(response.status).toBe(404);
  });

  it('applies each event id once', async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    const cancelled = event('customer.subscription.updated', subscriptionObject(providerSubscriptionId, { cancel: true }), days(1));
    expect((await deliver(cancelled)).body).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver(cancelled)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await seller(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await events('billing.subscription-changed.v1')).toBe(1);
  });

  it('ignores an update older than the last one applied', async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    const newer = event(
      'customer.subscription.updated',
      subscriptionObject(providerSubscriptionId, { tier: 'premium', amountCents: 14_900, cancel: true }),
      days(2),
    );
    const older = event(
      'customer.subscription.updated',
      subscriptionObject(providerSubscriptionId, { tier: 'starter', amountCents: 2_900, cancel: false }),
      days(1),
    );
    expect((await deliver(newer)).body.outcome).toBe('applied');
    const changed = await events('billing.subscription-changed.v1');
    expect(await api().entitlements(userId)).toMatchObject({
      sellerTier: 'premium',
      subscriptions: { seller: { tier: 'premium', cancelAtPeriodEnd: true } },
    });

    expect((await deliver(older)).body).toEqual({ received: true, outcome: 'stale' });
    expect(await api().entitlements(userId)).toMatchObject({
      sellerTier: 'premium',
      subscriptions: { seller: { tier: 'premium', cancelAtPeriodEnd: true } },
    });
    expect(await events('billing.subscription-changed.v1')).toBe(changed);
  });

  it('renews from a paid invoice, and the billing clock leaves Stripe subscriptions to Stripe', async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    clock.current = days(45); // past the period end: the clock must neither charge nor end it
    await stripeHost.runJobs();
    expect(await seller(userId)).toMatchObject({ status: 'active', currentPeriodEnd: days(30).toISOString() });

    expect((await deliver(event('invoice.paid', invoice(providerSubscriptionId, [days(30), days(61)])))).body.outcome).toBe('applied');
    expect(await seller(userId)).toMatchObject({ status: 'active', currentPeriodEnd: days(61).toISOString() });
    expect(await events('billing.subscription-changed.v1')).toBe(1);
  });

  it('puts the plan past due when a renewal payment fails, keeping its limits while Stripe retries', async () => {
    const { userId, providerSubscriptionId } = await paidSeller('starter');
    const failed = await deliver(event('invoice.payment_failed', invoice(providerSubscriptionId, [days(30), days(61)]), days(30)));
    expect(failed.body).toEqual({ received: true, outcome: 'applied' });
    expect(await api().entitlements(userId)).toMatchObject({
      sellerTier: 'starter',
      seller: { activeListings: 3 },
      subscriptions: { seller: { status: 'past_due', currentPeriodEnd: days(61).toISOString() } },
    });
    expect(await events('billing.subscription-changed.v1')).toBe(1);

    clock.current = days(45); // past the test provider's grace period: Stripe decides, not the clock
    await stripeHost.runJobs();
    expect((await seller(userId))?.status).toBe('past_due');
  });

  it("lists Stripe's invoices as receipts, once each, a failed one turning paid when Stripe collects it", async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    const invoices = () => stripeHost.queries.ask(ListInvoices, undefined, { userId, roles: ['buyer', 'seller'], isAdmin: false });
    const renewal = invoice(providerSubscriptionId, [days(30), days(61)], 'in_renewal_1');
    await deliver(event('invoice.payment_failed', renewal, days(30)));
    expect(await invoices()).toEqual([
      expect.objectContaining({
        number: 'INV-ewal_1',
        amount: 79,
        status: 'failed',
        hostedUrl: 'https://invoice.stripe.com/i/in_renewal_1',
      }),
    ]);
    await deliver(event('invoice.paid', renewal, days(31)));
    await deliver(event('invoice.paid', renewal, days(31))); // a new event id for the same invoice: still one receipt
    expect(await invoices()).toEqual([
      expect.objectContaining({ number: 'INV-ewal_1', amount: 79, status: 'paid', periodEnd: days(61).toISOString() }),
    ]);
  });

  it("earns a referrer's commission once for a Stripe invoice, however often Stripe reports it paid", async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    const affiliateId = '01a2296e-0000-7000-8000-000000000001';
    const em = () => test.database.orm.em.fork();
    // the member came through the affiliate's link (as billing's subscriber records it)
    await em().execute(
      `insert into billing.referrals (referred_user_id, affiliate_user_id, click_id, email_key, created_at) values (?, ?, ?, 'x@example.com', ?)`,
      [userId, affiliateId, affiliateId, days(0)],
    );
    const renewal = invoice(providerSubscriptionId, [days(30), days(61)], 'in_renewal_2');
    await deliver(event('invoice.payment_failed', renewal, days(30)));
    await deliver(event('invoice.paid', renewal, days(31)));
    await deliver(event('invoice.paid', renewal, days(31)));
    const commissions = await em().execute<Array<{ amount_cents: string | number; status: string }>>(
      'select amount_cents, status from billing.commissions where affiliate_user_id = ?',
      [affiliateId],
    );
    expect(commissions.map((row) => [Number(row.amount_cents), row.status])).toEqual([[1580, 'pending']]);
  });

  describe("a referrer's commission undone by Stripe's refunds and disputes", () => {
    const em = () => test.database.orm.em.fork();
    const member = (userId: string) => ({ userId, roles: ['buyer', 'seller'], isAdmin: false });

    /** a seller on Stripe who came through a new affiliate's link, and one $79 renewal of theirs paid */
    async function referredRenewal() {
      const { userId, providerSubscriptionId } = await paidSeller();
      const affiliateId = newId();
      await em().execute(
        `insert into billing.referrals (referred_user_id, affiliate_user_id, click_id, email_key, created_at) values (?, ?, ?, ?, ?)`,
        [userId, affiliateId, affiliateId, `${userId}@example.com`, days(0)],
      );
      await em().execute('insert into billing.affiliates (user_id, code, created_at) values (?, ?, ?)', [
        affiliateId,
        affiliateId.slice(-8),
        days(0),
      ]);
      const renewal = invoice(providerSubscriptionId, [days(30), days(61)]);
      stripeKnows.invoiceOfIntent.set(`pi_${renewal.id}`, renewal.id);
      expect((await deliver(event('invoice.paid', renewal, days(30)))).body.outcome).toBe('applied');
      return { userId, affiliateId, renewal };
    }
    const commission = async (affiliateId: string) => {
      const [row] = await em().execute<Array<{ status: string; reason: string | null }>>(
        'select status, reason from billing.commissions where affiliate_user_id = ?',
        [affiliateId],
      );
      return row;
    };
    const balances = async (affiliateId: string) =>
      Object.fromEntries(
        (
          await em().execute<Array<{ bucket: string; cents: string | number }>>(
            'select bucket, sum(amount_cents) as cents from billing.affiliate_ledger where affiliate_user_id = ? group by bucket',
            [affiliateId],
          )
        ).map((row) => [row.bucket, Number(row.cents)]),
      );
    const charge = (renewal: { id: string }, refunded: number) => ({
      id: `ch_${renewal.id}`,
      object: 'charge',
      amount: 7_900,
      amount_refunded: refunded,
      refunded: refunded === 7_900,
      payment_intent: `pi_${renewal.id}`,
    });
    const dispute = (renewal: { id: string }, status: string) => ({
      id: `dp_${renewal.id}`,
      object: 'dispute',
      amount: 7_900,
      charge: `ch_${renewal.id}`,
      payment_intent: `pi_${renewal.id}`,
      status,
    });
    /** the approval job after the refund window, the affiliate's payout request, and an administrator paying it */
    async function paidOut(affiliateId: string) {
      clock.current = days(61);
      await stripeHost.runJobs();
      const payout = await stripeHost.commands.execute(RequestPayout, undefined, member(affiliateId));
      await stripeHost.commands.execute(
        MarkPayoutPaid,
        { payoutId: payout.id, reference: 'ACH 1' },
        { userId: newId(), roles: ['buyer'], isAdmin: true },
      );
    }

    it('reverses the commission on a full refund, once however often Stripe reports it; a partial refund leaves it', async () => {
      const { userId, affiliateId, renewal } = await referredRenewal();
      expect(await balances(affiliateId)).toEqual({ pending: 1580 });

      const partial = await deliver(event('charge.refunded', charge(renewal, 2_000), days(31)));
      expect(partial.body).toEqual({ received: true, outcome: 'ignored' });
      expect(await commission(affiliateId)).toMatchObject({ status: 'pending' });

      clock.current = days(32);
      const refunded = event('charge.refunded', charge(renewal, 7_900));
      expect((await deliver(refunded)).body).toEqual({ received: true, outcome: 'applied' });
      expect((await deliver(refunded)).body).toEqual({ received: true, outcome: 'duplicate' });
      // another event about the same refund (a dispute lost after it) takes nothing more
      expect((await deliver(event('charge.dispute.closed', dispute(renewal, 'lost'), days(33)))).body.outcome).toBe('applied');
      expect(await commission(affiliateId)).toEqual({ status: 'reversed', reason: `Invoice INV-${renewal.id.slice(-6)} refunded` });
      expect(await balances(affiliateId)).toEqual({ pending: 0 });
      const receipts = await stripeHost.queries.ask(ListInvoices, undefined, member(userId));
      expect(receipts).toEqual([expect.objectContaining({ status: 'refunded', refundedAt: days(32).toISOString() })]);

      // a refund of a charge that paid no invoice of ours
      const stray = { ...charge({ id: 'in_elsewhere' }, 7_900), payment_intent: 'pi_elsewhere' };
      expect((await deliver(event('charge.refunded', stray))).body).toEqual({ received: true, outcome: 'ignored' });
    });

    it('carries a refund after the payout into the next payout as a negative approved balance', async () => {
      const { affiliateId, renewal } = await referredRenewal();
      await paidOut(affiliateId);
      expect(await balances(affiliateId)).toEqual({ pending: 0, approved: 0, requested: 0, paid: 1580 });

      expect((await deliver(event('charge.refunded', charge(renewal, 7_900), days(62)))).body.outcome).toBe('applied');
      expect(await commission(affiliateId)).toMatchObject({ status: 'reversed' });
      expect(await balances(affiliateId)).toEqual({ pending: 0, approved: -1580, requested: 0, paid: 1580 });
    });

    it('holds the commission while its payment is disputed: a won dispute releases it, a lost one reverses it', async () => {
      const won = await referredRenewal();
      expect((await deliver(event('charge.dispute.created', dispute(won.renewal, 'needs_response'), days(31)))).body.outcome).toBe(
        'applied',
      );
      expect(await commission(won.affiliateId)).toEqual({ status: 'held', reason: 'Payment disputed' });
      expect(await balances(won.affiliateId)).toEqual({ pending: 0, held: 1580 });
      await deliver(event('charge.dispute.closed', dispute(won.renewal, 'won'), days(40)));
      expect(await commission(won.affiliateId)).toMatchObject({ status: 'pending' });
      expect(await balances(won.affiliateId)).toEqual({ pending: 1580, held: 0 });

      const lost = await referredRenewal();
      await deliver(event('charge.dispute.created', dispute(lost.renewal, 'needs_response'), days(31)));
      await deliver(event('charge.dispute.closed', dispute(lost.renewal, 'lost'), days(40)));
      expect(await commission(lost.affiliateId)).toEqual({
        status: 'reversed',
        reason: `Invoice INV-${lost.renewal.id.slice(-6)} charged back`,
      });
      expect(await balances(lost.affiliateId)).toEqual({ pending: 0, held: 0 });
    });

    it('leaves a paid-out commission as it is while disputed, and takes it from the next payout when the dispute is lost', async () => {
      const { affiliateId, renewal } = await referredRenewal();
      await paidOut(affiliateId);
      await deliver(event('charge.dispute.created', dispute(renewal, 'needs_response'), days(62)));
      expect(await commission(affiliateId)).toMatchObject({ status: 'approved' });
      await deliver(event('charge.dispute.closed', dispute(renewal, 'lost'), days(70)));
      expect(await balances(affiliateId)).toEqual({ pending: 0, approved: -1580, requested: 0, paid: 1580 });
    });

    it("holds the commission of a member who pays with the affiliate's own card (Stripe's card fingerprint)", async () => {
      const { userId: affiliateId, providerSubscriptionId: own } = await paidSeller();
      const ownInvoice = invoice(own, [days(30), days(61)]);
      stripeKnows.cardOf.set(ownInvoice.id, 'fp_shared_card');
      await deliver(event('invoice.paid', ownInvoice, days(30)));

      const { userId, providerSubscriptionId } = await paidSeller();
      await em().execute(
        `insert into billing.referrals (referred_user_id, affiliate_user_id, click_id, email_key, created_at) values (?, ?, ?, ?, ?)`,
        [userId, affiliateId, affiliateId, `${userId}@example.com`, days(0)],
      );
      const renewal = invoice(providerSubscriptionId, [days(30), days(61)]);
      stripeKnows.cardOf.set(renewal.id, 'fp_shared_card');
      await deliver(event('invoice.paid', renewal, days(30)));
      expect(await commission(affiliateId)).toEqual({ status: 'held', reason: 'Same payment method as the affiliate' });
      expect(await balances(affiliateId)).toEqual({ held: 1580 });
    });
  });

  it('ends the plan when Stripe deletes the subscription', async () => {
    const { userId, providerSubscriptionId } = await paidSeller();
    const deleted = await deliver(
      event('customer.subscription.deleted', subscriptionObject(providerSubscriptionId, { status: 'canceled' }), days(30)),
    );
    expect(deleted.body).toEqual({ received: true, outcome: 'applied' });
    expect(await api().entitlements(userId)).toMatchObject({
      sellerTier: 'free',
      seller: { activeListings: 0 },
      subscriptions: { seller: { status: 'canceled' } },
    });
    expect(await events('billing.subscription-ended.v1')).toBe(1);
  });

  it('answers 200 to events it does not act on, and to events about subscriptions it does not know', async () => {
    expect((await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))).body).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect((await deliver(event('invoice.paid', invoice('sub_unknown', [days(30), days(60)])))).body).toEqual({
      received: true,
      outcome: 'unknown-subscription',
    });
  });

  it("converts a seller's trial when Stripe collects the first payment after it", async () => {
    const user = browser(stripeHost);
    await user.get('/api/auth/me');
    const registered = await user.send('post', '/api/auth/register', {
      email: 'stripe.seller@example.com',
      password: 'acres-and-acres-9',
      firstName: 'Ana',
      lastName: 'Lee',
    });
    const userId = registered.body.id as string;
    await user.send('post', '/api/users/me/capabilities/seller');
    const trial = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro' });
    expect(trial.body).toMatchObject({ kind: 'trial-started', subscription: { status: 'trialing', provider: 'stripe' } });

    // the card was saved through a Stripe subscription whose first charge is at the trial end
    await deliver(checkoutCompleted({ userId, audience: 'seller', tier: 'pro', purpose: 'payment-method' }, 'sub_after_trial', days(1)));
    expect(await seller(userId)).toMatchObject({ status: 'trialing', hasPaymentMethod: true });
    // the trial's own free invoice changes nothing
    await deliver(event('invoice.paid', invoice('sub_after_trial', [days(1), days(14)]), days(1)));
    clock.current = days(15);
    await stripeHost.runJobs();
    expect(await seller(userId)).toMatchObject({ status: 'trialing' });

    await deliver(event('invoice.paid', invoice('sub_after_trial', [days(14), days(44)]), days(14)));
    expect(await api().entitlements(userId)).toMatchObject({
      sellerTier: 'pro',
      subscriptions: { seller: { status: 'active', currentPeriodEnd: days(44).toISOString() } },
    });
    expect(await events('billing.trial-ended.v1')).toBe(1);
    expect(await events('billing.subscription-started.v1')).toBe(1);
  });

  it('still ends a trial without a payment method on the billing clock', async () => {
    const userId = newId();
    await test.database.orm.em.fork().execute(
      `insert into billing.subscriptions (id, user_id, audience, tier, status, trial_ends_at, current_period_start, current_period_end, provider, created_at, updated_at)
       values (?, ?, 'seller', 'pro', 'trialing', ?, ?, ?, 'stripe', ?, ?)`,
      [newId(), userId, days(14), days(0), days(14), days(0), days(0)],
    );
    clock.current = days(14);
    await stripeHost.runJobs();
    expect(await seller(userId)).toMatchObject({ status: 'expired' });
    expect(await events('billing.trial-ended.v1')).toBe(1);
    expect(await events('billing.subscription-ended.v1')).toBe(1);
  });
});
