import { beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { ChangeListingStatus } from './application/commands/change-listing-status/change-listing-status.command.ts';
import { CreateListing } from './application/commands/create-listing/create-listing.command.ts';
import type { ListingInput } from './contracts/listing.ts';
import type { MyListing, MyListingsResult } from './contracts/my-listings.ts';

const DAY = 86_400_000;
/** the filler parcels, apart from the named listings below */
const PARCELS = 27;

describeHost('listings: the seller’s own listings, a page at a time (GET /api/my/properties)', () => {
  const test = useTestHost();
  let members: ReturnType<typeof given>;
  let seller: User;
  let other: User;
  /** the named listings' ids */
  let ids: Record<'creek' | 'ranch' | 'lot' | 'cabin', string>;

  /** a listing of `owner`, published unless told, created `daysAgo` days ago with `viewCount` views (as an import brings them) */
  async function create(
    owner: string,
    fields: Partial<ListingInput>,
    { daysAgo, viewCount = 0, publish = true }: { daysAgo: number; viewCount?: number; publish?: boolean },
  ): Promise<string> {
    const created = await test.host.commands.execute(CreateListing, {
      ownerId: owner,
      publish,
      createdAt: new Date(Date.now() - daysAgo * DAY),
      viewCount,
      listing: { title: 'Parcel', category: 'land', city: 'Austin', state: 'TX', acres: 5, price: 50_000, ...fields },
    });
    return created.id;
  }

  const mine = async (user: User, query = '') => {
    const answer = await user.user.get(`/api/my/properties${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as MyListingsResult;
  };
  const titles = (result: MyListingsResult) => result.listings.map((listing) => listing.title);

  beforeEach(async () => {
    members = given(test);
    seller = await members.seller();
    other = await members.seller();
    ids = {
      creek: await create(
        seller.id,
        { title: 'Creekside hunting land', city: 'Fort Stockton', zip: '79735', apn: 'R-100-1', price: 38_000 },
        { daysAgo: 40, viewCount: 5 },
      ),
      ranch: await create(
        seller.id,
        { title: 'Ranch house near Austin', category: 'residential', price: 250_000 },
        { daysAgo: 30, viewCount: 40 },
      ),
      lot: await create(seller.id, { title: 'Downtown lot', city: 'Memphis', state: 'TN', price: 90_000 }, { daysAgo: 20, publish: false }),
      cabin: await create(
        seller.id,
        { title: 'Lakefront cabin', category: 'residential', city: 'Ocala', state: 'FL', apn: 'MAR-77_2', price: 120_000 },
        { daysAgo: 10, viewCount: 12 },
      ),
    };
    for (let n = 1; n <= PARCELS; n++)
      await create(seller.id, { title: `Parcel ${n}`, price: 40_000 + n * 1000 }, { daysAgo: 60 + n, viewCount: n });
    await create(other.id, { title: 'Ranch house near Austin, the other seller’s', city: 'Austin' }, { daysAgo: 1, viewCount: 99 });
    const owner = { userId: seller.id, roles: ['buyer' as const, 'seller' as const], isAdmin: false };
    await test.host.commands.execute(ChangeListingStatus, { id: ids.cabin, status: 'withdrawn' }, owner);
    await test.host.projections.settled();
  });

  it('answers the first page newest first by default, with the total, the counts per status and the notices', async () => {
    const first = await mine(seller);
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 31, sort: 'created', order: 'desc', ownedCount: 31, notices: [] });
    expect(first.statusCounts).toEqual({
      draft: 1,
      active: 29,
      under_contract: 0,
      sold: 0,
      expired: 0,
      withdrawn: 1,
      in_review: 0,
      rejected: 0,
    });
    expect(titles(first).slice(0, 4)).toEqual(['Lakefront cabin', 'Downtown lot', 'Ranch house near Austin', 'Creekside hunting land']);
    expect(first.listings).toHaveLength(25);
    expect(first.listings[0]).toMatchObject({ id: ids.cabin, status: 'withdrawn', viewCount: 12, favorites: 0, statusReason: null });
  });

  it('pages through every listing once, and answers a page past the last with no listings and the same counts', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await mine(seller, `?page=${page}&pageSize=10`);
      expect(answer).toMatchObject({ page, pageSize: 10, total: 31 });
      expect(answer.listings).toHaveLength(page < 4 ? 10 : 1);
      seen.push(...answer.listings.map((listing) => listing.id));
    }
    expect(new Set(seen).size).toBe(31);
    expect(seen).toEqual(expect.arrayContaining(Object.values(ids)));
    const past = await mine(seller, '?page=5&pageSize=10');
    expect(past).toMatchObject({ page: 5, total: 31, listings: [], ownedCount: 31 });
  });

  it('sorts by each column, both ways, ties by id', async () => {
    const all = async (sort: string, order?: string) =>
      (await mine(seller, `?sort=${sort}${order ? `&order=${order}` : ''}&pageSize=100`)).listings;
    const isSorted = (values: number[], order: 'asc' | 'desc') =>
      values.every((value, index) => index === 0 || (order === 'asc' ? values[index - 1] <= value : values[index - 1] >= value));

    for (const order of ['asc', 'desc'] as const) {
      expect(
        isSorted(
          (await all('price', order)).map((listing) => listing.price),
          order,
        ),
        `price ${order}`,
      ).toBe(true);
      expect(
        isSorted(
          (await all('views', order)).map((listing) => listing.viewCount),
          order,
        ),
        `views ${order}`,
      ).toBe(true);
      expect(
        isSorted(
          (await all('created', order)).map((listing) => Date.parse(listing.createdAt)),
          order,
        ),
        `created ${order}`,
      ).toBe(true);
    }
    // the default order: most first, titles from A to Z
    expect((await all('views'))[0]).toMatchObject({ id: ids.ranch, viewCount: 40 });
    expect((await all('price'))[0]).toMatchObject({ id: ids.ranch, price: 250_000 });
    expect((await all('price', 'asc'))[0]).toMatchObject({ id: ids.creek, price: 38_000 });
    const named = (listings: MyListing[]) => listings.map((listing) => listing.title).filter((title) => !title.startsWith('Parcel'));
    expect(named(await all('title'))).toEqual(['Creekside hunting land', 'Downtown lot', 'Lakefront cabin', 'Ranch house near Austin']);
    expect(named(await all('title', 'desc'))).toEqual([
      'Ranch house near Austin',
      'Lakefront cabin',
      'Downtown lot',
      'Creekside hunting land',
    ]);
    // the listing changed last comes first
    expect((await all('updated'))[0].id).toBe(ids.cabin);
    expect((await all('updated', 'asc')).at(-1)!.id).toBe(ids.cabin);

    // favorites: how many members saved each
    for (const [propertyId, savers] of [
      [ids.creek, 2],
      [ids.ranch, 1],
    ] as const) {
      for (let n = 0; n < savers; n++) {
        const buyer = await members.buyer();
        expect((await buyer.user.send('post', '/api/favorites', { propertyId })).status).toBeLessThan(300);
      }
    }
    await test.host.projections.settled();
    const byFavorites = await all('favorites');
    expect(byFavorites.slice(0, 2).map((listing) => [listing.id, listing.favorites])).toEqual([
      [ids.creek, 2],
      [ids.ranch, 1],
    ]);
    expect((await all('favorites', 'asc')).slice(-2).map((listing) => listing.id)).toEqual([ids.ranch, ids.creek]);
  });

  it('searches the title, city, county and APN (every word, as typed), and counts the statuses of what it found', async () => {
    const search = async (q: string) => mine(seller, `?q=${encodeURIComponent(q)}`);

    const austin = await search('austin');
    // the ranch by its title and the parcels by their city; never the other seller's ranch
    expect(austin.total).toBe(28);
    expect(titles(austin)).toContain('Ranch house near Austin');
    expect(titles(austin)).not.toContain('Ranch house near Austin, the other seller’s');
    expect(austin.statusCounts).toMatchObject({ active: 28, draft: 0, withdrawn: 0 });
    expect(austin.ownedCount).toBe(31);

    expect(titles(await search('RANCH austin'))).toEqual(['Ranch house near Austin']);
    expect(titles(await search('  memphis  '))).toEqual(['Downtown lot']);
    // Fort Stockton's county, from the ZIP
    expect(titles(await search('pecos'))).toEqual(['Creekside hunting land']);
    expect(titles(await search('r-100'))).toEqual(['Creekside hunting land']);
    // `_` and `%` are themselves, not wildcards
    expect(titles(await search('77_2'))).toEqual(['Lakefront cabin']);
    expect((await search('77%2')).total).toBe(0);
    const nothing = await search('no such place');
    expect(nothing).toMatchObject({ total: 0, listings: [], ownedCount: 31 });
    expect(Object.values(nothing.statusCounts).every((count) => count === 0)).toBe(true);

    // the status filter keeps the counts of every status of the search
    const withdrawn = await mine(seller, '?q=cabin&status=withdrawn');
    expect(withdrawn).toMatchObject({ total: 1, statusCounts: { withdrawn: 1, active: 0 } });
    const activeCabins = await mine(seller, '?q=cabin&status=active');
    expect(activeCabins).toMatchObject({ total: 0, listings: [], statusCounts: { withdrawn: 1 } });
  });

  it('filters by status', async () => {
    expect(titles(await mine(seller, '?status=draft'))).toEqual(['Downtown lot']);
    expect(titles(await mine(seller, '?status=withdrawn'))).toEqual(['Lakefront cabin']);
    const active = await mine(seller, '?status=active&pageSize=100');
    expect(active.total).toBe(29);
    expect(active.listings.every((listing) => listing.status === 'active')).toBe(true);
    expect((await mine(seller, '?status=sold')).listings).toEqual([]);
    // empty: every status
    expect((await mine(seller, '?status=')).total).toBe(31);
  });

  it('never shows another member’s listings', async () => {
    const theirs = await mine(other, '?pageSize=100');
    expect(theirs).toMatchObject({ total: 1, ownedCount: 1 });
    expect(titles(theirs)).toEqual(['Ranch house near Austin, the other seller’s']);
    const ours = await mine(seller, '?pageSize=100&sort=views');
    expect(ours.listings.every((listing) => listing.userId === seller.id)).toBe(true);
    expect(ours.listings[0].viewCount).toBe(40);
    const buyer = await members.buyer();
    expect(await mine(buyer)).toMatchObject({ total: 0, listings: [], ownedCount: 0 });
    expect((await browser(test.host).get('/api/my/properties?q=ranch')).status).toBe(401);
  });

  it('refuses a bad query with a 400 naming each parameter', async () => {
    const refused = async (query: string) => {
      const answer = await seller.user.get(`/api/my/properties${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe('Invalid listings query');
      return answer.body.details.map((issue: { path: string[]; message: string }) => [issue.path.join('.'), issue.message]);
    };
    expect(await refused('?sort=cheapest')).toEqual([['sort', 'sort must be one of updated, created, price, title, views or favorites']]);
    expect(await refused('?order=up')).toEqual([['order', 'order must be asc or desc']]);
    expect(await refused('?status=gone')).toEqual([
      ['status', 'status must be one of draft, active, under_contract, sold, expired, withdrawn, in_review or rejected'],
    ]);
    expect(await refused('?page=0')).toEqual([['page', 'page must be a whole number from 1 to 10,000']]);
    expect(await refused('?page=two')).toEqual([['page', 'page must be a whole number from 1 to 10,000']]);
    expect(await refused('?pageSize=500')).toEqual([['pageSize', 'pageSize must be a whole number from 1 to 100']]);
    expect(await refused(`?q=${'a'.repeat(101)}`)).toEqual([['q', 'q must be at most 100 characters']]);
    expect(await refused('?q=a&q=b')).toEqual([['q', 'q must be one text']]);
    expect(await refused('?sort=price&order=sideways&pageSize=0')).toHaveLength(2);
  });
});
