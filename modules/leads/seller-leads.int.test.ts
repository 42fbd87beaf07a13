import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { startMailCatcher } from '../../src/testing/mail-catcher.ts';
import { given } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { standInWebBuild } from '../../src/testing/web-build.ts';
import { LEAD_TAKEN_MESSAGE, SELLER_LEAD_MESSAGES } from './contracts/seller-leads.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return new Date(this.current);
  },
};
const catcher = await startMailCatcher();
// the lead page's link preview is written into the app's page
const webDist = standInWebBuild();
afterAll(() => catcher.close());

const LEAD = {
  propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
  fullName: 'Dolores Reyes',
  phone: '(512) 867-5309',
  email: 'Dolores.Reyes@Example.com',
  situation: 'probate',
};

describeHost('leads: seller leads from the homepage form', () => {
  const test = useTestHost({ hostOptions: { clock, webDist }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);
  let address = 0;

  /** a visitor from an address of their own (submissions are limited per address) */
  function visitor(from = `198.51.100.${++address}`) {
    const agent = browser(test.host);
    agent.agent.set('X-Forwarded-For', from);
    return agent;
  }
  async function submit(body: Record<string, unknown>, from?: string) {
    const owner = visitor(from);
    await owner.get('/api/auth/me');
    return owner.send('post', '/api/seller-leads', body);
  }
  const stored = () =>
    test.database.orm.em
      .fork()
      .execute<Array<Record<string, unknown>>>(
        'select id, property_address, city, state, county, zip, full_name, phone, email, situation, status from leads.seller_leads order by created_at',
      );
  const outbox = (type: string) =>
    test.database.orm.em
      .fork()
      .execute<Array<{ aggregate_id: string; payload: Record<string, unknown> }>>(
        'select aggregate_id, payload from platform.outbox where type = ?',
        [type],
      );

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  it('stores a lead with its phone in E.164 and its county found offline, announces it without contact details, and mails the owner', async () => {
    const response = await submit(LEAD);
    expect(response.status).toBe(201);
    // no seller buys in Texas: the team reviews it
    expect(response.body).toEqual({ id: expect.any(String), status: 'received', nextStep: 'team_review' });

    expect(await stored()).toEqual([
      {
        id: response.body.id,
        property_address: '1200 Ranch Road 12, Wimberley, TX 78676',
        city: 'Wimberley',
        state: 'TX',
        county: 'Hays',
        zip: '78676',
        full_name: 'Dolores Reyes',
        phone: '+15128675309',
        email: 'dolores.reyes@example.com',
        situation: 'probate',
        status: 'open',
      },
    ]);
    const [event] = await outbox('leads.seller-lead-submitted.v1');
    expect(event).toEqual({
      aggregate_id: response.body.id,
      payload: { city: 'Wimberley', state: 'TX', county: 'Hays', situation: 'probate' },
    });

    await expect.poll(() => catcher.mails.length).toBe(1);
    const [mail] = catcher.mails;
    expect(mail).toMatchObject({
      to: 'dolores.reyes@example.com',
      subject: 'We received your property: our team will review your request',
    });
    expect(mail!.text).toContain('Property: 1200 Ranch Road 12, Wimberley, TX 78676');
    expect(mail!.text).toContain(
      'No investor on DealAcre buys in Hays County, TX yet. Our team will review your request and reply by email within 2 business days.',
    );
    expect(mail!.text).not.toContain('on its way');
    expect(mail!.html).toContain('Inherited or in probate');
  });

  it('tells the owner investors in the area have the lead when a seller with leads buys there, and a repeat within the day what the first was told', async () => {
    const uncovered = await submit(LEAD);
    expect(uncovered.body).toMatchObject({ nextStep: 'team_review' });

    const hays = await make.sellerOn('pro');
    await hays.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX', county: 'Hays' }] });
    // the first lead's owner is told the same again, though an investor covers the area now
    expect((await submit({ ...LEAD, fullName: 'Dolores R.' })).body).toEqual({
      id: uncovered.body.id,
      status: 'received',
      nextStep: 'team_review',
    });

    catcher.mails.length = 0;
    const covered = await submit({ ...LEAD, phone: '(512) 867-5310' });
    expect(covered.status).toBe(201);
    expect(covered.body).toEqual({ id: expect.any(String), status: 'received', nextStep: 'investors_notified' });
    expect((await submit({ ...LEAD, phone: '512 867 5310' })).body).toEqual(covered.body);
    await expect.poll(() => catcher.mails.length).toBe(1);
    const [mail] = catcher.mails;
    expect(mail).toMatchObject({ subject: 'We received your property: local investors have your request' });
    expect(mail!.text).toContain('Cash buyers on DealAcre who invest in Hays County, TX have your request.');
    expect(mail!.text).toContain('may call you');
    expect(mail!.text).not.toContain('on its way');
    // a lead in Hays County's neighbour is no one's
    expect((await submit({ ...LEAD, propertyAddress: '400 Main St, Dallas, TX 75201', phone: '(214) 555-0142' })).body).toMatchObject({
      nextStep: 'team_review',
    });
  });

  it("refuses each invalid field with the form's own message and stores nothing", async () => {
    const empty = await submit({});
    expect(empty.status).toBe(400);
    const messages = (body: { details: Array<{ path: string[]; message: string }> }) =>
      Object.fromEntries(body.details.map((issue) => [issue.path[0], issue.message]));
    expect(messages(empty.body)).toEqual({
      propertyAddress: SELLER_LEAD_MESSAGES.propertyAddress,
      fullName: SELLER_LEAD_MESSAGES.fullName,
      phone: SELLER_LEAD_MESSAGES.phone,
      email: SELLER_LEAD_MESSAGES.email,
    });
    const refused: Array<[Record<string, unknown>, string, string]> = [
      [{ propertyAddress: '12 A' }, 'propertyAddress', SELLER_LEAD_MESSAGES.propertyAddress],
      [{ fullName: ' D ' }, 'fullName', SELLER_LEAD_MESSAGES.fullName],
      [{ phone: '555-12' }, 'phone', SELLER_LEAD_MESSAGES.phone],
      [{ phone: 'call me maybe 5128675309' }, 'phone', 'Use digits, spaces, dashes, dots, brackets and + only'],
      [{ phone: '000-000-0000' }, 'phone', SELLER_LEAD_MESSAGES.phoneInvalid],
      [{ email: 'dolores@' }, 'email', SELLER_LEAD_MESSAGES.email],
      [{ situation: 'bankruptcy' }, 'situation', expect.stringContaining('Invalid option') as unknown as string],
      [
        { fullName: 'Dolores\nReyes' },
        'fullName',
        'Full name must be one line of plain text, without line breaks or text-direction controls',
      ],
    ];
    for (const [change, field, message] of refused) {
      const response = await submit({ ...LEAD, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(messages(response.body)[field], JSON.stringify(change)).toEqual(message);
    }
    expect((await submit({ ...LEAD, fullName: 'Dolores\u0000Reyes' })).status).toBe(400);
    expect(await stored()).toEqual([]);
    expect(catcher.mails).toEqual([]);
  });

  it('answers a honeypot hit like a lead and keeps nothing', async () => {
    const seller = await make.seller();
    await seller.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    const response = await submit({ ...LEAD, website: 'https://cheap-backlinks.example' });
    expect(response.status).toBe(201);
    // answered like a lead no investor covers, whoever buys in its place
    expect(response.body).toEqual({ id: expect.any(String), status: 'received', nextStep: 'team_review' });
    expect(await stored()).toEqual([]);
    expect(await outbox('leads.seller-lead-submitted.v1')).toEqual([]);
  });

  it('takes the same address and phone within a day as the same lead, however typed, even sent twice at once', async () => {
    const [first, second] = await Promise.all([submit(LEAD), submit(LEAD)]);
    expect(second.body.id).toBe(first.body.id);
    const retyped = await submit({
      ...LEAD,
      propertyAddress: '1200 ranch rd. 12,  wimberley tx 78676',
      phone: '+1 512.867.5309',
      fullName: 'Dolores R.',
    });
    expect(retyped.body.id).toBe(first.body.id);
    expect(await stored()).toHaveLength(1);
    await expect.poll(() => catcher.mails.length).toBe(1);

    // another number for the same property is another lead; so is the same one the next day
    expect((await submit({ ...LEAD, phone: '(512) 867-5310' })).body.id).not.toBe(first.body.id);
    clock.current = new Date('2026-11-11T12:00:01Z');
    expect((await submit(LEAD)).body.id).not.toBe(first.body.id);
    expect(await stored()).toHaveLength(3);
  });

  it('limits submissions from one address to 5 an hour', async () => {
    for (let n = 0; n < 5; n++) expect((await submit({ ...LEAD, phone: `(512) 867-53${10 + n}` }, '198.51.100.250')).status).toBe(201);
    const refused = await submit({ ...LEAD, phone: '(512) 867-5399' }, '198.51.100.250');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect((await submit({ ...LEAD, phone: '(512) 867-5399' }, '198.51.100.251')).status).toBe(201);
  });

  it('queues a lead no investor took within the hour for administrators, who alone see the queue', async () => {
    const { body } = await submit(LEAD);
    clock.current = new Date('2026-11-10T12:59:59Z');
    await test.host.runJobs();
    expect((await stored())[0]).toMatchObject({ status: 'open' });
    clock.current = new Date('2026-11-10T13:00:00Z');
    await test.host.runJobs();
    await test.host.runJobs();
    expect((await stored())[0]).toMatchObject({ status: 'queued' });
    expect(await outbox('leads.seller-lead-queued.v1')).toEqual([
      { aggregate_id: body.id, payload: { city: 'Wimberley', state: 'TX', county: 'Hays' } },
    ]);

    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    const queue = await admin.user.get('/api/admin/seller-leads?status=queued');
    expect(queue.status).toBe(200);
    expect(queue.body).toEqual({
      total: 1,
      page: 1,
      pageSize: 25,
      leads: [
        expect.objectContaining({
          id: body.id,
          phone: '+15128675309',
          email: 'dolores.reyes@example.com',
          status: 'queued',
          queuedAt: '2026-11-10T13:00:00.000Z',
        }),
      ],
    });
    expect((await admin.user.get('/api/admin/seller-leads?status=open')).body).toMatchObject({ total: 0, leads: [] });
    expect((await admin.user.get('/api/admin/seller-leads?status=closed')).status).toBe(400);

    const member = await make.buyer();
    expect((await member.user.get('/api/admin/seller-leads')).status).toBe(403);
    expect((await visitor().get('/api/admin/seller-leads')).status).toBe(401);
  });

  it("offers the open leads of a paid seller's markets without contact details, to them alone", async () => {
    const hays = await make.sellerOn('pro');
    const texas = await make.seller();
    const oklahoma = await make.seller();
    const free = await make.freeSeller();
    expect((await hays.user.send('put', '/api/leads/markets', { markets: [{ state: 'tx', county: 'Hays' }] })).body).toEqual({
      markets: [{ state: 'TX', county: 'Hays' }],
    });
    // a whole state makes its counties redundant
    expect(
      (await texas.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX', county: 'Travis' }, { state: 'TX' }] })).body,
    ).toEqual({
      markets: [{ state: 'TX', county: null }],
    });
    expect((await oklahoma.user.send('put', '/api/leads/markets', { markets: [{ state: 'OK' }] })).status).toBe(200);
    expect((await oklahoma.user.send('put', '/api/leads/markets', { markets: [{ state: 'Oklahoma' }] })).status).toBe(400);
    const refused = await free.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      upgradeRequired: true,
      details: { limit: 'pipelineAndLeads', allowed: 0, suggestedTier: 'starter' },
    });

    const { body } = await submit(LEAD);
    clock.current = new Date('2026-11-10T12:01:00Z');
    await submit({ ...LEAD, propertyAddress: '400 Main St, Dallas, TX 75201', phone: '(214) 555-0142' });
    const offered = async (seller: { user: { get(path: string): Promise<{ body: { offered: Array<Record<string, unknown>> } }> } }) =>
      (await seller.user.get('/api/leads')).body.offered;
    expect(await offered(hays)).toEqual([
      { id: body.id, city: 'Wimberley', county: 'Hays', state: 'TX', situation: 'probate', createdAt: '2026-11-10T12:00:00.000Z' },
    ]);
    expect((await offered(texas)).map((lead) => lead.city)).toEqual(['Dallas', 'Wimberley']);
    expect(await offered(oklahoma)).toEqual([]);
    const freeView = (await free.user.get('/api/leads')).body;
    expect(freeView).toMatchObject({ offered: [], claimed: [], canClaim: false, claimsAllowed: 0 });
    expect((await free.user.send('post', `/api/leads/${body.id}/claim`)).status).toBe(403);
    expect((await visitor().get('/api/leads')).status).toBe(401);
  });

  it("tells the paid sellers of a lead's market in the bell and, as each chose, by mail, with the summary only", async () => {
    const confirmed = async (member: ReturnType<typeof make.seller>) => {
      const user = await member;
      const token = new URL(catcher.linkIn(user.email, '/verify-email')).searchParams.get('token');
      expect((await user.user.send('post', '/api/auth/verify-email', { token })).status).toBe(200);
      return user;
    };
    const [hays, quiet, travis] = [await confirmed(make.sellerOn('pro')), await confirmed(make.seller()), await confirmed(make.seller())];
    await hays.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX', county: 'Hays' }] });
    await quiet.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    await travis.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX', county: 'Travis' }] });
    expect((await quiet.user.send('patch', '/api/users/me/notifications', { sellerLeads: { email: false } })).status).toBe(200);
    await test.host.projections.settled();
    catcher.mails.length = 0;

    const { body } = await submit(LEAD);
    await test.host.projections.settled();
    const [offer] = await outbox('leads.seller-lead-offered.v1');
    expect(offer).toMatchObject({
      aggregate_id: body.id,
      payload: { city: 'Wimberley', state: 'TX', county: 'Hays', situation: 'probate' },
    });
    expect([...(offer!.payload.sellerIds as string[])].sort()).toEqual([hays.id, quiet.id].sort());

    const bell = async (seller: {
      user: { get(path: string): Promise<{ body: { notifications: Array<Record<string, unknown>>; unreadCount: number } }> };
    }) => (await seller.user.get('/api/notifications')).body;
    for (const seller of [hays, quiet]) {
      expect(await bell(seller)).toMatchObject({
        unreadCount: 1,
        notifications: [
          {
            kind: 'seller-lead',
            title: 'New seller lead in Wimberley, Hays County, TX',
            body: 'Inherited or in probate. The first investor to take it gets the owner’s contact details.',
            link: '/dashboard#seller-leads',
          },
        ],
      });
    }
    expect((await bell(travis)).notifications).toEqual([]);

    await expect
      .poll(() => catcher.mails.filter((mail) => mail.subject.startsWith('New seller lead')).map((mail) => mail.to))
      .toEqual([hays.email]);
    const [mail] = catcher.mails.filter((mail) => mail.to === hays.email);
    expect(mail).toMatchObject({ subject: 'New seller lead in Wimberley, Hays County, TX' });
    expect(mail!.text).toContain('See the lead: https://dealacre.test/dashboard#seller-leads');
    expect(mail!.text).not.toContain('Dolores');
    expect(mail!.text).not.toContain('867');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/dealacre\.test\//);
  });

  it("gives a paid seller a lead page whose leads are theirs at once, outside their month's claims; without lead capture the page is 404 and its leads go to the network", async () => {
    const [owner, rival, free] = [await make.sellerOn('starter'), await make.seller(), await make.freeSeller()];
    await owner.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX', county: 'Hays' }, { state: 'OK' }] });
    await rival.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    const page = await visitor().get(`/api/lead-pages/${owner.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ sellerId: owner.id, name: 'Ada Moss', profilePicture: null, markets: ['Oklahoma', 'Hays County, TX'] });
    expect(JSON.stringify(page.body)).not.toContain('@');
    const html = await visitor().get(`/sell/${owner.id}`);
    expect(html.text).toContain(`<title>Sell your property to Ada Moss | DealAcre</title>`);
    expect(html.text).toContain('content="Ada Moss buys land, houses and rentals in Oklahoma; Hays County, TX.');

    const { body } = await submit({ ...LEAD, sellerId: owner.id });
    expect(body.nextStep).toBe('investors_notified');
    await test.host.projections.settled();
    const mine = (await owner.user.get('/api/leads')).body;
    expect(mine).toMatchObject({
      claimsThisMonth: 0,
      claimed: [{ id: body.id, status: 'claimed', claimedBy: owner.id, phone: '+15128675309' }],
    });
    expect((await rival.user.get('/api/leads')).body.offered).toEqual([]);
    expect(await outbox('leads.seller-lead-offered.v1')).toEqual([]);
    expect(await outbox('leads.seller-lead-captured.v1')).toEqual([
      {
        aggregate_id: body.id,
        payload: {
          city: 'Wimberley',
          state: 'TX',
          county: 'Hays',
          situation: 'probate',
          situationLabel: 'Inherited or in probate',
          sellerId: owner.id,
        },
      },
    ]);
    expect(JSON.stringify((await owner.user.get('/api/pipeline')).body)).toContain('1200 Ranch Road 12');
    expect((await owner.user.get('/api/notifications')).body.notifications).toMatchObject([
      { kind: 'seller-lead', title: 'New lead from your lead page: Wimberley, Hays County, TX' },
    ]);
    const toOwner = () => catcher.mails.filter((mail) => mail.to === 'dolores.reyes@example.com').map((mail) => mail.subject);
    await expect.poll(toOwner).toEqual(['Ada Moss will call you about your property']);

    for (const id of [free.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await visitor().get(`/api/lead-pages/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'lead_page_not_found' });
    }
    // not an id at all: refused before the page is looked for
    expect(await visitor().get('/api/lead-pages/maria')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    // a lead sent from a page that no longer takes requests is not lost: the network has it
    const orphan = await submit({ ...LEAD, phone: '(512) 867-5310', sellerId: free.id });
    expect(orphan.status).toBe(201);
    expect((await rival.user.get('/api/leads')).body.offered).toEqual([expect.objectContaining({ id: orphan.body.id })]);
    expect((await submit({ ...LEAD, sellerId: 'not-an-id' })).body).toMatchObject({
      details: [{ path: ['sellerId'], message: 'sellerId must be a member id' }],
    });
  });

  it('lets one seller take a lead (the other gets 409), shows them its contacts, and tells the owner who will call', async () => {
    const [first, second, elsewhere] = [await make.seller(), await make.seller(), await make.seller()];
    for (const seller of [first, second]) await seller.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    await elsewhere.user.send('put', '/api/leads/markets', { markets: [{ state: 'OK' }] });
    const { body } = await submit(LEAD);
    const toOwner = () => catcher.mails.filter((mail) => mail.to === 'dolores.reyes@example.com');
    await expect.poll(() => toOwner().length).toBe(1);

    expect((await elsewhere.user.send('post', `/api/leads/${body.id}/claim`)).status).toBe(404);
    expect((await first.user.send('post', '/api/leads/not-an-id/claim')).status).toBe(404);
    const answers = await Promise.all([first, second].map((seller) => seller.user.send('post', `/api/leads/${body.id}/claim`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ message: LEAD_TAKEN_MESSAGE, code: 'lead_taken' });
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({
      id: body.id,
      status: 'claimed',
      claimedBy: winner.id,
      phone: '+15128675309',
    });
    // taking it again changes nothing
    expect((await winner.user.send('post', `/api/leads/${body.id}/claim`)).status).toBe(200);

    const mine = (await winner.user.get('/api/leads')).body;
    expect(mine).toMatchObject({ offered: [], claimsThisMonth: 1, claimsAllowed: null, canClaim: true });
    expect(mine.claimed).toEqual([expect.objectContaining({ id: body.id, fullName: 'Dolores Reyes', email: 'dolores.reyes@example.com' })]);
    expect((await loser.user.get('/api/leads')).body).toMatchObject({ offered: [], claimed: [] });
    expect(await outbox('leads.seller-lead-claimed.v1')).toEqual([
      { aggregate_id: body.id, payload: { city: 'Wimberley', state: 'TX', county: 'Hays', sellerId: winner.id } },
    ]);

    await expect.poll(() => toOwner().length).toBe(2);
    expect(toOwner()[1]).toMatchObject({ subject: 'Ada Moss will call you about your property' });
    expect(toOwner()[1]!.text).toContain('Ada Moss, an investor on DealAcre, has taken your request for a cash offer and will call you.');

    // a taken lead never joins the administrators' queue
    clock.current = new Date('2026-11-10T14:00:00Z');
    await test.host.runJobs();
    expect((await stored())[0]).toMatchObject({ status: 'claimed' });
  });

  it("suggests the states of a seller's own listings as lead markets, until a whole-state market takes each, and remembers the prompt put away", async () => {
    const seller = await make.seller();
    const other = await make.freeSeller();
    const post = (place: { city: string; state: string; zip: string }, publish: boolean) =>
      seller.user.send('post', '/api/properties', {
        listing: { title: `Acreage near ${place.city}`, category: 'land', ...place, acres: 5, price: 50_000 },
        publish,
      });
    for (const [place, publish] of [
      [{ city: 'Tulsa', state: 'ok', zip: '74103' }, true],
      [{ city: 'Austin', state: 'TX', zip: '78701' }, false],
      [{ city: 'Tulsa', state: 'OK', zip: '74103' }, true],
    ] as const) {
      expect((await post(place, publish)).status).toBe(201);
    }
    const suggested = async (member: { user: { get(path: string): Promise<{ status: number; body: Record<string, unknown> }> } }) => {
      const answer = await member.user.get('/api/leads/markets/suggested');
      expect(answer.status).toBe(200);
      return answer.body;
    };
    // most listings first; a draft counts
    expect(await suggested(seller)).toEqual({ markets: [], suggestedStates: ['OK', 'TX'], leadsInPlan: true, dismissed: false });
    await seller.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX', county: 'Travis' }] });
    expect(await suggested(seller)).toMatchObject({ markets: [{ state: 'TX', county: 'Travis' }], suggestedStates: ['OK', 'TX'] });
    await seller.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }, { state: 'OK' }] });
    expect(await suggested(seller)).toMatchObject({ suggestedStates: [] });

    // another member is suggested nothing of hers, and told their plan has no leads
    expect(await suggested(other)).toEqual({ markets: [], suggestedStates: [], leadsInPlan: false, dismissed: false });
    expect((await other.user.send('post', '/api/leads/markets/suggested/dismiss')).status).toBe(204);
    expect((await other.user.send('post', '/api/leads/markets/suggested/dismiss')).status).toBe(204);
    expect(await suggested(other)).toMatchObject({ dismissed: true });
    expect(await suggested(seller)).toMatchObject({ dismissed: false });

    const stranger = visitor();
    expect((await stranger.get('/api/leads/markets/suggested')).status).toBe(401);
    expect((await stranger.send('post', '/api/leads/markets/suggested/dismiss')).status).toBe(401);
  });

  it("holds a seller to their plan's leads a month, and lets them take a queued one", async () => {
    clock.current = new Date('2026-11-30T20:00:00Z');
    const starter = await make.sellerOn('starter');
    await starter.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    const ids: string[] = [];
    for (let n = 0; n < 11; n++) ids.push((await submit({ ...LEAD, phone: `(512) 867-53${20 + n}` })).body.id as string);
    clock.current = new Date('2026-11-30T21:30:00Z');
    await test.host.runJobs(); // all eleven are queued now, and may still be taken
    for (const id of ids.slice(0, 10)) expect((await starter.user.send('post', `/api/leads/${id}/claim`)).status).toBe(200);
    const refused = await starter.user.send('post', `/api/leads/${ids[10]}/claim`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      upgradeRequired: true,
      details: { limit: 'leadClaimsPerMonth', allowed: 10, tier: 'starter', suggestedTier: 'pro' },
    });
    expect(refused.body.message).toBe('Your plan lets you take 10 leads a month. Upgrade to take more.');
    expect((await starter.user.get('/api/leads')).body).toMatchObject({ claimsThisMonth: 10, claimsAllowed: 10 });

    clock.current = new Date('2026-12-01T00:00:00Z');
    expect((await starter.user.send('post', `/api/leads/${ids[10]}/claim`)).status).toBe(200);
  });
});
