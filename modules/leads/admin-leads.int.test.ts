import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { startMailCatcher } from '../../src/testing/mail-catcher.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { AdminSellerLead, AdminSellerLeadList } from './contracts/admin-leads.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return new Date(this.current);
  },
};
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

const TEXAS = {
  propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
  fullName: 'Dolores Reyes',
  phone: '(512) 867-5309',
  email: 'dolores@example.com',
  situation: 'probate',
};
const VERMONT = {
  propertyAddress: '12 Church St, Burlington, VT 05401',
  fullName: 'Walter Finch',
  phone: '(802) 555-0142',
  email: 'walter@example.com',
  situation: 'repairs',
};
const OKLAHOMA = {
  propertyAddress: '400 Main St, Tulsa, OK 74103',
  fullName: '=HYPERLINK("x") Okafor',
  phone: '(918) 555-0199',
  email: 'okafor@example.com',
};

describeHost('leads: the back office leads queue, assignment and the administrators told of uncovered leads', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);
  let address = 0;

  function visitor() {
    const agent = browser(test.host);
    agent.agent.set('X-Forwarded-For', `198.51.100.${++address}`);
    return agent;
  }
  async function submit(body: Record<string, unknown>): Promise<string> {
    const owner = visitor();
    await owner.get('/api/auth/me');
    const response = await owner.send('post', '/api/seller-leads', body);
    expect(response.status).toBe(201);
    return response.body.id as string;
  }
  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }
  /** a member whose address is confirmed, so mails reach them */
  async function confirmed(member: Promise<User>): Promise<User> {
    const user = await member;
    const token = new URL(catcher.linkIn(user.email, '/verify-email')).searchParams.get('token');
    expect((await user.user.send('post', '/api/auth/verify-email', { token })).status).toBe(200);
    return user;
  }
  const list = async (admin: User, query = '') => {
    const answer = await admin.user.get(`/api/admin/seller-leads${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body as AdminSellerLeadList;
  };
  const names = (page: AdminSellerLeadList) => page.leads.map((lead) => lead.fullName);
  const bell = async (member: User) =>
    (await member.user.get('/api/notifications')).body as { notifications: Array<Record<string, unknown>>; unreadCount: number };

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  it('refuses the leads table, its export and assignment to visitors, members and API keys', async () => {
    const member = await make.proBuyer();
    const seller = await make.seller();
    const leadId = await submit(VERMONT);
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const stranger = visitor();
    await stranger.get('/api/auth/me');
    for (const path of ['/api/admin/seller-leads', '/api/admin/seller-leads/export']) {
      expect((await stranger.get(path)).status, path).toBe(401);
      expect((await member.user.get(path)).status, path).toBe(403);
      expect((await seller.user.get(path)).status, path).toBe(403);
      expect((await test.http().get(path).set('Authorization', `Bearer ${secret}`)).status, path).toBe(403);
    }
    const assign = `/api/admin/seller-leads/${leadId}/assign`;
    expect((await stranger.send('post', assign, { sellerId: seller.id })).status).toBe(401);
    expect((await seller.user.send('post', assign, { sellerId: seller.id })).status).toBe(403);
    await test.grantAdmin(member.id);
    // a key never carries administrator rights, even an administrator's
    expect((await test.http().get('/api/admin/seller-leads').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
    const stored = await test.database.orm.em.fork().execute('select status from leads.seller_leads');
    expect(stored).toEqual([{ status: 'open' }]);
  });

  it('searches, filters by status, coverage and state, sorts and pages leads, and exports the filter as CSV with formulas kept as text', async () => {
    const admin = await administrator();
    const texan = await make.seller();
    await texan.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    const texas = await submit(TEXAS);
    clock.current = new Date('2026-11-10T12:01:00Z');
    const vermont = await submit(VERMONT);
    clock.current = new Date('2026-11-10T12:02:00Z');
    const oklahoma = await submit(OKLAHOMA);
    clock.current = new Date('2026-11-10T13:05:00Z');
    await test.host.runJobs(); // the three are queued now
    const later = await submit({ ...TEXAS, phone: '(512) 867-5310', fullName: 'Dolores Later' });
    expect((await texan.user.send('post', `/api/leads/${later}/claim`)).status).toBe(200);

    // the default: the leads no seller has, newest first
    const unclaimed = await list(admin);
    expect(unclaimed).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(unclaimed.leads.map((lead) => lead.id)).toEqual([oklahoma, vermont, texas]);
    expect(unclaimed.leads[1]).toMatchObject({
      fullName: 'Walter Finch',
      phone: '+18025550142',
      state: 'VT',
      status: 'queued',
      nextStep: 'team_review',
      source: 'network',
      claimedBy: null,
      claimedByName: null,
      assigned: false,
    });
    expect(names(await list(admin, '?status=claimed'))).toEqual(['Dolores Later']);
    expect((await list(admin, '?status=claimed')).leads[0]).toMatchObject({
      claimedBy: texan.id,
      claimedByName: 'Ada Moss',
      assigned: false,
    });
    expect((await list(admin, '?status=all')).total).toBe(4);
    expect((await list(admin, '?status=open')).total).toBe(0);
    expect((await list(admin, '?status=queued')).total).toBe(3);

    expect(names(await list(admin, '?coverage=uncovered'))).toEqual([OKLAHOMA.fullName, 'Walter Finch']);
    expect(names(await list(admin, '?coverage=covered&status=all'))).toEqual(['Dolores Later', 'Dolores Reyes']);
    expect(names(await list(admin, '?state=vt'))).toEqual(['Walter Finch']);
    // words in the name, the city, the address, or the phone's digits however typed
    expect(names(await list(admin, '?q=finch'))).toEqual(['Walter Finch']);
    expect(names(await list(admin, '?q=tulsa'))).toEqual([OKLAHOMA.fullName]);
    expect(names(await list(admin, `?q=${encodeURIComponent('Ranch Road')}`))).toEqual(['Dolores Reyes']);
    expect(names(await list(admin, `?q=${encodeURIComponent('(802) 555-0142')}`))).toEqual(['Walter Finch']);
    expect(names(await list(admin, `?q=${encodeURIComponent('100%')}`))).toEqual([]);

    expect((await list(admin, '?sort=state')).leads.map((lead) => lead.state)).toEqual(['OK', 'TX', 'VT']);
    expect((await list(admin, '?sort=state&order=desc')).leads.map((lead) => lead.state)).toEqual(['VT', 'TX', 'OK']);
    expect((await list(admin, '?sort=received&order=asc')).leads.map((lead) => lead.id)).toEqual([texas, vermont, oklahoma]);
    const second = await list(admin, '?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.leads.map((lead) => lead.id)).toEqual([texas]);

    for (const bad of ['?pageSize=500', '?status=closed', '?coverage=some', '?state=Vermont', '?sort=name', '?q=%00', '?page=0']) {
      expect((await admin.user.get(`/api/admin/seller-leads${bad}`)).status, bad).toBe(400);
    }

    const csv = await admin.user.get('/api/admin/seller-leads/export?coverage=uncovered');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="seller-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,received_at,status,next_step,source,full_name,phone,email,property_address,city,county,state,zip,situation,queued_at,claimed_by,claimed_by_name,assigned,claimed_at',
    );
    expect(lines).toHaveLength(3);
    // a phone in E.164 starts with + and stays text too
    expect(lines[1]).toBe(
      `${oklahoma},2026-11-10T12:02:00.000Z,queued,team_review,network,"'=HYPERLINK(""x"") Okafor",'+19185550199,okafor@example.com,"400 Main St, Tulsa, OK 74103",Tulsa,Tulsa,OK,74103,,2026-11-10T13:05:00.000Z,,,no,`,
    );
    expect(lines[2]).toContain(`${vermont},`);
    expect((await admin.user.get('/api/admin/seller-leads/export?state=Vermont')).status).toBe(400);
  });

  it('assigns an unclaimed lead to a seller: it joins their pipeline, they are told, the owner learns who will call, and the audit log keeps it', async () => {
    const admin = await administrator();
    const seller = await confirmed(make.sellerOn('starter'));
    const leadId = await submit(VERMONT);
    await test.host.projections.settled();
    catcher.mails.length = 0;

    const answer = await admin.user.send('post', `/api/admin/seller-leads/${leadId}/assign`, {
      sellerId: seller.id,
      reason: 'Buys in New England, agreed by phone',
    });
    expect(answer.status).toBe(200);
    expect(answer.body as AdminSellerLead).toMatchObject({
      id: leadId,
      status: 'claimed',
      claimedBy: seller.id,
      claimedByName: 'Ada Moss',
      claimedAt: '2026-11-10T12:00:00.000Z',
      assigned: true,
      nextStep: 'team_review',
    });
    expect((await list(admin)).total).toBe(0);
    expect((await list(admin, '?status=claimed')).leads).toEqual([expect.objectContaining({ id: leadId, assigned: true })]);

    // in the seller's pipeline and taken leads, outside the month's allowance
    expect(JSON.stringify((await seller.user.get('/api/pipeline')).body)).toContain('12 Church St');
    expect((await seller.user.get('/api/leads')).body).toMatchObject({
      claimsThisMonth: 0,
      claimed: [{ id: leadId, phone: '+18025550142', email: 'walter@example.com' }],
    });

    await test.host.projections.settled();
    expect(await bell(seller)).toMatchObject({
      unreadCount: 1,
      notifications: [
        {
          kind: 'seller-lead',
          title: expect.stringMatching(/^A lead was assigned to you: Burlington, .*VT$/),
          body: 'Needs repairs. Our team gave it to you; it is in your pipeline: call the owner soon.',
          link: '/dashboard#seller-leads',
        },
      ],
    });
    await expect
      .poll(() => catcher.mails.map((mail) => `${mail.to}: ${mail.subject}`).sort())
      .toEqual(
        [
          `${seller.email}: ${(await bell(seller)).notifications[0]!.title}`,
          'walter@example.com: Ada Moss will call you about your property',
        ].sort(),
      );
    const toSeller = catcher.mails.find((mail) => mail.to === seller.email)!;
    expect(toSeller.text).toContain('See the lead: https://dealacre.test/dashboard#seller-leads');

    const log = await admin.user.get(`/api/admin/audit-log?subjectId=${leadId}`);
    expect(log.body.records).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, name: 'Ada Moss' },
        action: 'leads.lead-assigned',
        subject: { type: 'seller-lead', id: leadId },
        reason: 'Buys in New England, agreed by phone',
        before: { status: 'open', claimedBy: null, seller: null },
        after: { status: 'claimed', claimedBy: seller.id, seller: 'Ada Moss' },
      }),
    ]);

    // again to the same seller changes nothing and records nothing
    expect((await admin.user.send('post', `/api/admin/seller-leads/${leadId}/assign`, { sellerId: seller.id })).status).toBe(200);
    expect((await admin.user.get(`/api/admin/audit-log?subjectId=${leadId}`)).body.total).toBe(1);
  });

  it('refuses a lead a seller has, an unknown lead, a member who is no active seller (or none), and bad input, changing nothing', async () => {
    const admin = await administrator();
    const [taker, other, free] = [await make.seller(), await make.seller(), await make.freeSeller()];
    const buyer = await make.buyer();
    await taker.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    const taken = await submit(TEXAS);
    expect((await taker.user.send('post', `/api/leads/${taken}/claim`)).status).toBe(200);
    const open = await submit(VERMONT);
    const assign = (leadId: string, body: Record<string, unknown>) =>
      admin.user.send('post', `/api/admin/seller-leads/${leadId}/assign`, body);

    const conflict = await assign(taken, { sellerId: other.id });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'lead_taken', message: 'A seller already has this lead: it can no longer be assigned' });
    const notSeller = await assign(open, { sellerId: buyer.id });
    expect(notSeller.status).toBe(422);
    expect(notSeller.body).toMatchObject({
      code: 'not_a_seller',
      message: 'Choose an active seller: this member is not a seller, is suspended or does not exist',
    });
    expect(await assign(open, { sellerId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      status: 422,
      body: { code: 'not_a_seller' },
    });
    expect(await assign('00000000-0000-4000-8000-000000000000', { sellerId: other.id })).toMatchObject({
      status: 404,
      body: { code: 'lead_not_found', message: 'There is no such lead' },
    });
    expect((await assign('not-an-id', { sellerId: other.id })).status).toBe(404);
    expect((await assign(open, {})).status).toBe(400);
    expect((await assign(open, { sellerId: 'maria' })).status).toBe(400);
    expect((await assign(open, { sellerId: other.id, reason: 'line\u0000break' })).status).toBe(400);
    // a suspended seller is no active seller
    expect((await admin.user.send('post', `/api/admin/users/${other.id}/suspend`, { reason: 'Chargebacks' })).status).toBe(200);
    expect((await assign(open, { sellerId: other.id })).status).toBe(422);

    const rows = await test.database.orm.em
      .fork()
      .execute('select id, status, claimed_by, assigned_by from leads.seller_leads order by created_at');
    expect(rows).toEqual([
      { id: taken, status: 'claimed', claimed_by: taker.id, assigned_by: null },
      { id: open, status: 'open', claimed_by: null, assigned_by: null },
    ]);
    expect((await admin.user.get('/api/admin/audit-log?action=leads.')).body.total).toBe(0);

    // any active seller may have it, whatever their plan: a seller without leads in theirs still sees it
    expect((await assign(open, { sellerId: free.id })).status).toBe(200);
    expect((await free.user.get('/api/leads')).body).toMatchObject({ canClaim: false, claimed: [{ id: open }] });
    expect((await free.user.get('/api/pipeline')).status).toBe(200);
  });

  it('tells every administrator of a lead in no seller’s market, in the bell and as each chose by mail; a covered lead tells none', async () => {
    const [first, quiet] = [await confirmed(make.buyer()), await confirmed(make.buyer())];
    await test.grantAdmin(first.id);
    await test.grantAdmin(quiet.id);
    expect((await quiet.user.send('patch', '/api/users/me/notifications', { sellerLeads: { email: false } })).status).toBe(200);
    const member = await confirmed(make.buyer());
    const texan = await make.seller();
    await texan.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    await test.host.projections.settled();
    catcher.mails.length = 0;

    const leadId = await submit(VERMONT);
    await submit(TEXAS);
    await test.host.projections.settled();
    const outbox = await test.database.orm.em
      .fork()
      .execute<Array<{ aggregate_id: string }>>("select aggregate_id from platform.outbox where type = 'leads.seller-lead-uncovered.v1'");
    expect(outbox).toEqual([{ aggregate_id: leadId }]);

    for (const admin of [first, quiet]) {
      expect(await bell(admin)).toMatchObject({
        unreadCount: 1,
        notifications: [
          {
            kind: 'seller-lead',
            title: expect.stringMatching(/^Lead in no seller’s market: Burlington, .*VT$/),
            body: 'Needs repairs. The owner was told the team will reply within 2 business days: assign it to a seller or reply.',
            link: '/admin/leads?coverage=uncovered',
          },
        ],
      });
    }
    expect((await bell(member)).notifications).toEqual([]);
    const about = (mail: { subject: string }) => mail.subject.startsWith('Lead in no seller');
    await expect.poll(() => catcher.mails.filter(about).map((mail) => mail.to)).toEqual([first.email]);
    const [mail] = catcher.mails.filter(about);
    expect(mail!.text).toContain('Open the leads queue: https://dealacre.test/admin/leads?coverage=uncovered');
    // the summary only: the owner's contact details stay in the back office
    expect(mail!.text).not.toContain('Walter');
    expect(mail!.text).not.toContain('555');
  });
});
