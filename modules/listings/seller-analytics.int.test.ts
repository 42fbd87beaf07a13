import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { DEMO_SELLERS } from '../identity/contracts/demo.ts';
import { SellerLeadClaimed } from '../leads/contracts/events.ts';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { GetSellerAnalytics } from './application/reports/get-seller-analytics/get-seller-analytics.query.ts';
import { ListMyListings } from './application/reports/list-my-listings/list-my-listings.query.ts';
import type { ListingAnalytics, SellerAnalytics } from './contracts/analytics.ts';
import { myListingsQuerySchema } from './contracts/my-listings-query.ts';

describeHost('listings: seller analytics', () => {
  const test = useTestHost();
  let members: ReturnType<typeof given>;
  let visitors = 0;
  beforeEach(() => {
    members = given(test);
  });

  /** a visitor from an address of their own: each counts as one view a day */
  async function view(propertyId: string): Promise<void> {
    const visitor = browser(test.host);
    visitor.agent.set('X-Forwarded-For', `198.51.100.${++visitors}`);
    await visitor.get('/api/auth/me');
    expect((await visitor.send('post', `/api/properties/${propertyId}/views`)).status).toBe(200);
  }

  const today = () => new Date().toISOString().slice(0, 10);
  const analytics = async (seller: User, query = '') => seller.user.get(`/api/analytics/listings${query}`);

  it('counts views, favorites, inquiries and leads per day, per listing and in total, for a Pro seller', async () => {
    const seller = await members.sellerOn('pro');
    const searcher = await members.buyer();
    expect((await searcher.user.send('post', '/api/saved-searches', { criteria: { state: 'TX', category: ['land'] } })).status).toBe(201);
    const [first, second] = await members.listings(seller, 2);
    for (let n = 0; n < 3; n++) await view(first);
    await view(second);
    const buyer = await members.buyer();
    expect((await buyer.user.send('post', '/api/favorites', { propertyId: first })).status).toBeLessThan(300);
    expect(
      (await buyer.user.send('post', '/api/conversations', { propertyId: first, message: 'Is the road paved?', clientId: randomUUID() }))
        .status,
    ).toBe(201);
    await test.emit(SellerLeadClaimed.create(randomUUID(), { sellerId: seller.id, city: 'Austin', state: 'TX', county: 'Travis' }));
    await test.host.projections.settled();
    // a day earlier, as the series would hold it
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await test.database.orm.em
      .fork()
      .execute(`insert into listings.listing_daily_stats (property_id, owner_id, day, views) values (?, ?, ?, 1)`, [
        second,
        seller.id,
        yesterday,
      ]);

    const answer = await analytics(seller, '?range=7d');
    expect(answer.status).toBe(200);
    const body: SellerAnalytics = answer.body;
    expect(body.level).toBe('advanced');
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toBe(today());
    expect(body.days.at(-2)).toBe(yesterday);
    expect(body.totals).toEqual({ views: 5, favorites: 1, inquiries: 1, matches: 2, leads: 1 });
    expect(body.series.views.slice(-2)).toEqual([1, 4]);
    expect(body.series.views.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(body.series.leads.at(-1)).toBe(1);
    expect(body.conversion).toBeCloseTo(1 / 5, 4);
    expect(body.listings.map((listing) => [listing.id, listing.views, listing.favorites, listing.inquiries, listing.conversion])).toEqual([
      [first, 3, 1, 1, 0.3333],
      [second, 2, 0, 0, 0],
    ]);
    expect(body.planUsage).toEqual({ tier: 'pro', activeListings: { used: 2, allowed: 15 }, featuredThisMonth: { used: 0, allowed: 1 } });

    const one = await seller.user.get(`/api/analytics/listings/${first}?range=90d`);
    expect(one.status).toBe(200);
    const listing: ListingAnalytics = one.body;
    expect(listing.days).toHaveLength(90);
    expect(listing.totals).toEqual({ views: 3, favorites: 1, inquiries: 1, matches: 1 });
    expect(listing.series.views.at(-1)).toBe(3);
    expect(listing.conversion).toBeCloseTo(1 / 3, 4);
  });

  it('gives Starter the basic level for 7 and 30 days, and asks Pro for the rest', async () => {
    const seller = await members.sellerOn('starter');
    const [id] = await members.listings(seller, 1);
    await view(id);
    await test.host.projections.settled();

    const basic: SellerAnalytics = (await analytics(seller, '?range=30d')).body;
    expect(basic).toMatchObject({ level: 'basic', conversion: null, totals: { views: 1, matches: null }, series: { matches: null } });
    expect(basic.days).toHaveLength(30);
    expect(basic.listings[0]).toMatchObject({ id, views: 1, matches: null, conversion: null });

    for (const refused of [await analytics(seller, '?range=90d'), await seller.user.get(`/api/analytics/listings/${id}`)]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ upgradeRequired: true, details: { limit: 'advancedAnalytics', suggestedTier: 'pro' } });
    }
  });

  it('refuses members without analytics in their plan, other sellers’ listings and bad ranges', async () => {
    const free = await members.freeSeller();
    const refused = await analytics(free);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      upgradeRequired: true,
      message: 'Your plan does not include analytics. Choose a seller plan to see how your listings do.',
    });
    expect((await analytics(await members.buyer())).status).toBe(403);
    expect((await browser(test.host).get('/api/analytics/listings')).status).toBe(401);

    const owner = await members.sellerOn('pro');
    const [id] = await members.listings(owner, 1);
    const other = await members.sellerOn('pro');
    expect((await other.user.get(`/api/analytics/listings/${id}`)).status).toBe(404);
    expect((await other.user.get('/api/analytics/listings/not-an-id')).status).toBe(404);
    const bad = await analytics(owner, '?range=1y');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].message).toBe('range must be 7d, 30d or 90d');
  });
});

