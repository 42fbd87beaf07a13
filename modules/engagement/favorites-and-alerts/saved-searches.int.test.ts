import supertest from 'supertest';
import { afterAll, beforeEach, expect, it } from 'vitest';
import type { Host } from '../../../src/host.ts';
import { startMailCatcher } from '../../../src/testing/mail-catcher.ts';
import { given, testListing, type User } from '../../../src/testing/members.ts';
import { describeHost, testMode, useTestHost } from '../../../src/testing/test-host.ts';
import { LISTINGS_API, type ListingsApi } from '../../listings/contracts/api.ts';
import { ListingPublished } from '../../listings/contracts/events.ts';
import type { IntegrationEvent } from '../../shared/kernel/events.ts';
import { newId } from '../../shared/kernel/ids.ts';
import type { Subscriber } from '../../shared/kernel/module.ts';
import { CountListingDemand } from './application/reports/count-listing-demand/count-listing-demand.query.ts';
import { savedSearchParams, type ListingDemandRequest } from '../contracts/saved-searches.ts';
import { engagementModule } from '../index.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

const TEXAS_LAND = { category: 'land', state: 'TX', maxPrice: 60_000 };
const listing = (overrides: Record<string, unknown> = {}) => ({
  ...testListing(1),
  title: 'Creek lot near Austin',
  description: 'Live water, road frontage.',
  ...overrides,
});

