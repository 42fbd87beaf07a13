import { expect, it } from 'vitest';
import { browser, type Browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { TestPaymentsProvider } from '../../src/adapters/payments/test-payments-provider.ts';
import { PLATFORM } from '../shared/kernel/tokens.ts';
import type {
  AdminPayoutList,
  AffiliateLedgerPage,
  AffiliateOverview,
  HeldCommissionList,
  OwedAffiliateList,
} from './contracts/affiliate.ts';

const clock = {
  current: new Date('2026-11-01T12:00:00Z'),
  now() {
    return this.current;
  },
};
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));
const at = (n: number) => {
  clock.current = day(n);
};

describeHost('billing: the affiliate program', () => {
  // a payout from $7, so two $3.80 commissions reach it; sessions that outlast the months the clock jumps
  const test = useTestHost({
    hostOptions: { clock },
    config: { AFFILIATE_PAYOUT_MINIMUM_CENTS: 700, SESSION_IDLE_DAYS: 90, SESSION_ABSOLUTE_DAYS: 365 },
  });
  const make = given(test);
  let seq = 0;

  async function affiliate(): Promise<User & { code: string }> {
    const member = await make.buyer();
    const overview = (await member.user.get('/api/affiliate')).body as AffiliateOverview;
    return { ...member, code: overview.code };
  }
  const overviewOf = async (member: User) => (await member.user.get('/api/affiliate')).body as AffiliateOverview;

  /** a visitor's browser from its own address */
  function visitor(): Browser {
    const user = browser(test.host);
    user.agent.set('X-Forwarded-For', `198.51.100.${++seq}`);
    user.agent.set('User-Agent', `Browser/${seq}`);
    return user;
  }

  async function register(user: Browser, email = `referred${++seq}-${Date.now()}@example.com`): Promise<User> {
    await user.get('/api/auth/me');
    const registered = await user.send('post', '/api/auth/register', {
      email,
      password: 'acres-and-acres-9',
      firstName: 'Rae',
      lastName: 'Quill',
    });
    expect(registered.status).toBe(201);
    await test.host.projections.settled();
    return { user, id: registered.body.id as string, email, cookie: '' };
  }

  async function payPlus({ user }: User) {
    const checkout = await user.send('post', '/api/billing/subscriptions', { audience: 'buyer', tier: 'plus', trial: false });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    expect((await user.send('post', `/api/billing/checkout/${checkoutId}/complete`)).status).toBe(200);
    // applying the same checkout again earns nothing more
    expect((await user.send('post', `/api/billing/checkout/${checkoutId}/complete`)).status).toBe(200);
    await test.host.projections.settled();
  }

  async function referred(of: { code: string }, email?: string): Promise<User> {
    const user = visitor();
    const visit = await user.get(`/r/${of.code}`);
    expect(visit.status).toBe(303);
    expect(visit.headers.location).toBe('/');
    return register(user, email);
  }

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }

  const commissions = async (where = 'true') =>
    test.database.orm.em
      .fork()
      .execute<Array<{ invoice_id: string; amount_cents: string | number; status: string }>>(
        `select invoice_id, amount_cents, status from billing.commissions where ${where}`,
      );

  it('gives every member a stable code and link, counts clicks and attributes a sign-up to the first click within 60 days', async () => {
    at(0);
    const a = await affiliate();
    const b = await affiliate();
    expect(a.code).toMatch(/^[a-z2-9]{8}$/);
    expect(a.code).not.toBe(b.code);
    expect(await overviewOf(a)).toMatchObject({ code: a.code, linkPath: `/r/${a.code}`, clicks: 0, signUps: 0 });

    await referred(a);
    expect(await overviewOf(a)).toMatchObject({ clicks: 1, signUps: 1, payingMembers: 0 });

    // first click wins: A's link, then B's, then `?ref=` of B on a page
    const both = visitor();
    await both.get(`/r/${a.code}`);
    at(1);
    await both.get(`/r/${b.code}`);
    await both.get(`/search?ref=${b.code}`);
    await register(both);
    expect(await overviewOf(a)).toMatchObject({ clicks: 2, signUps: 2 });
    expect(await overviewOf(b)).toMatchObject({ clicks: 2, signUps: 0 });

    // a registration 61 days after the click is nobody's referral, even with the cookie kept
    at(2);
    const late = visitor();
    await late.get(`/r/${a.code}`);
    at(63);
    await register(late);
    expect((await overviewOf(a)).signUps).toBe(2);

    // an unknown code is no click and leaves no cookie
    const stray = visitor();
    const unknown = await stray.get('/r/zzzzzzzz');
    expect(unknown.status).toBe(303);
    expect(String(unknown.headers['set-cookie'] ?? '')).not.toMatch(/dealacre_ref=/);
    expect((await overviewOf(a)).code).toBe(a.code);
  });

  it('earns 20 % of $19 as 380 cents once per invoice, approves it after the refund window, and sums balances from the ledger', async () => {
    at(0);
    const a = await affiliate();
    const member = await referred(a);
    await payPlus(member);
    const [commission] = await commissions();
    expect(commission).toMatchObject({ status: 'pending' });
    expect(Number(commission.amount_cents)).toBe(380);
    expect(await commissions()).toHaveLength(1);
    expect(await overviewOf(a)).toMatchObject({
      payingMembers: 1,
      earnings: { pending: 3.8, approved: 0, paid: 0 },
      canRequestPayout: false,
    });

    at(29);
    await test.host.runJobs();
    expect((await overviewOf(a)).earnings).toMatchObject({ pending: 3.8, approved: 0 });
    at(30);
    await test.host.runJobs();
    // approved, and the renewal of the same moment earns again, on its own invoice
    expect((await overviewOf(a)).earnings).toMatchObject({ pending: 3.8, approved: 3.8 });
    await test.host.runJobs();
    const all = await commissions();
    expect(all).toHaveLength(2);
    expect(new Set(all.map((row) => row.invoice_id)).size).toBe(2);

    const ledger = (await a.user.get('/api/affiliate/ledger')).body as AffiliateLedgerPage;
    expect(ledger.entries.map((entry) => [entry.kind, entry.from, entry.to, entry.amount]).sort()).toEqual([
      ['commission-approved', 'pending', 'approved', 3.8],
      ['commission-earned', null, 'pending', 3.8],
      ['commission-earned', null, 'pending', 3.8],
    ]);
    // the balances are the ledger's sums, change by change
    const sum = (bucket: string) =>
      ledger.entries.reduce(
        (total, entry) => total + (entry.to === bucket ? Math.abs(entry.amount) : 0) - (entry.from === bucket ? Math.abs(entry.amount) : 0),
        0,
      );
    expect(sum('approved')).toBeCloseTo(3.8);
    expect(sum('pending')).toBeCloseTo(3.8);
    expect((await overviewOf(a)).months.at(-2)).toEqual({ month: '2026-11', earned: 3.8 });
    expect((await a.user.get('/api/affiliate/ledger?page=0')).status).toBe(400);
  });

  it('refuses a payout below the minimum, reverses a refunded commission before and after payout and carries it into the next payout', async () => {
    at(0);
    const a = await affiliate();
    const admin = await administrator();
    const first = await referred(a);
    await payPlus(first);
    const second = await referred(a);
    await payPlus(second);
    const third = await referred(a);
    await payPlus(third);
    const invoiceOf = async (member: User) => ((await member.user.get('/api/billing/invoices')).body as Array<{ id: string }>)[0].id;
    const firstInvoice = await invoiceOf(first);

    // refunded while pending: taken back from pending
    expect((await admin.user.send('post', `/api/admin/invoices/${await invoiceOf(third)}/refund`, { reason: 'Asked for it' })).status).toBe(
      200,
    );
    expect((await overviewOf(a)).earnings).toMatchObject({ pending: 7.6 });

    expect((await a.user.send('post', '/api/affiliate/payouts')).status).toBe(422);
    at(30);
    await test.host.runJobs();
    // the two kept are approved; the three renewals of the same moment earn anew
    expect(await overviewOf(a)).toMatchObject({ earnings: { pending: 11.4, approved: 7.6 }, canRequestPayout: true });

    const asked = await a.user.send('post', '/api/affiliate/payouts');
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ amount: 7.6, status: 'requested' });
    expect((await a.user.send('post', '/api/affiliate/payouts')).status).toBe(409);
    expect((await overviewOf(a)).earnings).toMatchObject({ approved: 0, requested: 7.6 });

    const list = (await admin.user.get('/api/admin/affiliate/payouts?status=requested')).body as AdminPayoutList;
    expect(list).toMatchObject({ total: 1, totalAmount: 7.6, payouts: [{ id: asked.body.id, amount: 7.6, member: { id: a.id } }] });
    expect((await admin.user.send('post', `/api/admin/affiliate/payouts/${asked.body.id}/paid`, { reference: '' })).status).toBe(400);
    const paid = await admin.user.send('post', `/api/admin/affiliate/payouts/${asked.body.id}/paid`, { reference: 'ACH 20261201-7' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', reference: 'ACH 20261201-7' });
    expect((await admin.user.send('post', `/api/admin/affiliate/payouts/${asked.body.id}/paid`, { reference: 'again' })).status).toBe(409);

    // refunded after payout: a negative entry the next payout carries
    expect((await admin.user.send('post', `/api/admin/invoices/${firstInvoice}/refund`, { reason: 'Chargeback' })).status).toBe(200);
    expect((await overviewOf(a)).earnings).toMatchObject({ approved: -3.8, paid: 7.6, requested: 0 });
    expect((await a.user.send('post', '/api/affiliate/payouts')).status).toBe(422);

    const csv = await admin.user.get('/api/admin/affiliate/payouts/export');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('ACH 20261201-7');
    const audit = await test.database.orm.em
      .fork()
      .execute<Array<{ action: string }>>(`select action from platform.audit_log where action like 'billing.payout%'`);
    expect(audit.map((row) => row.action)).toEqual(['billing.payout-paid']);
  });

  it('holds the commission of a self-referral for review: the same mailbox or the same browser and address', async () => {
    at(0);
    const owner = visitor();
    const email = `jo.ann${++seq}@gmail.com`;
    const me = await register(owner, email);
    const code = ((await me.user.get('/api/affiliate')).body as AffiliateOverview).code;
    const a = { ...me, code };

    const twin = await referred(a, email.replace('jo.ann', 'joann').replace('@', '+deals@'));
    await payPlus(twin);
    expect((await overviewOf(me)).earnings).toMatchObject({ pending: 0, held: 3.8 });

    // the affiliate's own browser and address, signed out, making another account the next day
    at(1);
    await owner.get(`/r/${code}`);
    await owner.send('post', '/api/auth/logout');
    const again = await register(owner);
    await payPlus(again);
    await owner.send('post', '/api/auth/logout');
    await owner.get('/api/auth/me');
    expect((await owner.send('post', '/api/auth/login', { email, password: 'acres-and-acres-9' })).status).toBe(200);
    expect((await overviewOf(me)).earnings).toMatchObject({ held: 7.6 });

    const admin = await administrator();
    const held = (await admin.user.get('/api/admin/affiliate/commissions')).body as HeldCommissionList;
    expect(held.total).toBe(2);
    expect(held.commissions.map((row) => row.reason)).toEqual([
      'Same email address as the affiliate',
      'Same browser and address as the affiliate',
    ]);
    const [byEmail, byBrowser] = held.commissions;
    const decide = (id: string, body: object) => admin.user.send('post', `/api/admin/affiliate/commissions/${id}/decision`, body);
    expect((await decide(byEmail.id, { approve: true })).status).toBe(400);
    expect((await decide(byEmail.id, { approve: true, reason: 'Spouse, separate business' })).body).toMatchObject({ status: 'pending' });
    expect((await decide(byBrowser.id, { approve: false, reason: 'Own second account' })).body).toMatchObject({ status: 'rejected' });
    expect((await decide(byBrowser.id, { approve: true, reason: 'Changed my mind' })).status).toBe(409);
    expect((await overviewOf(me)).earnings).toMatchObject({ held: 0, pending: 3.8 });
    const audit = await test.database.orm.em
      .fork()
      .execute<Array<{ action: string; reason: string }>>(
        `select action, reason from platform.audit_log where action like 'billing.commission%' order by id`,
      );
    expect(audit).toMatchObject([
      { action: 'billing.commission-released', reason: 'Spouse, separate business' },
      { action: 'billing.commission-rejected', reason: 'Own second account' },
    ]);
  });

  it("holds the commission of a member who pays with the affiliate's own test card", async () => {
    at(0);
    const a = await affiliate();
    const payments = test.host.container.get<TestPaymentsProvider>(PLATFORM.Payments);
    await payments.useCard(a.id, '4242 4242 4242 4242');
    await payPlus(a);
    const sameCard = await referred(a);
    await payments.useCard(sameCard.id, '4242 4242 4242 4242');
    await payPlus(sameCard);
    await payPlus(await referred(a)); // their own card
    expect((await commissions(`referred_user_id = '${sameCard.id}'`))[0]).toMatchObject({ status: 'held' });
    expect((await overviewOf(a)).earnings).toMatchObject({ held: 3.8, pending: 3.8 });
    const admin = await administrator();
    const held = (await admin.user.get('/api/admin/affiliate/commissions')).body as HeldCommissionList;
    expect(held.commissions.filter((row) => row.affiliate.id === a.id).map((row) => row.reason)).toEqual([
      'Same payment method as the affiliate',
    ]);
  });

  it('lists in the monthly run every affiliate owed at least the minimum who has not asked, to be paid or held', async () => {
    at(0);
    const admin = await administrator();
    const [paid, held, asking, short] = [await affiliate(), await affiliate(), await affiliate(), await affiliate()];
    for (const member of [paid, paid, held, held, asking, asking, short]) await payPlus(await referred(member));
    at(30);
    await test.host.runJobs();
    expect((await asking.user.send('post', '/api/affiliate/payouts')).status).toBe(201);

    const run = async () => (await admin.user.get('/api/admin/affiliate/owed')).body as OwedAffiliateList;
    const ours = (list: OwedAffiliateList) =>
      list.affiliates
        .filter((row) => [paid.id, held.id, asking.id, short.id].includes(row.member.id))
        .map((row) => [row.member.id, row.approved]);
    // $7.60 each (the minimum is $7); the one who asked is in the payouts table, the one at $3.80 waits
    expect(ours(await run())).toEqual(
      expect.arrayContaining([
        [paid.id, 7.6],
        [held.id, 7.6],
      ]),
    );
    expect(ours(await run())).toHaveLength(2);

    const pay = (id: string, body: object) => admin.user.send('post', `/api/admin/affiliate/owed/${id}/paid`, body);
    expect((await pay(paid.id, { reference: '' })).status).toBe(400);
    const payment = await pay(paid.id, { reference: 'ACH 55' });
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({ amount: 7.6, status: 'paid', reference: 'ACH 55', member: { id: paid.id } });
    expect((await pay(paid.id, { reference: 'ACH 56' })).status).toBe(422);
    expect((await pay(short.id, { reference: 'ACH 57' })).status).toBe(422);
    const hold = await admin.user.send('post', `/api/admin/affiliate/owed/${held.id}/hold`, { reason: 'Tax form missing' });
    expect(hold.body).toMatchObject({ amount: 7.6, status: 'held' });
    expect(ours(await run())).toEqual([]);

    expect((await overviewOf(paid)).earnings).toMatchObject({ approved: 0, paid: 7.6 });
    expect((await overviewOf(held)).earnings).toMatchObject({ approved: 0, requested: 7.6 });
    const audit = await test.database.orm.em
      .fork()
      .execute<Array<{ action: string; subject_id: string }>>(
        `select action from platform.audit_log where action like 'billing.payout%' order by id`,
      );
    expect(audit.map((row) => row.action)).toEqual(['billing.payout-paid', 'billing.payout-held']);
    expect((await paid.user.get('/api/admin/affiliate/owed')).status).toBe(403);
  });

  it('refuses the payouts back office to visitors, members and API keys', async () => {
    at(0);
    const member = await make.proBuyer();
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const stranger = browser(test.host);
    await stranger.get('/api/auth/me');
    expect((await stranger.get('/api/affiliate')).status).toBe(401);
    for (const path of ['/api/admin/affiliate/payouts', '/api/admin/affiliate/payouts/export', '/api/admin/affiliate/commissions']) {
      expect((await stranger.get(path)).status, path).toBe(401);
      expect((await member.user.get(path)).status, path).toBe(403);
      expect((await test.http().get(path).set('Authorization', `Bearer ${secret}`)).status, path).toBe(403);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await member.user.send('post', `/api/admin/affiliate/payouts/${id}/paid`, { reference: 'x' })).status).toBe(403);
    expect((await member.user.send('post', `/api/admin/affiliate/payouts/${id}/hold`, { reason: 'xyz' })).status).toBe(403);
    expect(
      (await member.user.send('post', `/api/admin/affiliate/commissions/${id}/decision`, { approve: true, reason: 'xyz' })).status,
    ).toBe(403);
    await test.grantAdmin(member.id);
    expect((await test.http().get('/api/admin/affiliate/payouts').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
    expect((await member.user.get('/api/admin/affiliate/payouts?month=2026-13')).status).toBe(400);
  });
});