describeHost('listings: the demo history agrees with the counters', () => {
  const test = useTestHost();

  it('adds each demo listing’s days up to its view count, and today’s visits to both', async () => {
    await test.host.seed();
    await test.host.projections.settled();
    const em = test.database.orm.em.fork();
    const listings = await em.execute<Array<{ id: string; view_count: number; history: number; first_day: string | null }>>(
      `select p.id, p.view_count, coalesce(sum(s.views), 0)::int as history, to_char(min(s.day), 'YYYY-MM-DD') as first_day
       from listings.properties p left join listings.listing_daily_stats s on s.property_id = p.id
       where p.owner_id in (?) group by p.id`,
      [DEMO_SELLERS.map((seller) => seller.id)],
    );
    expect(listings.length).toBeGreaterThan(150);
    expect(listings.filter((listing) => Number(listing.view_count) !== Number(listing.history))).toEqual([]);
    expect(listings.reduce((sum, listing) => sum + Number(listing.view_count), 0)).toBeGreaterThan(10_000);

    // the seller's table, the analytics and the property page tell the same numbers
    const maria = { userId: DEMO_SELLERS[0].id, roles: ['buyer' as const, 'seller' as const], isAdmin: false };
    const table = async () => test.host.queries.ask(ListMyListings, myListingsQuerySchema.parse({ sort: 'views', pageSize: 100 }), maria);
    const analytics = async () => test.host.queries.ask(GetSellerAnalytics, { range: '90d' }, maria);
    const before = await analytics();
    const rows = (await table()).listings;
    for (const row of rows) {
      const { views } = before.listings.find((listing) => listing.id === row.id)!;
      // the 90 days hold every day of a listing younger than them
      if (row.createdAt.slice(0, 10) >= before.days[0]) expect(views, row.title).toBe(row.viewCount);
      else expect(views, row.title).toBeLessThanOrEqual(row.viewCount);
    }
    const listing = rows.find((row) => row.status === 'active')!;
    expect((await test.http().get(`/api/properties/${listing.id}`).expect(200)).body.viewCount).toBe(listing.viewCount);

    // a visit today: one more on the counter, on today's point and on the listing's row
    const visitor = browser(test.host);
    visitor.agent.set('X-Forwarded-For', '198.51.100.250');
    await visitor.get('/api/auth/me');
    expect((await visitor.send('post', `/api/properties/${listing.id}/views`)).body).toMatchObject({ viewCount: listing.viewCount + 1 });
    await test.host.projections.settled();
    const after = await analytics();
    expect(after.days.at(-1)).toBe(new Date().toISOString().slice(0, 10));
    expect(after.series.views.at(-1)).toBe(before.series.views.at(-1)! + 1);
    expect(after.totals.views).toBe(before.totals.views + 1);
    expect(after.listings.find((row) => row.id === listing.id)!.views).toBe(
      before.listings.find((row) => row.id === listing.id)!.views + 1,
    );
    expect((await table()).listings.find((row) => row.id === listing.id)!.viewCount).toBe(listing.viewCount + 1);
    expect((await test.http().get(`/api/properties/${listing.id}`).expect(200)).body.viewCount).toBe(listing.viewCount + 1);
    // and in search, written from the listing as the database holds it
    const cards = (
      await test
        .http()
        .get(`/api/properties?limit=100&search=${encodeURIComponent(listing.title)}`)
        .expect(200)
    ).body as Array<{ id: string; viewCount: number }>;
    expect(cards.find((card) => card.id === listing.id)?.viewCount).toBe(listing.viewCount + 1);
  });
});