describeHost('engagement: saved searches and alerts', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);

  const mailsTo = (member: User) => catcher.mails.filter((mail) => mail.to === member.email && !mail.subject.startsWith('Confirm'));

  async function confirmed(member: Promise<User>): Promise<User> {
    const user = await member;
    const token = new URL(catcher.linkIn(user.email, '/verify-email')).searchParams.get('token');
    expect((await user.user.send('post', '/api/auth/verify-email', { token })).status).toBe(200);
    await test.host.projections.settled();
    return user;
  }

  async function save(member: User, criteria: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    clock.current = new Date(clock.current.getTime() + 1000); // saved one after another, as people do
    return member.user.send('post', '/api/saved-searches', { criteria, ...extra });
  }

  async function publish(seller: User, fields: Record<string, unknown> = {}): Promise<string> {
    const created = await seller.user.send('post', '/api/properties', { listing: listing(fields), publish: true });
    expect(created.status).toBe(201);
    await test.host.projections.settled();
    return created.body.id as string;
  }

  async function changePrice(seller: User, id: string, price: number) {
    const current = (await seller.user.get(`/api/my/properties/${id}`)).body;
    const updated = await seller.user.send('put', `/api/properties/${id}`, { listing: listing({ price }), version: current.version });
    expect(updated.status).toBe(200);
    await test.host.projections.settled();
  }

  const bell = async (member: User) =>
    (await member.user.get('/api/notifications')).body.notifications.filter((n: { kind: string }) => n.kind === 'saved-search-match');

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  it('keeps 3 searches for a free buyer, refuses the 4th and alerts with the upgrade shape, and refuses bad input changing nothing', async () => {
    const buyer = await make.buyer();
    const first = await save(buyer, {
      q: 'creek',
      category: 'land,ranch'.split(',').slice(0, 1),
      state: 'TX',
      minAcres: '5',
      openToJointVenture: true,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: '“creek” · Land in TX · 5+ acres · JV',
      criteria: { q: 'creek', category: ['land'], state: ['TX'], minAcres: 5, openToJointVenture: true },
      alerts: 'off',
      newMatches: 0,
      overLimit: false,
    });
    expect((await save(buyer, { state: 'OK' })).status).toBe(201);
    expect((await save(buyer, { state: 'NM' }, { name: 'New Mexico' })).body.name).toBe('New Mexico');

    const fourth = await save(buyer, { state: 'AZ' });
    expect(fourth.status).toBe(403);
    expect(fourth.body).toMatchObject({
      message: "You've reached the maximum number of saved searches for free accounts.",
      upgradeRequired: true,
      details: { limit: 'savedSearches', allowed: 3, tier: 'free', suggestedTier: 'plus' },
    });
    const alerts = await buyer.user.send('patch', `/api/saved-searches/${first.body.id}`, { alerts: 'instant' });
    expect(alerts.status).toBe(403);
    expect(alerts.body).toMatchObject({ upgradeRequired: true, details: { limit: 'propertyAlerts', allowed: 0 } });

    const other = await make.buyer();
    expect((await save(other, { bogus: 'x' })).status).toBe(400);
    expect((await save(other, { near: '30.2,-97.7' })).body.details).toEqual([
      expect.objectContaining({ message: 'A radius search needs both near (lat,lng) and radiusKm' }),
    ]);
    expect((await save(other, { state: 'TX' }, { name: 'Bad\u0000name' })).status).toBe(400);
    for (const q of ['creek\nfront', 'creek \u202Etnorf']) {
      const refused = await save(other, { q });
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].message).toBe('q must be one line of plain text, without line breaks or text-direction controls');
    }
    expect((await other.user.get('/api/saved-searches')).body).toMatchObject({ searches: [], allowed: 3, alertsAllowed: false });

    const list = (await buyer.user.get('/api/saved-searches')).body;
    expect(list.searches.map((search: { name: string }) => search.name)).toEqual([
      'New Mexico',
      'Properties in OK',
      '“creek” · Land in TX · 5+ acres · JV',
    ]);
    expect((await other.user.send('delete', `/api/saved-searches/${first.body.id}`)).status).toBe(404);
    expect((await buyer.user.send('patch', `/api/saved-searches/${first.body.id}`, { name: 'Creek land' })).body.name).toBe('Creek land');
    expect((await buyer.user.send('delete', `/api/saved-searches/${first.body.id}`)).status).toBe(204);
    expect((await save(buyer, { state: 'AZ' })).status).toBe(201);
    expect((await supertest(test.host.app).get('/api/saved-searches')).status).toBe(401);
  });

  it('alerts a Plus buyer in the bell and by one HTML mail, never twice, again on a price drop, and counts new matches until opened', async () => {
    const seller = await make.seller();
    const buyer = await confirmed(make.plusBuyer());
    const saved = await save(buyer, TEXAS_LAND, { name: 'Texas land' });
    expect(saved.body).toMatchObject({ alerts: 'instant', alertsPaused: false });

    const match = await publish(seller);
    await publish(seller, { state: 'OK', city: 'Tulsa', zip: '74103' });
    await publish(seller, { price: 90_000 });
    const notifications = await bell(buyer);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: 'New match for “Texas land”',
      body: 'Creek lot near Austin · Austin, TX · $50,000',
      link: `/property/${match}`,
    });

    await test.host.runJobs();
    expect(mailsTo(buyer)).toHaveLength(1);
    const [mail] = mailsTo(buyer);
    expect(mail!.subject).toBe('New listing for “Texas land”: Creek lot near Austin');
    expect(mail!.text).toContain(`https://dealacre.test/property/${match}`);
    expect(mail!.text).toContain('$50,000 · 5 acres');
    expect(mail!.html).toContain(`href="https://dealacre.test/property/${match}"`);
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<https:\/\/dealacre\.test\/api\/unsubscribe\?token=[\w.-]+>$/);

    // a renewal, an edit without a lower price and another run of the job send nothing
    await changePrice(seller, match, 50_000);
    await test.host.runJobs();
    expect(mailsTo(buyer)).toHaveLength(1);

    await changePrice(seller, match, 45_000);
    await test.host.runJobs();
    expect(mailsTo(buyer).map((sent) => sent.subject)).toEqual([
      'New listing for “Texas land”: Creek lot near Austin',
      'Price drop for “Texas land”: Creek lot near Austin',
    ]);
    expect((await bell(buyer))[0]).toMatchObject({
      title: 'Price drop for “Texas land”',
      body: 'Creek lot near Austin · Austin, TX · $45,000',
    });

    const [listed] = (await buyer.user.get('/api/saved-searches')).body.searches;
    expect(listed.newMatches).toBe(1);
    const matches = (await buyer.user.get(`/api/saved-searches/${saved.body.id}/matches`)).body;
    expect(matches).toMatchObject({ total: 1, matches: [{ propertyId: match, reason: 'price-drop', price: 45_000, isNew: true }] });
    clock.current = new Date(clock.current.getTime() + 1000);
    expect((await buyer.user.send('post', `/api/saved-searches/${saved.body.id}/open`)).body.newMatches).toBe(0);
    expect((await buyer.user.get(`/api/saved-searches/${saved.body.id}/matches`)).body.matches[0].isNew).toBe(false);
  });

  it('alerts a search with a drawn area only for listings inside it, and gives the area back as the search page reads it', async () => {
    const seller = await make.seller();
    const buyer = await confirmed(make.plusBuyer());
    // a triangle over central Austin; its bounds also hold the listing east of it
    const saved = await save(buyer, { state: 'TX', polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6;30.2,-97.8' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: 'Properties in TX',
      criteria: {
        polygon: [
          { lat: 30.2, lng: -97.8 },
          { lat: 30.4, lng: -97.8 },
          { lat: 30.2, lng: -97.6 },
        ],
      },
    });
    expect(savedSearchParams(saved.body.criteria)).toEqual({ state: 'TX', polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6' });
    expect((await save(await make.buyer(), { polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6' })).body.name).toBe('Properties in a drawn area');

    await publish(seller, { title: 'Lot east of the area', latitude: 30.38, longitude: -97.62 });
    await publish(seller, { title: 'Lot in Dallas', city: 'Dallas', zip: '75201' });
    await test.host.runJobs();
    expect(await bell(buyer)).toEqual([]);
    const inside = await publish(seller, { title: 'Lot inside the area', latitude: 30.25, longitude: -97.75 });
    await test.host.runJobs();
    expect((await bell(buyer)).map((notification: { link: string }) => notification.link)).toEqual([`/property/${inside}`]);
    expect(mailsTo(buyer).map((mail) => mail.subject)).toEqual(['New listing for “Properties in TX”: Lot inside the area']);

    const refused = await save(buyer, { polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6', bbox: '-98,30,-97,31' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ message: 'Choose one place: a map area, a drawn area or a radius' })]);
    expect((await save(buyer, { polygon: '30.2,-97.8;30.4,-97.8' })).body.details).toEqual([
      expect.objectContaining({ message: 'polygon needs at least 3 distinct points' }),
    ]);
  });

  it('quotes a search name once in the alert subject and the bell, whether or not it was typed in quotation marks', async () => {
    const seller = await make.seller();
    const typedInQuotes = await confirmed(make.plusBuyer());
    const suggested = await confirmed(make.plusBuyer());
    await save(typedInQuotes, TEXAS_LAND, { name: '"Austin land"' });
    await save(suggested, { q: 'creek', state: 'TX' });
    await publish(seller);
    await test.host.runJobs();

    expect(mailsTo(typedInQuotes).map((mail) => mail.subject)).toEqual(['New listing for “Austin land”: Creek lot near Austin']);
    expect((await bell(typedInQuotes))[0]).toMatchObject({ title: 'New match for “Austin land”' });
    expect(mailsTo(suggested).map((mail) => mail.subject)).toEqual(['New listing for “‘creek’ · Properties in TX”: Creek lot near Austin']);
  });

  it('sends nothing twice when a listing event is delivered again, and nothing for a deleted search', async () => {
    const seller = await make.seller();
    const buyer = await confirmed(make.plusBuyer());
    const kept = await save(buyer, TEXAS_LAND);
    const deleted = await save(buyer, { state: 'TX' });
    expect((await buyer.user.send('delete', `/api/saved-searches/${deleted.body.id}`)).status).toBe(204);
    await publish(seller);

    // deliver every listing event of the test again, past the inbox: the matches' upsert sends nothing new
    await test.host.orm.em.fork().execute(`delete from platform.inbox where subscriber = 'engagement.saved-search-matches'`);
    await test.host.orm.em
      .fork()
      .execute(`update platform.outbox set status = 'pending', next_attempt_at = now() where type like 'listings.%'`);
    test.host.dispatcher.wake();
    await test.host.projections.settled();
    expect(await bell(buyer)).toHaveLength(1);
    await test.host.runJobs();
    expect(mailsTo(buyer)).toHaveLength(1);
    expect((await buyer.user.get(`/api/saved-searches/${kept.body.id}/matches`)).body.total).toBe(1);
  });

  it('stops alert mails after a one-click unsubscribe without a session, keeping the bell', async () => {
    const seller = await make.seller();
    const buyer = await confirmed(make.plusBuyer());
    await save(buyer, TEXAS_LAND);
    await publish(seller);
    await test.host.runJobs();
    const [mail] = mailsTo(buyer);
    const oneClick = mail!.headers['list-unsubscribe']!.slice(1, -1).replace('https://dealacre.test', '');
    const stranger = supertest(test.host.app);
    expect((await stranger.post(oneClick).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);

    await publish(seller, { title: 'Second creek lot' });
    await test.host.runJobs();
    expect(mailsTo(buyer)).toHaveLength(1);
    expect((await bell(buyer))[0].body).toContain('Second creek lot');
  });

  it('stops even an unlimited plan at 200 saved searches, with no upgrade to offer, and lists them a page at a time', async () => {
    const buyer = await make.plusBuyer();
    expect((await save(buyer, { state: 'TX' })).status).toBe(201);
    // 199 more, as if saved one by one
    await test.database.orm.em.fork().execute(
      `insert into engagement.saved_searches
       select (jsonb_populate_record(null::engagement.saved_searches, to_jsonb(s) || jsonb_build_object('id', gen_random_uuid()))).*
       from engagement.saved_searches s, generate_series(1, 199) where s.user_id = ?`,
      [buyer.id],
    );
    const refused = await save(buyer, { state: 'OK' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'You keep 200 saved searches, the most one account can. Delete one to add another.',
      code: 'ceiling_reached',
    });

    // listed a page at a time, newest first: 50 unless asked for up to 100
    const first = (await buyer.user.get('/api/saved-searches')).body;
    expect(first).toMatchObject({ total: 200, page: 1, pageSize: 50 });
    expect(first.searches).toHaveLength(50);
    const last = (await buyer.user.get('/api/saved-searches?page=2&pageSize=100')).body;
    expect(last).toMatchObject({ total: 200, page: 2, pageSize: 100 });
    expect(last.searches).toHaveLength(100);
    expect((await buyer.user.get('/api/saved-searches?page=5')).body.searches).toEqual([]);
    const tooMany = await buyer.user.get('/api/saved-searches?pageSize=500');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Give page as a number from 1 and pageSize from 1 to 100');
  });

  it('pauses alerts and keeps every search readable and deletable when the plan no longer includes them', async () => {
    const buyer = await confirmed(make.plusBuyer());
    for (const state of ['TX', 'OK', 'NM', 'AZ']) expect((await save(buyer, { state })).status).toBe(201);
    expect((await buyer.user.send('patch', '/api/billing/subscriptions/buyer', { action: 'cancel' })).status).toBe(200);
    clock.current = new Date('2027-01-15T12:00:00Z');
    await test.host.runJobs();
    await test.host.projections.settled();
    // the session did not outlive the two months
    expect((await buyer.user.send('post', '/api/auth/login', { email: buyer.email, password: 'acres-and-acres-9' })).status).toBe(200);

    const list = (await buyer.user.get('/api/saved-searches')).body;
    expect(list).toMatchObject({ allowed: 3, alertsAllowed: false });
    expect(
      list.searches.map((search: { name: string; alertsPaused: boolean; overLimit: boolean }) => [
        search.name,
        search.alertsPaused,
        search.overLimit,
      ]),
    ).toEqual([
      ['Properties in AZ', true, true],
      ['Properties in NM', true, false],
      ['Properties in OK', true, false],
      ['Properties in TX', true, false],
    ]);
    const overLimit = list.searches[0].id;
    expect((await buyer.user.send('patch', `/api/saved-searches/${overLimit}`, { name: 'Arizona' })).body).toMatchObject({
      upgradeRequired: true,
    });
    expect((await buyer.user.send('post', `/api/saved-searches/${overLimit}/open`)).status).toBe(200);

    catcher.mails.length = 0;
    await publish(await make.seller());
    await test.host.runJobs();
    expect(mailsTo(buyer)).toEqual([]);
    expect(await bell(buyer)).toEqual([]);
    expect((await buyer.user.get('/api/saved-searches')).body.searches[3].newMatches).toBe(1);
    expect((await buyer.user.send('delete', `/api/saved-searches/${overLimit}`)).status).toBe(204);
  });

  it('sends daily digests at the hour the member chose in their time zone', async () => {
    const seller = await make.seller();
    const buyer = await confirmed(make.plusBuyer());
    await save(buyer, TEXAS_LAND, { alerts: 'daily', timeZone: 'America/Chicago' });
    expect((await buyer.user.get('/api/saved-searches')).body.digest).toEqual({ hour: 8, timeZone: 'America/Chicago' });
    expect((await buyer.user.send('put', '/api/saved-searches/digest', { hour: 7, timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await buyer.user.send('put', '/api/saved-searches/digest', { hour: 8, timeZone: 'Asia/Tokyo' })).status).toBe(200);

    await publish(seller); // 12:00 UTC; 08:00 in Tokyo is 23:00 UTC
    await publish(seller, { title: 'Pond acreage' });
    await test.host.runJobs();
    expect(mailsTo(buyer)).toEqual([]);
    clock.current = new Date('2026-11-10T22:59:00Z');
    await test.host.runJobs();
    expect(mailsTo(buyer)).toEqual([]);
    clock.current = new Date('2026-11-10T23:00:00Z');
    await test.host.runJobs();
    expect(mailsTo(buyer).map((mail) => mail.subject)).toEqual(['Your daily digest: 2 deals match your saved searches']);
    expect(mailsTo(buyer)[0]!.text).toContain('Pond acreage');
  });

  it('tells a seller how many other members’ searches a listing matches, and nobody else', async () => {
    const seller = await make.seller();
    const buyers = [await make.buyer(), await make.buyer(), await make.buyer()];
    await save(buyers[0]!, TEXAS_LAND);
    await save(buyers[1]!, { state: 'TX', minAcres: 10 });
    await save(buyers[2]!, { category: 'land' });
    await save(seller, { state: 'TX' });

    const preview = await seller.user.send('post', '/api/saved-searches/demand', {
      category: 'land',
      state: 'TX',
      city: 'Austin',
      price: 50_000,
      acres: 5,
    });
    expect(preview.body).toEqual({ count: 2 });
    const id = await publish(seller, { acres: 12 });
    expect((await seller.user.get(`/api/properties/${id}/matching-searches/count`)).body).toEqual({ count: 3 });
    expect((await seller.user.get(`/api/saved-searches/demand?propertyIds=${id}`)).body).toEqual({ counts: { [id]: 3 } });
    expect((await buyers[0]!.user.get(`/api/properties/${id}/matching-searches/count`)).status).toBe(404);
  });

  /** how many other members' searches a listing of these fields matches, asked of `host`'s matcher as the seller */
  const demandOn = async (host: Host, seller: User, fields: Record<string, unknown> = {}) =>
    (
      await host.queries.ask(
        CountListingDemand,
        { listing: listing(fields) as ListingDemandRequest },
        { userId: seller.id, roles: ['seller'], isAdmin: false },
      )
    ).listing;

  /** a new listing like `template` (a new id) delivered to `host`'s saved-search subscriber only, as its dispatcher would */
  async function deliverOn(host: Host, template: string, fields: Record<string, unknown> = {}): Promise<string> {
    const [snapshot] = await test.host.container.get<ListingsApi>(LISTINGS_API).getSnapshots([template]);
    const copy = { ...snapshot!, id: newId(), ...fields };
    const event: IntegrationEvent = { id: newId(), occurredAt: clock.now().toISOString(), ...ListingPublished.create(copy.id, copy) };
    const registration = engagementModule.subscribers!.find((entry) => entry.name === 'engagement.saved-search-matches')!;
    const subscriber = host.container.get<Subscriber>(registration.handler);
    const effects: Array<() => Promise<void> | void> = [];
    await host.orm.em
      .fork()
      .transactional((em) => subscriber.handle(event, { em, publish: () => {}, afterCommit: (effect) => effects.push(effect) }));
    for (const effect of effects) await effect();
    return copy.id;
  }

  /**
   * A second host on the same database, with a matcher of its own. Embedded, it shares the first
   * host's read side (members' account views live in that host's memory); with services, both use Redis.
   */
  const secondHost = () => test.createHost(testMode === 'embedded' ? { clock, readSide: test.host.readSide } : { clock });

  it('honours on a second host the searches saved, renamed, silenced and deleted on the first after both matchers loaded', async () => {
    const other = await secondHost();
    const seller = await make.seller();
    const template = await publish(seller); // the first host's matcher loads, with no search yet
    expect(await demandOn(other, seller)).toBe(0); // and so does the second's

    const buyer = await make.plusBuyer();
    const texas = await save(buyer, TEXAS_LAND, { name: 'Texas land' });
    const roomy = await save(buyer, { state: 'TX', minAcres: 10 }, { name: 'Roomy Texas' });
    await save(seller, { state: 'TX' }); // the seller's own search never counts
    expect(await demandOn(other, seller)).toBe(1);
    expect(await demandOn(other, seller, { acres: 12 })).toBe(2);
    expect(await demandOn(other, seller, { price: 70_000, acres: 12 })).toBe(1); // above Texas land's bound
    expect(await demandOn(test.host, seller, { acres: 12 })).toBe(2);

    expect((await buyer.user.send('patch', `/api/saved-searches/${texas.body.id}`, { name: 'Hill Country' })).status).toBe(200);
    expect((await buyer.user.send('patch', `/api/saved-searches/${roomy.body.id}`, { alerts: 'off' })).status).toBe(200);
    const delivered = await deliverOn(other, template, { acres: 12, title: 'Twelve acres' });
    const rung = await bell(buyer);
    expect(rung.map((notification: { title: string }) => notification.title)).toEqual(['New match for “Hill Country”']);
    expect(rung[0].link).toBe(`/property/${delivered}`);
    // the silenced search recorded its match all the same
    expect((await buyer.user.get(`/api/saved-searches/${roomy.body.id}/matches`)).body.total).toBe(1);

    expect((await buyer.user.send('delete', `/api/saved-searches/${texas.body.id}`)).status).toBe(204);
    expect(await demandOn(other, seller, { acres: 12 })).toBe(1);
    expect(await demandOn(test.host, seller, { acres: 12 })).toBe(1);
    await deliverOn(other, template, { acres: 12, title: 'Another twelve acres' });
    expect(await bell(buyer)).toHaveLength(1);
  });

  it('reloads a matcher whose unseen changes were pruned from the log, and prunes only week-old changes', async () => {
    const other = await secondHost();
    const seller = await make.seller();
    expect(await demandOn(other, seller)).toBe(0);
    const buyer = await make.plusBuyer();
    await save(buyer, { state: 'TX' });
    await save(buyer, { category: ['land'] });

    const em = test.host.orm.em.fork();
    const changes = async () =>
      (await em.execute<Array<{ seq: string }>>('select seq from engagement.saved_search_changes order by seq')).map((row) =>
        Number(row.seq),
      );
    const logged = await changes();
    expect(logged).toHaveLength(2);
    // a week on, the hourly job forgets all but the newest change: the second host never saw the first
    await em.execute(`update engagement.saved_search_changes set changed_at = now() - interval '8 days'`);
    await test.host.runJobs();
    expect(await changes()).toEqual([logged[1]]);
    expect(await demandOn(other, seller)).toBe(2);

    await save(buyer, { state: 'OK' });
    const [, fresh] = await changes();
    await test.host.runJobs();
    expect(await changes()).toEqual([fresh]); // the week-old one goes once it is not the newest, the fresh one stays
    expect(await demandOn(other, seller, { state: 'OK', city: 'Tulsa' })).toBe(2);
  });
});
