import { expect, it } from 'vitest';
import type { TestPaymentsProvider } from '../../src/adapters/payments/test-payments-provider.ts';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { PLATFORM } from '../shared/kernel/tokens.ts';
import type { AdminInvoice, AdminInvoiceList, AdminSubscriptionList } from './contracts/admin-billing.ts';

const clock = {
  current: new Date('2026-11-01T12:00:00Z'),
  now() {
    return this.current;
  },
};
const at = (iso: string) => {
  clock.current = new Date(iso);
};

describeHost('billing: the back office subscriptions and invoices tables, and refunds', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test);

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }

  /**
   * A on Buyer Plus whose renewal failed, B on Buyer Pro and C on Seller Starter renewed once, then D
   * trialing Seller Pro; an administrator signed in after the renewals.
   */
  async function members() {
    at('2026-11-01T12:00:00Z');
    const a = await make.plusBuyer();
    at('2026-11-01T12:01:00Z');
    const b = await make.proBuyer();
    at('2026-11-01T12:02:00Z');
    const c = await make.sellerOn('starter');
    await test.host.container.get<TestPaymentsProvider>(PLATFORM.Payments).setDeclining(a.id, true);
    at('2026-12-01T13:00:00Z');
    await test.host.runJobs();
    const d = await make.freeSeller();
    expect((await d.user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro', trial: true })).status).toBe(201);
    const admin = await administrator();
    return { a, b, c, d, admin };
  }

  it('refuses every billing back-office endpoint to visitors, members and API keys', async () => {
    at('2026-11-01T12:00:00Z');
    const member = await make.proBuyer();
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const [invoice] = (await member.user.get('/api/billing/invoices')).body as AdminInvoice[];
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    for (const path of [
      '/api/admin/subscriptions',
      '/api/admin/subscriptions/export',
      '/api/admin/invoices',
      '/api/admin/invoices/export',
    ]) {
      expect((await visitor.get(path)).status, path).toBe(401);
      expect((await member.user.get(path)).status, path).toBe(403);
      expect((await test.http().get(path).set('Authorization', `Bearer ${secret}`)).status, path).toBe(403);
    }
    const refund = `/api/admin/invoices/${invoice!.id}/refund`;
    expect((await visitor.send('post', refund, { reason: 'Goodwill' })).status).toBe(401);
    expect((await member.user.send('post', refund, { reason: 'Goodwill' })).status).toBe(403);
    await test.grantAdmin(member.id);
    // a key never carries administrator rights, even an administrator's
    expect((await test.http().get('/api/admin/invoices').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
    expect((await member.user.get('/api/billing/invoices')).body[0]).toMatchObject({ status: 'paid', refundedAt: null });
  });

  it('lists subscriptions with plan, status, trial end, MRR and failed payments: searched, filtered, sorted, paged and exported', async () => {
    const { a, b, c, d, admin } = await members();
    const list = async (query = '') => {
      const response = await admin.user.get(`/api/admin/subscriptions${query}`);
      expect(response.status, query).toBe(200);
      return response.body as AdminSubscriptionList;
    };
    const ids = (result: AdminSubscriptionList) => result.subscriptions.map((row) => row.member.id);

    const all = await list();
    expect(all.total).toBe(4);
    expect(ids(all)).toEqual([d.id, c.id, b.id, a.id]);
    expect(all.subscriptions.find((row) => row.member.id === a.id)).toMatchObject({
      member: { id: a.id, name: 'Ada Moss', email: a.email },
      audience: 'buyer',
      tier: 'plus',
      plan: 'Buyer Plus',
      status: 'past_due',
      trialEndsAt: null,
      startedAt: '2026-11-01T12:00:00.000Z',
      mrr: 19,
      failedPayments: 1,
      provider: 'test',
    });
    expect(all.subscriptions.find((row) => row.member.id === c.id)).toMatchObject({
      status: 'active',
      plan: 'Starter',
      currentPeriodEnd: '2027-01-01T12:02:00.000Z',
      mrr: 29,
      failedPayments: 0,
    });
    expect(all.subscriptions[0]).toMatchObject({ status: 'trialing', plan: 'Pro', trialEndsAt: '2026-12-15T13:00:00.000Z', mrr: 0 });

    expect(ids(await list('?status=past_due'))).toEqual([a.id]);
    expect(ids(await list('?audience=seller'))).toEqual([d.id, c.id]);
    expect(ids(await list('?audience=buyer&tier=pro'))).toEqual([b.id]);
    expect(ids(await list(`?q=${encodeURIComponent(b.email.toUpperCase())}`))).toEqual([b.id]);
    expect(ids(await list(`?q=${c.id}`))).toEqual([c.id]);
    expect(await list('?q=nobody-at-all')).toMatchObject({ total: 0, subscriptions: [] });
    expect(ids(await list('?sort=amount'))).toEqual([b.id, c.id, a.id, d.id]);
    expect(ids(await list('?sort=amount&order=asc'))).toEqual([d.id, a.id, c.id, b.id]);
    expect(ids(await list('?sort=trial-end'))[0]).toBe(d.id);
    expect(ids(await list('?sort=period-end&status=active'))).toEqual([b.id, c.id]);
    const page2 = await list('?sort=started&order=asc&page=2&pageSize=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(ids(page2)).toEqual([c.id, d.id]);
    for (const bad of ['?pageSize=500', '?q=%00', '?status=bogus', '?sort=name', '?tier=gold']) {
      expect((await admin.user.get(`/api/admin/subscriptions${bad}`)).status, bad).toBe(400);
    }

    const csv = await admin.user.get('/api/admin/subscriptions/export?audience=seller&sort=amount');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,member_id,member_name,member_email,audience,plan,status,cancel_at_period_end,trial_ends_at,current_period_end,started_at,mrr,failed_payments,provider',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${c.id},Ada Moss,${c.email},seller,Starter,active,no,,2027-01-01T12:02:00.000Z,`);
    expect(lines[1]).toMatch(/,29\.00,0,test$/);
    expect(lines[2]).toContain(`,${d.id},Ada Moss,${d.email},seller,Pro,trialing,no,2026-12-15T13:00:00.000Z,`);
  });

  it('lists every invoice, failures on their own, by member, and exports the filter', async () => {
    const { a, b, admin } = await members();
    const list = async (query = '') => {
      const response = await admin.user.get(`/api/admin/invoices${query}`);
      expect(response.status, query).toBe(200);
      return response.body as AdminInvoiceList;
    };
    const all = await list();
    // three checkouts, two renewals paid, one failed; a trial bills nothing
    expect(all.total).toBe(6);
    expect(all.invoices.map((invoice) => invoice.createdAt)).toEqual(
      [...all.invoices.map((invoice) => invoice.createdAt)].sort().reverse(),
    );

    // pages past the middle are read from the other end: together the pages are the list, in its order
    for (const sort of ['', '?order=asc', '?sort=amount', '?sort=amount&order=asc']) {
      const whole = (await list(sort)).invoices.map((invoice) => invoice.id);
      const paged: string[] = [];
      for (const page of [1, 2, 3, 4]) {
        paged.push(...(await list(`${sort ? `${sort}&` : '?'}page=${page}&pageSize=2`)).invoices.map((invoice) => invoice.id));
      }
      expect(paged, sort).toEqual(whole);
    }

    const failed = await list('?status=failed');
    expect(failed.total).toBe(1);
    expect(failed.invoices[0]).toMatchObject({
      member: { id: a.id, name: 'Ada Moss', email: a.email },
      description: 'DealAcre Buyer Plus (monthly)',
      amount: 19,
      currency: 'usd',
      status: 'failed',
      provider: 'test',
      providerReference: expect.any(String),
      number: expect.stringMatching(/^DA-2026-\d{6}$/),
      refundedAt: null,
    });
    const ofB = await list(`?memberId=${b.id}`);
    expect(ofB.invoices.map((invoice) => [invoice.member.id, invoice.status, invoice.amount])).toEqual([
      [b.id, 'paid', 39],
      [b.id, 'paid', 39],
    ]);
    expect((await list(`?q=${encodeURIComponent(a.email)}&status=paid`)).total).toBe(1);
    expect((await list('?sort=amount&pageSize=1')).invoices[0]).toMatchObject({ amount: 39 });
    expect((await admin.user.get('/api/admin/invoices?memberId=someone')).status).toBe(400);
    expect((await admin.user.get('/api/admin/invoices?status=open')).status).toBe(400);

    const csv = await admin.user.get('/api/admin/invoices/export?status=failed');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,number,member_id,member_name,member_email,description,amount,currency,status,created_at,refunded_at,provider,provider_reference',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,${a.id},Ada Moss,${a.email},DealAcre Buyer Plus (monthly),19.00,usd,failed,2026-12-01T13:00:00.000Z,,test,`,
    );
  });

  it('refunds a paid test invoice once, with the reason in the audit log, and leaves the subscription running', async () => {
    const { a, b, admin } = await members();
    const [latest] = ((await admin.user.get(`/api/admin/invoices?memberId=${b.id}`)).body as AdminInvoiceList).invoices;
    const path = `/api/admin/invoices/${latest!.id}/refund`;

    expect((await admin.user.send('post', path, { reason: '' })).status).toBe(400);
    expect((await admin.user.send('post', path, { reason: 'Charged\u0000twice' })).status).toBe(400);
    const refunded = await admin.user.send('post', path, { reason: 'Charged twice this month' });
    expect(refunded.status).toBe(200);
    expect(refunded.body as AdminInvoice).toMatchObject({
      id: latest!.id,
      status: 'refunded',
      refundedAt: '2026-12-01T13:00:00.000Z',
      member: { id: b.id },
    });

    const again = await admin.user.send('post', path, { reason: 'Charged twice this month' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This invoice is refunded already');
    const [failed] = ((await admin.user.get(`/api/admin/invoices?memberId=${a.id}&status=failed`)).body as AdminInvoiceList).invoices;
    const unpaid = await admin.user.send('post', `/api/admin/invoices/${failed!.id}/refund`, { reason: 'Goodwill' });
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.message).toBe('Only a paid invoice can be refunded');
    expect(
      (await admin.user.send('post', '/api/admin/invoices/0190a4c4-0000-7000-8000-000000000000/refund', { reason: 'Goodwill' })).status,
    ).toBe(404);
    const [stripeInvoice] = ((await admin.user.get(`/api/admin/invoices?memberId=${b.id}`)).body as AdminInvoiceList).invoices.slice(1);
    await test.database.orm.em.fork().execute(`update billing.invoices set provider = 'stripe' where id = ?`, [stripeInvoice!.id]);
    const atStripe = await admin.user.send('post', `/api/admin/invoices/${stripeInvoice!.id}/refund`, { reason: 'Goodwill' });
    expect(atStripe.status).toBe(422);
    expect(atStripe.body.message).toBe('Refunds go through the Stripe dashboard');

    const stored = await test.database.orm.em
      .fork()
      .execute<Array<{ status: string; refunded_at: Date }>>('select status, refunded_at from billing.invoices where id = ?', [latest!.id]);
    expect(stored[0]).toMatchObject({ status: 'refunded' });
    expect(new Date(stored[0]!.refunded_at).toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(((await admin.user.get('/api/admin/invoices?status=refunded')).body as AdminInvoiceList).invoices.map((row) => row.id)).toEqual([
      latest!.id,
    ]);

    const log = await admin.user.get(`/api/admin/audit-log?subjectId=${latest!.id}`);
    expect(log.body.total).toBe(1);
    expect(log.body.records[0]).toMatchObject({
      actor: { id: admin.id },
      action: 'billing.invoice-refunded',
      subject: { type: 'invoice', id: latest!.id },
      reason: 'Charged twice this month',
      before: { number: latest!.number, amount: 39, status: 'paid', refundedAt: null },
      after: { number: latest!.number, amount: 39, status: 'refunded', refundedAt: '2026-12-01T13:00:00.000Z' },
    });
    expect((await admin.user.get('/api/admin/audit-log?action=billing.')).body.total).toBe(1);

    // the totals are what counting the invoices finds, after invoices written, changed and deleted
    await test.database.orm.em.fork().execute('delete from billing.invoices where id = ?', [stripeInvoice!.id]);
    const counted = await test.database.orm.em
      .fork()
      .execute<Array<{ status: string; n: number }>>('select status, count(*)::int as n from billing.invoices group by status');
    const total = async (query: string) => ((await admin.user.get(`/api/admin/invoices${query}`)).body as AdminInvoiceList).total;
    for (const status of ['paid', 'failed', 'refunded']) {
      expect(await total(`?status=${status}`), status).toBe(counted.find((row) => row.status === status)?.n ?? 0);
    }
    expect(await total('')).toBe(counted.reduce((sum, row) => sum + row.n, 0));
    expect(await total('?page=2&pageSize=2')).toBe(counted.reduce((sum, row) => sum + row.n, 0));

    // the member sees the refund among their receipts and keeps the plan
    const me = browser(test.host);
    await me.get('/api/auth/me');
    expect((await me.send('post', '/api/auth/login', { email: b.email, password: 'acres-and-acres-9' })).status).toBe(200);
    expect((await me.get('/api/billing/invoices')).body[0]).toMatchObject({ id: latest!.id, status: 'refunded' });
    expect((await me.get('/api/billing/me')).body).toMatchObject({ buyerTier: 'pro', subscriptions: { buyer: { status: 'active' } } });
  });
});
