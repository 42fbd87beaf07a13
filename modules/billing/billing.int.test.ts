import supertest from 'supertest';
import { expect, it } from 'vitest';
import type { TestPaymentsProvider } from '../../src/adapters/payments/test-payments-provider.ts';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { PLATFORM } from '../shared/kernel/tokens.ts';
import { ListInvoices } from './application/reports/list-invoices/list-invoices.query.ts';
import { BILLING_API, type BillingApi } from './contracts/api.ts';

const clock = {
  current: new Date('2026-11-01T12:00:00Z'),
  now() {
    return this.current;
  },
};
const days = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));

describeHost('billing: plans, trials, checkout, the billing clock and entitlements', () => {
  const test = useTestHost({ hostOptions: { clock } });
  let seq = 0;

  async function seller(at = days(0)) {
    clock.current = at;
    const user = browser(test.host);
    await user.get('/api/auth/me');
    const registered = await user.send('post', '/api/auth/register', {
      email: `seller${++seq}@example.com`,
      password: 'acres-and-acres-9',
      firstName: 'Lee',
      lastName: 'Park',
    });
    await user.send('post', '/api/users/me/capabilities/seller');
    return { user, id: registered.body.id as string };
  }
  const events = async (type: string) =>
    (
      await test.database.orm.em
        .fork()
        .execute<Array<{ n: number }>>(`select count(*)::int as n from platform.outbox where type = ?`, [type])
    )[0].n;

  it('publishes the catalog with the spec prices and badges', async () => {
    const { body } = await supertest(test.host.app).get('/api/billing/plans').expect(200);
    expect(body.trialDays).toBe(14);
    expect(
      body.buyer.map((p: { tier: string; monthlyPrice: number; badge?: string }) => [p.tier, p.monthlyPrice, p.badge ?? null]),
    ).toEqual([
      ['free', 0, null],
      ['plus', 19, 'Most Popular'],
      ['pro', 39, null],
    ]);
    expect(
      body.seller.map((p: { tier: string; monthlyPrice: number; badge?: string }) => [p.tier, p.monthlyPrice, p.badge ?? null]),
    ).toEqual([
      ['free', 0, null],
      ['trial', 0, null],
      ['starter', 29, null],
      ['pro', 79, 'Most Popular'],
      ['premium', 149, null],
    ]);
  });

  it('starts the 14-day trial once, with the trial limits, and lets it expire without a payment method', async () => {
    const { user, id } = await seller();
    expect((await user.get('/api/billing/me')).body).toMatchObject({
      sellerTier: 'free',
      seller: { activeListings: 0 },
      trialAvailable: true,
    });

    const started = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      kind: 'trial-started',
      subscription: { tier: 'pro', status: 'trialing', trialEndsAt: days(14).toISOString() },
    });
    const api = test.host.container.get<BillingApi>(BILLING_API);
    expect(await api.entitlements(id)).toMatchObject({
      sellerTier: 'trial',
      seller: { activeListings: 15, featuredPerMonth: 1, pipelineAndLeads: true },
      trialAvailable: false,
    });

    clock.current = days(13);
    await test.host.runJobs();
    expect((await api.entitlements(id)).sellerTier).toBe('trial');
    clock.current = days(14);
    await test.host.runJobs();
    expect(await api.entitlements(id)).toMatchObject({ sellerTier: 'free', subscriptions: { seller: { status: 'expired' } } });
    expect(await events('billing.trial-ended.v1')).toBe(1);
    expect(await events('billing.subscription-ended.v1')).toBe(1);

    clock.current = days(0); // keep the session (idle for 14 days by now) alive for the last request
    const again = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro' });
    expect(again.status).toBe(200);
    expect(again.body.kind).toBe('checkout'); // the trial is gone: straight to paying
  });

  it('converts a trial into the plan when a payment method was added', async () => {
    const { user, id } = await seller();
    await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'starter' });
    const setup = await user.send('post', '/api/billing/subscriptions/seller/payment-method');
    const checkoutId = setup.body.checkoutUrl.split('/').pop();
    const paid = await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    await user.send('post', `/api/billing/checkout/${new URL(paid.body.redirectTo).searchParams.get('session_id')}/complete`);
    clock.current = days(15);
    await test.host.runJobs();
    expect(await test.host.container.get<BillingApi>(BILLING_API).entitlements(id)).toMatchObject({
      sellerTier: 'starter',
      seller: { activeListings: 3 },
      subscriptions: { seller: { status: 'active', currentPeriodEnd: new Date(Date.UTC(2026, 11, 15, 12)).toISOString() } },
    });
  });

  it('sells a paid plan through the test checkout, applying it once', async () => {
    const { user } = await seller();
    const subscribe = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'premium', trial: false });
    expect(subscribe.body).toEqual({
      kind: 'checkout',
      checkoutUrl: expect.stringMatching(/^\/billing\/test-checkout\/test_cs_[0-9a-f]{24}$/),
    });
    const checkoutId = subscribe.body.checkoutUrl.split('/').pop();

    const page = await user.get(`/api/payments/test-checkout/${checkoutId}`);
    expect(page.body).toMatchObject({ testMode: true, description: 'DealAcre Premium (monthly)', amountCents: 14_900, status: 'open' });
    const stranger = (await seller()).user;
    expect((await stranger.get(`/api/payments/test-checkout/${checkoutId}`)).status).toBe(403);

    const early = await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);
    expect(early.status).toBe(422);
    const paid = await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    expect(paid.body.redirectTo).toBe(`http://localhost:3000/billing/checkout-complete?session_id=${checkoutId}`);
    const completed = await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);
    expect(completed.body).toMatchObject({ sellerTier: 'premium', seller: { activeListings: null, featuredPerMonth: null } });
    await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);
    expect(await events('billing.subscription-started.v1')).toBe(1);
  });

  it('changes plans, cancels at the period end, resumes, and expires after failed renewals', async () => {
    const { user, id } = await seller();
    const checkout = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: false });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);

    expect(
      (await user.send('patch', '/api/billing/subscriptions/seller', { action: 'change-plan', tier: 'starter' })).body.sellerTier,
    ).toBe('starter');
    expect((await user.send('patch', '/api/billing/subscriptions/seller', { action: 'change-plan', tier: 'gold' })).status).toBe(400);
    expect(
      (await user.send('patch', '/api/billing/subscriptions/seller', { action: 'cancel' })).body.subscriptions.seller.cancelAtPeriodEnd,
    ).toBe(true);
    expect(
      (await user.send('patch', '/api/billing/subscriptions/seller', { action: 'resume' })).body.subscriptions.seller.cancelAtPeriodEnd,
    ).toBe(false);

    await test.host.container.get<TestPaymentsProvider>(PLATFORM.Payments).setDeclining(id, true);
    clock.current = new Date('2026-12-01T12:00:00Z');
    await test.host.runJobs();
    const api = test.host.container.get<BillingApi>(BILLING_API);
    expect(await api.entitlements(id)).toMatchObject({ sellerTier: 'starter', subscriptions: { seller: { status: 'past_due' } } });
    clock.current = new Date('2026-12-08T12:00:00Z');
    await test.host.runJobs();
    expect(await api.entitlements(id)).toMatchObject({ sellerTier: 'free', subscriptions: { seller: { status: 'expired' } } });
  });

  it('lists every charge as an invoice: the checkout, then a failed renewal once', async () => {
    const { user, id } = await seller();
    expect((await user.get('/api/billing/invoices')).body).toEqual([]);
    const checkout = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: false });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);
    await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);

    const first = (await user.get('/api/billing/invoices')).body;
    expect(first).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^DA-2026-\d{6}$/),
        description: 'DealAcre Pro (monthly)',
        amount: 79,
        currency: 'usd',
        status: 'paid',
        periodStart: '2026-11-01T12:00:00.000Z',
        periodEnd: '2026-12-01T12:00:00.000Z',
        hostedUrl: null,
      }),
    ]);

    // a month later the browser session has expired: read as that user through the query bus
    const invoicesOf = (userId: string) =>
      test.host.queries.ask(ListInvoices, undefined, { userId, roles: ['buyer', 'seller'], isAdmin: false });
    const payments = test.host.container.get<TestPaymentsProvider>(PLATFORM.Payments);
    await payments.setDeclining(id, true);
    clock.current = new Date('2026-12-01T12:00:00Z');
    await test.host.runJobs();
    clock.current = new Date('2026-12-02T12:00:00Z');
    await test.host.runJobs(); // the clock running again changes nothing
    const failed = await invoicesOf(id);
    expect(failed.map((invoice: { status: string }) => invoice.status)).toEqual(['failed', 'paid']);
    expect(failed[0]).toMatchObject({ amount: 79, periodStart: null });

    const stranger = await seller();
    expect((await stranger.user.get('/api/billing/invoices')).body).toEqual([]);
    expect((await supertest(test.host.app).get('/api/billing/invoices')).status).toBe(401);
  });

  it('renews on the day of the month it was bought, or the last day of a shorter month', async () => {
    const { user, id } = await seller(new Date('2027-01-31T12:00:00Z'));
    const checkout = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: false });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    await user.send('post', `/api/billing/checkout/${checkoutId}/complete`);
    for (const renewal of ['2027-02-28', '2027-03-31', '2027-04-30']) {
      clock.current = new Date(`${renewal}T12:00:00Z`);
      await test.host.runJobs();
    }
    const invoices = await test.host.queries.ask(ListInvoices, undefined, { userId: id, roles: ['buyer', 'seller'], isAdmin: false });
    expect(
      invoices.map((invoice: { status: string; periodStart: string | null; periodEnd: string | null }) => [
        invoice.status,
        invoice.periodStart?.slice(0, 10),
        invoice.periodEnd?.slice(0, 10),
      ]),
    ).toEqual([
      ['paid', '2027-04-30', '2027-05-31'],
      ['paid', '2027-03-31', '2027-04-30'],
      ['paid', '2027-02-28', '2027-03-31'],
      ['paid', '2027-01-31', '2027-02-28'],
    ]);
  });

  it('refuses seller plans without the seller capability and unknown plans', async () => {
    const buyer = browser(test.host);
    await buyer.get('/api/auth/me');
    await buyer.send('post', '/api/auth/register', {
      email: 'just.buying@example.com',
      password: 'acres-and-acres-9',
      firstName: 'Bo',
      lastName: 'Yu',
    });
    const refused = await buyer.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Enable seller capability first');
    const unknown = await buyer.send('post', '/api/billing/subscriptions', { audience: 'buyer', tier: 'platinum' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no buyer plan called "platinum"');
    expect((await supertest(test.host.app).get('/api/billing/me')).status).toBe(401);
  });

  it('shows a paid buyer plan as the buyerTier of the current user', async () => {
    const buyer = browser(test.host);
    await buyer.get('/api/auth/me');
    await buyer.send('post', '/api/auth/register', {
      email: 'plus.buyer@example.com',
      password: 'acres-and-acres-9',
      firstName: 'Ivy',
      lastName: 'Cho',
    });
    expect((await buyer.get('/api/auth/me')).body.buyerTier).toBe('free');
    const checkout = await buyer.send('post', '/api/billing/subscriptions', { audience: 'buyer', tier: 'plus' });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    await buyer.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    await buyer.send('post', `/api/billing/checkout/${checkoutId}/complete`);
    // identity keeps its copy of the tier from billing's event
    await test.host.projections.settled();
    expect((await buyer.get('/api/auth/me')).body.buyerTier).toBe('plus');
  });

  it('sells nothing on a production host without Stripe keys: no checkout, no trial, no test checkout page', async () => {
    const production = await test.createHost({}, { NODE_ENV: 'production' });
    const csrf = 'c'.repeat(43);
    // from an address of its own: registrations are limited per address, and Redis keeps the count between tests
    const signedIn = await supertest(production.app)
      .post('/api/auth/register')
      .set({ Cookie: `csrf_token=${csrf}`, 'X-CSRF-Token': csrf, 'X-Forwarded-For': '198.51.100.90' })
      .send({ email: 'no.sale@example.com', password: 'acres-and-acres-9', firstName: 'Lee', lastName: 'Park' })
      .expect(201);
    const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
    const token = cookies.find((cookie) => cookie.startsWith('csrf_token='))!.slice('csrf_token='.length);
    const agent = supertest(production.app);
    const asSeller = (request: supertest.Test) => request.set({ Cookie: cookies.join('; '), 'X-CSRF-Token': token });
    await asSeller(agent.post('/api/users/me/capabilities/seller')).expect(200);

    for (const body of [
      { audience: 'seller', tier: 'pro', trial: true },
      { audience: 'seller', tier: 'pro', trial: false },
      { audience: 'buyer', tier: 'plus' },
    ]) {
      const refused = await asSeller(agent.post('/api/billing/subscriptions')).send(body);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'payments_unavailable',
        message: 'Paid plans are not on sale on this server yet: it takes no payments until its operator connects Stripe.',
      });
    }
    expect((await asSeller(agent.get('/api/billing/me')).expect(200)).body).toMatchObject({
      buyerTier: 'free',
      sellerTier: 'free',
      trialAvailable: true,
      subscriptions: { buyer: null, seller: null },
    });
    expect((await asSeller(agent.post('/api/payments/test-checkout/test_cs_1/pay'))).status).toBe(404);
  });
});
