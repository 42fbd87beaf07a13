import supertest from 'supertest';
import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { CreateListing, type CreateListingInput } from './application/commands/create-listing/create-listing.command.ts';
import type { ListingInput } from './contracts/listing.ts';

const owner = '0190a1b2-0000-7000-8000-00000000000a';

/** a listing the system publishes (as the seeder does): no actor, so no plan limits */
function listing(overrides: Partial<ListingInput> & { ownerId?: string } = {}): CreateListingInput {
  const { ownerId = owner, ...fields } = overrides;
  return {
    ownerId,
    publish: true,
    listing: {
      title: '40 Acres of Unrestricted Hunting Land',
      description: 'Off-grid friendly, no HOA.',
      category: 'land',
      city: 'Fort Stockton',
      state: 'tx',
      acres: 40,
      price: 38_000,
      ...fields,
    },
  };
}

describeHost('listings: publish → outbox → projections → queries', () => {
  const test = useTestHost();

  it('shows a published listing in GET /api/properties and in the metrics', async () => {
    const published = await test.host.commands.execute(CreateListing, listing({ featured: true }));
    await test.host.projections.settled();

    const list = await test.http().get('/api/properties?limit=12&sortBy=createdAt&sortOrder=desc').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: published.id,
        userId: owner,
        title: '40 Acres of Unrestricted Hunting Land',
        category: 'land',
        state: 'TX',
        acres: 40,
        price: 38_000,
        arv: null,
        images: [],
        featured: true,
        openToJointVenture: false,
        viewCount: 0,
      }),
    ]);
    expect(new Date(list.body[0].createdAt).toISOString()).toBe(list.body[0].createdAt);

    const metrics = await test.http().get('/api/metrics/dashboard').expect(200);
    expect(metrics.body).toEqual({ totalProperties: 1, avgPrice: 38_000, featuredDeals: 1, statesAvailable: 1 });
  });

  it('filters by category, JV and text with typo tolerance, and sorts by price', async () => {
    await test.host.commands.execute(CreateListing, listing({ title: 'Creekside hunting land', price: 50_000 }));
    await test.host.commands.execute(
      CreateListing,
      listing({
        title: 'Distressed ranch house',
        category: 'residential',
        city: 'Memphis',
        state: 'TN',
        price: 68_000,
        openToJointVenture: true,
        jvTerms: { seeking: 'capital' },
      }),
    );
    await test.host.commands.execute(CreateListing, listing({ title: 'Cheap desert acreage', price: 10_000, state: 'NM' }));
    await test.host.projections.settled();

    const titles = async (query: string) =>
      (await test.http().get(`/api/properties?${query}`).expect(200)).body.map((p: { title: string }) => p.title);
    expect(await titles('category=residential')).toEqual(['Distressed ranch house']);
    expect(await titles('openToJointVenture=true')).toEqual(['Distressed ranch house']);
    expect(await titles('search=memphs')).toEqual(['Distressed ranch house']);
    expect(await titles('sortBy=price&sortOrder=asc')).toEqual([
      'Cheap desert acreage',
      'Creekside hunting land',
      'Distressed ranch house',
    ]);
    expect(await titles('sortBy=price&sortOrder=desc&limit=1')).toEqual(['Distressed ranch house']);
    expect(await titles('category=all&sortBy=price&sortOrder=asc&limit=1')).toEqual(['Cheap desert acreage']);

    const metrics = await test.http().get('/api/metrics/dashboard').expect(200);
    expect(metrics.body).toEqual({ totalProperties: 3, avgPrice: 42_667, featuredDeals: 0, statesAvailable: 3 });
  });

  it('answers a bad query with 400 and the problems', async () => {
    const response = await test.http().get('/api/properties?category=castles&limit=0').expect(400);
    expect(response.body.message).toBe('Invalid property search');
    expect(response.body.details.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['category', 'limit']);
  });

  it('rejects an invalid listing and writes nothing', async () => {
    await expect(test.host.commands.execute(CreateListing, listing({ title: 'x', state: 'Texas' }))).rejects.toMatchObject({
      kind: 'validation',
      message: 'Invalid listing',
    });
    const em = test.database.orm.em.fork();
    expect(await em.execute('select count(*)::int as n from listings.properties')).toEqual([{ n: 0 }]);
    expect(await em.execute('select count(*)::int as n from platform.outbox')).toEqual([{ n: 0 }]);
  });
});

