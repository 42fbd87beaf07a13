import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { newId } from '../shared/kernel/ids.ts';
import {
  ListingDeleted,
  ListingDrafted,
  ListingPublished,
  ListingStatusChanged,
  ListingUpdated,
  type ListingSnapshot,
} from './contracts/events.ts';
import type { MapMarkersResult } from './contracts/map.ts';
import type { PropertyHit, SearchPropertiesResult } from './contracts/search.ts';
import { Property } from './domain/property.entity.ts';
import { LISTING_OWNER, listingSnapshot } from './testing/fixtures.ts';

const publish = (listing: ListingSnapshot) => ListingPublished.create(listing.id, listing);

async function search(test: TestHost, query = ''): Promise<SearchPropertiesResult> {
  return (await test.http().get(`/api/properties/search?${query}`).expect(200)).body;
}
const titles = async (test: TestHost, query = '') => (await search(test, query)).hits.map((hit) => hit.title);

describeHost('listings read side: faceted search, map, details, metrics', () => {
  const test = useTestHost();

  const land = listingSnapshot({
    title: 'Creekside hunting land',
    featured: true,
    openToJointVenture: true,
    terms: ['cash', 'owner-finance'],
  });
  const ranch = listingSnapshot({
    title: 'Distressed ranch house',
    category: 'residential',
    city: 'Memphis',
    state: 'TN',
    zip: '38103',
    county: 'Shelby',
    apn: '018-042-00017',
    latitude: 35.149,
    longitude: -90.049,
    acres: 0.25,
    beds: 3,
    baths: 2,
    priceCents: 6_800_000,
    arvCents: 14_500_000,
    terms: ['assignment'],
  });
  const desert = listingSnapshot({
    title: 'Cheap desert acreage',
    city: 'Deming',
    state: 'NM',
    zip: '88030',
    county: 'Luna',
    latitude: 32.269,
    longitude: -107.758,
    acres: 20,
    priceCents: 1_650_000,
  });
  const farm = listingSnapshot({
    title: 'Irrigated farm with water rights',
    category: 'agricultural',
    city: 'Garden City',
    state: 'KS',
    zip: '67846',
    county: 'Finney',
    latitude: 37.971,
    longitude: -100.873,
    acres: 160,
    priceCents: 52_000_000,
  });

  async function seedFour() {
    await test.emit(...[land, ranch, desert, farm].map(publish));
  }

  it('searches by typo-tolerant text over title, city, county, zip and APN', async () => {
    await seedFour();
    expect(await titles(test, 'q=memphs')).toEqual(['Distressed ranch house']);
    expect(await titles(test, 'q=shelby')).toEqual(['Distressed ranch house']);
    expect(await titles(test, 'q=38103')).toEqual(['Distressed ranch house']);
    expect(await titles(test, 'q=018-042-00017')).toEqual(['Distressed ranch house']);
    expect(await titles(test, 'q=irigated')).toEqual(['Irrigated farm with water rights']);
    expect(await titles(test, 'q=nothing+like+this')).toEqual([]);
  });

  it("finds a state's listings by its full name as by its code", async () => {
    await seedFour();
    const albany = listingSnapshot({
      title: 'Wooded lot upstate',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      county: 'Albany',
      latitude: 42.652,
      longitude: -73.757,
    });
    await test.emit(publish(albany));
    expect(await titles(test, 'q=TX')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'q=Texas')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'q=texas')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'q=new+mexico')).toEqual(['Cheap desert acreage']);
    expect(await titles(test, 'q=New%20York')).toEqual(['Wooded lot upstate']);
    expect(await titles(test, 'q=hunting+texas')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'q=hunting+tennessee')).toEqual([]);
    expect((await search(test, 'q=Texas')).facets.state).toEqual({ TX: 1 });
    // the spec list endpoint's text search too
    const list = await test.http().get('/api/properties?search=new+mexico').expect(200);
    expect(list.body.map((card: { title: string }) => card.title)).toEqual(['Cheap desert acreage']);
  });

  it('answers hits with the card fields, the total and disjunctive facet counts', async () => {
    await seedFour();
    const all = await search(test);
    expect(all.total).toBe(4);
    expect(all.offset).toBe(0);
    expect(all.limit).toBe(12);
    // newest first by default
    expect(all.hits.map((hit) => hit.title)).toEqual([
      'Irrigated farm with water rights',
      'Cheap desert acreage',
      'Distressed ranch house',
      'Creekside hunting land',
    ]);
    const ranchHit = all.hits.find((hit) => hit.id === ranch.id)!;
    expect(ranchHit).toEqual<PropertyHit>({
      id: ranch.id,
      userId: LISTING_OWNER,
      title: 'Distressed ranch house',
      category: 'residential',
      city: 'Memphis',
      state: 'TN',
      acres: 0.25,
      price: 68_000,
      arv: 145_000,
      images: [],
      createdAt: ranch.createdAt,
      featured: false,
      openToJointVenture: false,
      jvSummary: null,
      sellerPremium: false,
      viewCount: 0,
      status: 'active',
      county: 'Shelby',
      zip: '38103',
      latitude: 35.149,
      longitude: -90.049,
      pricePerAcre: 272_000,
      terms: ['assignment'],
    });
    expect(all.facets).toEqual({
      category: { agricultural: 1, land: 2, residential: 1 },
      state: { KS: 1, NM: 1, TN: 1, TX: 1 },
      county: { Finney: 1, Luna: 1, Pecos: 1, Shelby: 1 },
      terms: { assignment: 1, cash: 3, 'owner-finance': 1 },
      openToJointVenture: { false: 3, true: 1 },
      featured: { false: 3, true: 1 },
      status: { active: 4 },
    });

    // a selected category keeps the counts of the others, while the other facets narrow
    const landOnly = await search(test, 'category=land');
    expect(landOnly.hits.map((hit) => hit.title)).toEqual(['Cheap desert acreage', 'Creekside hunting land']);
    expect(landOnly.facets.category).toEqual({ agricultural: 1, land: 2, residential: 1 });
    expect(landOnly.facets.state).toEqual({ NM: 1, TX: 1 });
    expect((await search(test, 'category=land,residential')).total).toBe(3);
  });

  it('filters by state, county, terms, JV, featured and numeric ranges', async () => {
    await seedFour();
    expect(await titles(test, 'state=tn,ks')).toEqual(['Irrigated farm with water rights', 'Distressed ranch house']);
    expect(await titles(test, 'county=Luna')).toEqual(['Cheap desert acreage']);
    expect(await titles(test, `ids=${desert.id},${farm.id}`)).toEqual(['Irrigated farm with water rights', 'Cheap desert acreage']);
    expect(await titles(test, 'terms=owner-finance')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'openToJointVenture=true')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'featured=true')).toEqual(['Creekside hunting land']);
    expect(await titles(test, 'minPrice=20000&maxPrice=70000')).toEqual(['Distressed ranch house', 'Creekside hunting land']);
    expect(await titles(test, 'minAcres=30')).toEqual(['Irrigated farm with water rights', 'Creekside hunting land']);
    expect(await titles(test, 'maxPricePerAcre=1000')).toEqual(['Cheap desert acreage', 'Creekside hunting land']);
    expect(await titles(test, 'minBeds=3&minBaths=2')).toEqual(['Distressed ranch house']);
  });

  it('sorts by price, acres and price per acre, and pages with a total', async () => {
    await seedFour();
    expect(await titles(test, 'sort=price-asc')).toEqual([
      'Cheap desert acreage',
      'Creekside hunting land',
      'Distressed ranch house',
      'Irrigated farm with water rights',
    ]);
    expect(await titles(test, 'sort=price-desc&limit=1')).toEqual(['Irrigated farm with water rights']);
    expect(await titles(test, 'sort=acres-desc')).toEqual([
      'Irrigated farm with water rights',
      'Creekside hunting land',
      'Cheap desert acreage',
      'Distressed ranch house',
    ]);
    expect(await titles(test, 'sort=acres-asc&limit=2&offset=1')).toEqual(['Cheap desert acreage', 'Creekside hunting land']);
    expect(await titles(test, 'sort=price-per-acre-asc')).toEqual([
      'Cheap desert acreage',
      'Creekside hunting land',
      'Irrigated farm with water rights',
      'Distressed ranch house',
    ]);
    const page = await search(test, 'sort=price-asc&offset=2&limit=1');
    expect(page).toMatchObject({ total: 4, offset: 2, limit: 1 });
  });

  it('searches a bounding box and a radius', async () => {
    await seedFour();
    // west Texas and New Mexico
    expect(await titles(test, 'bbox=-110,29,-100,34&sort=price-asc')).toEqual(['Cheap desert acreage', 'Creekside hunting land']);
    // 100 km around Memphis
    expect(await titles(test, 'near=35.1,-90.0&radiusKm=100')).toEqual(['Distressed ranch house']);
  });

  it('searches a drawn polygon, in the list and on the map', async () => {
    await seedFour();
    // a triangle over west Texas and Kansas: the New Mexico desert is inside its bounds, not inside it
    const polygon = 'polygon=29,-109;29,-100;40,-100';
    expect(await titles(test, `${polygon}&sort=price-asc`)).toEqual(['Creekside hunting land', 'Irrigated farm with water rights']);
    expect(await titles(test, 'polygon=29,-109;29,-100;40,-100;29,-109&category=agricultural')).toEqual([
      'Irrigated farm with water rights',
    ]);
    const map: MapMarkersResult = (await test.http().get(`/api/properties/map?${polygon}&bbox=-125,24,-66,50&zoom=4`).expect(200)).body;
    expect(map.total).toBe(2);
    expect(map.markers.map((marker) => marker.id)).toEqual([land.id, farm.id]);
  });

  it('answers a polygon that is no area with 400 saying why, and searches nothing', async () => {
    const problems = async (polygon: string) => {
      const response = await test
        .http()
        .get(`/api/properties/search?polygon=${encodeURIComponent(polygon)}`)
        .expect(400);
      expect(response.body.message).toBe('Invalid property search');
      return response.body.details.map((issue: { path: string[]; message: string }) => `${issue.path[0]}: ${issue.message}`);
    };
    expect(await problems('30,-100;31,-100;30,-100')).toEqual(['polygon: polygon needs at least 3 distinct points']);
    expect(await problems('30,-100;91,-100;30,-99')).toEqual([
      'polygon: polygon points must have a latitude within ±90 and a longitude within ±180',
    ]);
    expect(await problems('30,-100;31,-99;32,-98')).toEqual(['polygon: polygon points must not all lie on one line']);
    expect(await problems('30,-100;31,-99;x')).toEqual([
      'polygon: polygon must be 3 to 100 points lat,lng separated by ";" in degrees (at most 6 decimals)',
    ]);
    expect(await problems(Array.from({ length: 101 }, (_, i) => `${30 + Math.sin(i)},${-100 + Math.cos(i)}`).join(';'))).toHaveLength(1);
    await test.http().get('/api/properties/map?polygon=1,1;2,2').expect(400);
  });

  it('answers a bad search with 400 naming the problems', async () => {
    const response = await test.http().get('/api/properties/search?category=castles&bbox=1,2,3&sort=random&limit=500').expect(400);
    expect(response.body.message).toBe('Invalid property search');
    expect(response.body.details.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['bbox', 'category', 'limit', 'sort']);
  });

  it('keeps the spec list endpoint: an array of active listings', async () => {
    await seedFour();
    const underContract = listingSnapshot({ title: 'Under contract lot', status: 'under_contract' });
    await test.emit(publish(underContract));
    const list = await test.http().get('/api/properties?limit=12&sortBy=createdAt&sortOrder=desc').expect(200);
    expect(list.body.map((card: { title: string }) => card.title)).toEqual([
      'Irrigated farm with water rights',
      'Cheap desert acreage',
      'Distressed ranch house',
      'Creekside hunting land',
    ]);
    expect(list.body[0]).not.toHaveProperty('description');
    // the search page can ask for listings under contract
    expect(await titles(test, 'status=under_contract')).toEqual(['Under contract lot']);
  });

  it('shows few matches on the map as markers, featured first then newest', async () => {
    await seedFour();
    const noPin = listingSnapshot({ title: 'Land without a pin', latitude: null, longitude: null });
    await test.emit(publish(noPin));
    const map: MapMarkersResult = (await test.http().get('/api/properties/map?bbox=-125,24,-66,50&zoom=4').expect(200)).body;
    expect(map.total).toBe(4);
    expect(map.clusters).toEqual([]);
    expect(map.markers).toEqual([
      { id: land.id, lat: 30.894, lng: -102.879, price: 38_000, title: 'Creekside hunting land', category: 'land', featured: true },
      expect.objectContaining({ id: farm.id, lat: 37.971, lng: -100.873, price: 520_000 }),
      expect.objectContaining({ id: desert.id }),
      expect.objectContaining({ id: ranch.id }),
    ]);
    // without a box every match counts, the one without a pin too, but only pins are drawn
    const everywhere: MapMarkersResult = (await test.http().get('/api/properties/map').expect(200)).body;
    expect(everywhere.total).toBe(5);
    expect(everywhere.markers.map((marker) => marker.id)).not.toContain(noPin.id);
    const landOnly: MapMarkersResult = (await test.http().get('/api/properties/map?category=land&bbox=-125,24,-66,50').expect(200)).body;
    expect(landOnly.markers.map((marker) => marker.id)).toEqual([land.id, desert.id]);
  });

  it('shows more matches than the limit as clusters that split as the map zooms in', async () => {
    await seedFour();
    const nearFarm = listingSnapshot({ title: 'Farm next door', category: 'agricultural', latitude: 37.975, longitude: -100.87 });
    await test.emit(publish(nearFarm));
    const country: MapMarkersResult = (await test.http().get('/api/properties/map?bbox=-125,24,-66,50&zoom=3&limit=2').expect(200)).body;
    expect(country.total).toBe(5);
    expect(country.markers).toEqual([]);
    expect(country.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(5);
    for (const { lat, lng, bounds } of country.clusters) {
      expect(lat).toBeGreaterThanOrEqual(bounds.south);
      expect(lat).toBeLessThanOrEqual(bounds.north);
      expect(lng).toBeGreaterThanOrEqual(bounds.west);
      expect(lng).toBeLessThanOrEqual(bounds.east);
    }
    // the two farms 500 m apart stay together however far the map zooms in; the others split off
    const closer: MapMarkersResult = (await test.http().get('/api/properties/map?bbox=-125,24,-66,50&zoom=9&limit=2').expect(200)).body;
    expect(closer.clusters.map((cluster) => cluster.count).sort()).toEqual([1, 1, 1, 2]);
    const farms = closer.clusters.find((cluster) => cluster.count === 2)!;
    expect(farms.lat).toBeCloseTo(37.973, 1);
    expect(farms.lng).toBeCloseTo(-100.87, 1);
    // the box limits what is counted
    const kansas: MapMarkersResult = (await test.http().get('/api/properties/map?bbox=-102,37,-94,40&zoom=6&limit=1').expect(200)).body;
    expect(kansas.total).toBe(2);
    expect(kansas.clusters).toEqual([expect.objectContaining({ count: 2 })]);
    await test.http().get('/api/properties/map?limit=1001').expect(400);
    await test.http().get('/api/properties/map?zoom=-1').expect(400);
  });

  it('follows a listing through edits, status changes, views and deletion', async () => {
    const listing = listingSnapshot({
      title: 'Brick colonial estate sale',
      category: 'residential',
      priceCents: 11_900_000,
      featured: true,
    });
    await test.emit(ListingDrafted.create(listing.id, { ...listing, status: 'draft', publishedAt: null }));
    expect((await search(test)).total).toBe(0);
    expect((await test.http().get('/api/metrics/dashboard').expect(200)).body).toEqual({
      totalProperties: 0,
      avgPrice: 0,
      featuredDeals: 0,
      statesAvailable: 0,
    });

    await test.emit(publish({ ...listing, version: 2 }));
    expect(await titles(test)).toEqual(['Brick colonial estate sale']);
    expect((await test.http().get('/api/metrics/dashboard').expect(200)).body).toEqual({
      totalProperties: 1,
      avgPrice: 119_000,
      featuredDeals: 1,
      statesAvailable: 1,
    });

    await test.emit(
      ListingUpdated.create(listing.id, {
        ...listing,
        title: 'Brick colonial, price cut',
        priceCents: 9_900_000,
        featured: false,
        version: 3,
      }),
    );
    expect(await titles(test, 'q=colonial')).toEqual(['Brick colonial, price cut']);
    expect((await test.http().get('/api/metrics/dashboard').expect(200)).body).toEqual({
      totalProperties: 1,
      avgPrice: 99_000,
      featuredDeals: 0,
      statesAvailable: 1,
    });

    // a late, older snapshot changes nothing
    await test.emit(ListingUpdated.create(listing.id, { ...listing, title: 'Stale title', version: 2 }));
    expect(await titles(test)).toEqual(['Brick colonial, price cut']);

    // a view count reaches the index from the listing in the database (seller-analytics.int.test.ts)

    const underContract = {
      ...listing,
      title: 'Brick colonial, price cut',
      priceCents: 9_900_000,
      status: 'under_contract' as const,
      viewCount: 7,
      version: 4,
    };
    await test.emit(ListingStatusChanged.create(listing.id, { ...underContract, previousStatus: 'active', reason: 'seller' }));
    expect((await search(test)).total).toBe(0);
    expect(await titles(test, 'status=under_contract')).toEqual(['Brick colonial, price cut']);
    expect((await test.http().get('/api/metrics/dashboard').expect(200)).body.totalProperties).toBe(0);
    const detail = (await test.http().get(`/api/properties/${listing.id}`).expect(200)).body;
    expect(detail).toMatchObject({ status: 'under_contract', price: 99_000, viewCount: 7, version: 4 });
    expect(detail).not.toHaveProperty('reason');

    await test.emit(ListingDeleted.create(listing.id, underContract));
    expect((await search(test, 'status=under_contract')).total).toBe(0);
    await test.http().get(`/api/properties/${listing.id}`).expect(404);
    // a snapshot delivered after the deletion does not bring it back
    await test.emit(publish({ ...underContract, status: 'active', version: 3 }));
    expect((await search(test)).total).toBe(0);
    await test.http().get(`/api/properties/${listing.id}`).expect(404);
  });

  it('shows public statuses to anyone, and drafts, withdrawn and expired listings only to the owner or an admin', async () => {
    const owner = browser(test.host);
    await owner.get('/api/auth/me');
    const registered = await owner.send('post', '/api/auth/register', {
      email: 'seller@example.com',
      password: 'river-bottom-88',
      firstName: 'Sam',
      lastName: 'Lee',
    });
    const stranger = browser(test.host);
    await stranger.get('/api/auth/me');
    await stranger.send('post', '/api/auth/register', {
      email: 'stranger@example.com',
      password: 'river-bottom-88',
      firstName: 'Ann',
      lastName: 'Fox',
    });

    const listings = (['active', 'under_contract', 'sold', 'draft', 'withdrawn', 'expired'] as const).map((status) =>
      listingSnapshot({ ownerId: registered.body.id, status, title: `A ${status} listing` }),
    );
    await test.emit(
      ...listings.map((listing) => ListingStatusChanged.create(listing.id, { ...listing, previousStatus: 'active', reason: 'seller' })),
    );

    for (const listing of listings) {
      const isPublic = ['active', 'under_contract', 'sold'].includes(listing.status);
      await test
        .http()
        .get(`/api/properties/${listing.id}`)
        .expect(isPublic ? 200 : 404);
      expect((await stranger.get(`/api/properties/${listing.id}`)).status).toBe(isPublic ? 200 : 404);
      const own = await owner.get(`/api/properties/${listing.id}`);
      expect(own.status).toBe(200);
      expect(own.body.status).toBe(listing.status);
    }
  });

  it('suggests similar active listings of the same category, the same state first, without the listing itself', async () => {
    const base = listingSnapshot({ title: 'Subject lot', state: 'TX', latitude: 30.27, longitude: -97.74 });
    const sameState = listingSnapshot({ title: 'Texas lot', state: 'TX', latitude: 29.42, longitude: -98.49 });
    const near = listingSnapshot({ title: 'Oklahoma lot', state: 'OK', latitude: 35.47, longitude: -97.52 });
    const far = listingSnapshot({ title: 'Maine lot', state: 'ME', latitude: 44.31, longitude: -69.78 });
    const otherCategory = listingSnapshot({ title: 'Texas duplex', category: 'investment', state: 'TX' });
    const sold = listingSnapshot({ title: 'Sold Texas lot', status: 'sold' });
    await test.emit(
      ...[base, sameState, near, far, otherCategory].map(publish),
      ListingStatusChanged.create(sold.id, { ...sold, previousStatus: 'active', reason: 'seller' }),
    );

    const similar = (await test.http().get(`/api/properties/${base.id}/similar`).expect(200)).body as PropertyHit[];
    expect(similar.map((hit) => hit.title)).toEqual(['Texas lot', 'Oklahoma lot', 'Maine lot']);
    await test.http().get(`/api/properties/${newId()}/similar`).expect(404);
  });

  it('rebuilds the index, details and metrics from Postgres', async () => {
    const em = test.database.orm.em.fork();
    const rows = [
      land,
      ranch,
      listingSnapshot({ title: 'Withdrawn lot', status: 'withdrawn' }),
      listingSnapshot({ title: 'Pending lot', status: 'under_contract' }),
    ];
    for (const row of rows) {
      em.create(Property, {
        ...row,
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
        publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
        underContractAt: null,
        soldAt: null,
        withdrawnAt: null,
        expiresAt: null,
      });
    }
    await em.flush();
    expect(await test.host.reindex()).toMatchObject({ 'listings.properties': 3 });
    expect((await search(test)).total).toBe(2);
    expect(await titles(test, 'status=under_contract')).toEqual(['Pending lot']);
    expect((await test.http().get('/api/metrics/dashboard').expect(200)).body).toMatchObject({
      totalProperties: 2,
      featuredDeals: 1,
      statesAvailable: 2,
    });
    expect((await test.http().get(`/api/properties/${ranch.id}`).expect(200)).body.title).toBe('Distressed ranch house');
  });
});

describeHost('listings: offline geocoding', () => {
  const test = useTestHost({ startDispatcher: false });

  it('answers a ZIP or a city centroid, and 404 for an unknown place', async () => {
    expect((await test.http().get('/api/geocode?zip=78701').expect(200)).body).toEqual({
      latitude: 30.2713,
      longitude: -97.7426,
      precision: 'zip',
      city: 'Austin',
      state: 'TX',
      county: 'Travis',
    });
    expect((await test.http().get('/api/geocode?city=Boise&state=id').expect(200)).body).toMatchObject({
      precision: 'city',
      city: 'Boise',
      state: 'ID',
      county: 'Ada',
    });
    const unknown = await test.http().get('/api/geocode?zip=00000').expect(404);
    expect(unknown.body.message).toBe('No match for that ZIP or city');
    const bad = await test.http().get('/api/geocode?zip=7870&state=Texas').expect(400);
    expect(bad.body.message).toBe('Invalid location');
    await test.http().get('/api/geocode').expect(400);
  });
});