describeHost('listings: the outbox survives a restart', () => {
  const test = useTestHost({ startDispatcher: false });

  it('delivers events committed before the process stopped, once', async () => {
    const published = await test.host.commands.execute(CreateListing, listing());
    // the process "dies" before its dispatcher ran: the event is committed, the projection is not
    expect(await test.http().get('/api/properties').expect(200)).toHaveProperty('body', []);
    await test.host.close();

    const restarted = await test.createHost({ rebuildEmptyReadModels: false });
    await restarted.start();
    await restarted.projections.settled();
    const list = await supertest(restarted.app).get('/api/properties').expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([published.id]);

    // a redelivery (e.g. another host crashed after projecting but before marking) changes nothing
    const em = test.database.orm.em.fork();
    await em.execute(`update platform.outbox set status = 'pending'`);
    restarted.dispatcher.wake();
    await restarted.projections.settled();
    const metrics = await supertest(restarted.app).get('/api/metrics/dashboard').expect(200);
    expect(metrics.body.totalProperties).toBe(1);
    expect(await em.execute(`select status from platform.outbox`)).toEqual([{ status: 'done' }]);
    // one inbox row per subscriber of a published listing: listings' search, metrics and details, engagement's saved-search matching and member directory
    expect(await em.execute(`select count(*)::int as n from platform.inbox`)).toEqual([{ n: 5 }]);
  });
});

describeHost('listings: one property, and deleting it', () => {
  const test = useTestHost();

  async function signedIn(email: string) {
    const user = browser(test.host);
    await user.get('/api/auth/me');
    const registered = await user.send('post', '/api/auth/register', {
      email,
      password: 'river-bottom-88',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    return { user, id: registered.body.id as string };
  }

  it('shows an active listing to anyone and answers 404 for an unknown one', async () => {
    const published = await test.host.commands.execute(CreateListing, listing({ latitude: 30.9, longitude: -102.9 }));
    await test.host.projections.settled();
    const { body } = await test.http().get(`/api/properties/${published.id}`).expect(200);
    expect(body).toMatchObject({
      id: published.id,
      title: '40 Acres of Unrestricted Hunting Land',
      status: 'active',
      latitude: 30.9,
      description: 'Off-grid friendly, no HOA.',
    });
    await test.http().get('/api/properties/0190a1b2-0000-7000-8000-00000000dead').expect(404);
    await test.http().get('/api/properties/not-a-uuid').expect(404);
  });

  it('lets only the owner (or an administrator) delete, then removes it everywhere', async () => {
    const owner = await signedIn('owner@example.com');
    const stranger = await signedIn('stranger@example.com');
    const published = await test.host.commands.execute(CreateListing, listing({ ownerId: owner.id }));
    await test.host.projections.settled();

    await test.http().delete(`/api/properties/${published.id}`).expect(403); // no CSRF token, no session
    const refused = await stranger.user.send('delete', `/api/properties/${published.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the owner of this listing can change it');

    const deleted = await owner.user.send('delete', `/api/properties/${published.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Property deleted successfully.' });
    await test.host.projections.settled();
    await test.http().get(`/api/properties/${published.id}`).expect(404);
    expect((await test.http().get('/api/properties').expect(200)).body).toEqual([]);
    expect((await test.http().get('/api/metrics/dashboard').expect(200)).body).toEqual({
      totalProperties: 0,
      avgPrice: 0,
      featuredDeals: 0,
      statesAvailable: 0,
    });
  });
});
