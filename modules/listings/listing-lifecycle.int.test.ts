import { establishSeller } from '../../src/testing/members.ts';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { browser, type Browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { newId } from '../shared/kernel/ids.ts';
import { ChangeListingStatus } from './application/commands/change-listing-status/change-listing-status.command.ts';
import type { ListingInput } from './contracts/listing.ts';
import type { PropertyDetail } from './contracts/property.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const later = (ms: number) => (clock.current = new Date(clock.current.getTime() + ms));
const MINUTE = 60_000;
const DAY = 86_400_000;

type Plan = 'none' | 'trial' | 'starter' | 'pro' | 'premium';
interface Seller {
  user: Browser;
  id: string;
  email: string;
}

function listing(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: '10 Acres of Hill Country Land',
    description: 'Oak trees, seasonal creek, no HOA.',
    category: 'land',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    acres: 10,
    price: 125_000.5,
    arv: null,
    terms: ['cash', 'owner-finance'],
    ...overrides,
  };
}

/** Registration, the seller capability and a plan, through the identity and billing HTTP APIs. */
function actors(test: TestHost) {
  let seq = 0;

  async function account(options: { seller: boolean }): Promise<Seller> {
    const user = browser(test.host);
    await user.get('/api/auth/me');
    const email = `user${++seq}-${Date.now()}@example.com`;
    const registered = await user.send('post', '/api/auth/register', {
      email,
      password: 'acres-and-acres-9',
      firstName: 'Lee',
      lastName: 'Park',
    });
    expect(registered.status).toBe(201);
    if (options.seller) {
      expect((await user.send('post', '/api/users/me/capabilities/seller')).status).toBe(200);
      await establishSeller(test, registered.body.id as string);
    }
    return { user, id: registered.body.id as string, email };
  }

  async function subscribe({ user }: Seller, plan: Exclude<Plan, 'none'>): Promise<void> {
    if (plan === 'trial') {
      expect((await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: 'pro' })).status).toBe(201);
    } else {
      const checkout = await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier: plan, trial: false });
      const checkoutId = checkout.body.checkoutUrl.split('/').pop();
      await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
      expect((await user.send('post', `/api/billing/checkout/${checkoutId}/complete`)).status).toBe(200);
    }
    await test.host.projections.settled(); // billing's event reaches the listings module's copy of the plan
  }

  return {
    async seller(plan: Plan): Promise<Seller> {
      const seller = await account({ seller: true });
      if (plan !== 'none') await subscribe(seller, plan);
      return seller;
    },
    buyer: () => account({ seller: false }),
    async admin(): Promise<Seller> {
      const admin = await account({ seller: false });
      await test.grantAdmin(admin.id);
      return admin;
    },
    subscribe,
    changePlan: async ({ user }: Seller, tier: string) => {
      expect((await user.send('patch', '/api/billing/subscriptions/seller', { action: 'change-plan', tier })).status).toBe(200);
      await test.host.projections.settled();
    },
  };
}

async function create(seller: Seller, fields: Partial<ListingInput> = {}, publish = true) {
  later(MINUTE);
  return seller.user.send('post', '/api/properties', { listing: listing(fields), publish });
}

async function setStatus(seller: Seller, id: string, status: string) {
  later(MINUTE);
  return seller.user.send('post', `/api/properties/${id}/status`, { status });
}

async function publicIds(test: TestHost): Promise<string[]> {
  await test.host.projections.settled();
  return (await test.http().get('/api/properties?limit=100').expect(200)).body.map((card: { id: string }) => card.id);
}

async function outbox(test: TestHost, type: string) {
  return test.database.orm.em
    .fork()
    .execute<Array<{ aggregate_id: string; payload: Record<string, unknown> }>>(
      `select aggregate_id, payload from platform.outbox where type = ? order by position`,
      [type],
    );
}

async function propertyCount(test: TestHost): Promise<number> {
  return (await test.database.orm.em.fork().execute<Array<{ n: number }>>('select count(*)::int as n from listings.properties'))[0].n;
}

describeHost('listings: create, edit, status and delete through the API', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const given = actors(test);

  it('creates a draft or a published listing and answers the full property', async () => {
    const seller = await given.seller('pro');
    const draft = await create(seller, { latitude: null, longitude: null }, false);
    expect(draft.status).toBe(201);
    const body: PropertyDetail = draft.body;
    expect(body).toMatchObject({
      userId: seller.id,
      status: 'draft',
      title: '10 Acres of Hill Country Land',
      state: 'TX',
      price: 125_000.5,
      terms: ['cash', 'owner-finance'],
      pricePerAcre: 12_500,
      publishedAt: null,
      version: 1,
    });
    // no pin given: placed at the ZIP centroid
    expect(body.latitude).toBeCloseTo(30.27, 0);
    expect(body.longitude).toBeCloseTo(-97.74, 0);

    const published = await create(seller, { title: 'Published at once', latitude: 30.5, longitude: -97.5 });
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ status: 'active', latitude: 30.5, longitude: -97.5, publishedAt: clock.current.toISOString() });
    expect(published.body.expiresAt).toBe(new Date(clock.current.getTime() + 90 * DAY).toISOString());

    expect(await publicIds(test)).toEqual([published.body.id]);
    expect((await outbox(test, 'listings.listing-drafted.v1')).map((row) => row.aggregate_id)).toEqual([body.id]);
    expect((await outbox(test, 'listings.listing-published.v1')).map((row) => row.aggregate_id)).toEqual([published.body.id]);
    const mine = await seller.user.get(`/api/my/properties/${body.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: body.id, status: 'draft', version: 1 });
    // the detail read model shows a draft to its owner only
    expect((await seller.user.get(`/api/properties/${body.id}`)).body).toMatchObject({ id: body.id, status: 'draft' });
    await test.http().get(`/api/properties/${body.id}`).expect(404);
  });

  it('answers bad input with 400 and the problems, and writes nothing', async () => {
    const seller = await given.seller('pro');
    const refused = await seller.user.send('post', '/api/properties', {
      listing: listing({ title: 'x', state: 'Texas', price: -1 }),
      publish: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid listing');
    expect([...new Set(refused.body.details.map((issue: { path: string[] }) => issue.path.join('.')))].sort()).toEqual([
      'listing.price',
      'listing.state',
      'listing.title',
    ]);
    expect((await seller.user.send('post', '/api/properties', {})).status).toBe(400);
    expect((await seller.user.send('post', '/api/properties', { listing: listing(), publish: 'yes' })).status).toBe(400);
    expect(await propertyCount(test)).toBe(0);
  });

  it('keeps joint-venture terms with their fields: required when open to JV, dropped when not, shown on the card and the page', async () => {
    const seller = await given.seller('pro');
    const missing = await create(seller, { openToJointVenture: true });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContainEqual(
      expect.objectContaining({
        path: ['listing', 'jvTerms', 'seeking'],
        message: 'Say what you are looking for in a joint venture partner',
      }),
    );
    const badShare = await create(seller, { openToJointVenture: true, jvTerms: { seeking: 'capital', partnerShare: 100 } });
    expect(badShare.status).toBe(400);
    expect(badShare.body.details).toContainEqual(
      expect.objectContaining({ path: ['listing', 'jvTerms', 'partnerShare'], message: 'Offer between 1% and 99%' }),
    );
    expect(await propertyCount(test)).toBe(0);

    const terms = { seeking: 'capital', amount: 150_000, partnerShare: 30, note: '  70/30 on cash flow and equity.  ' } as const;
    const open = await create(seller, { title: 'Open to a money partner', openToJointVenture: true, jvTerms: terms });
    expect(open.status).toBe(201);
    expect(open.body.jvTerms).toEqual({ ...terms, note: '70/30 on cash flow and equity.' });
    expect(open.body.jvSummary).toEqual({ seeking: 'capital', amount: 150_000, partnerShare: 30 });
    // terms sent with a listing that is not open to JV are not kept
    const closed = await create(seller, { title: 'Not open', openToJointVenture: false, jvTerms: terms });
    expect(closed.body).toMatchObject({ openToJointVenture: false, jvTerms: null, jvSummary: null });

    await test.host.projections.settled();
    const page = await test.http().get(`/api/properties/${open.body.id}`).expect(200);
    expect(page.body.jvTerms).toEqual({ ...terms, note: '70/30 on cash flow and equity.' });
    const search = await test.http().get('/api/properties/search?openToJointVenture=true').expect(200);
    expect(search.body.hits.map((hit: { title: string; jvSummary: unknown }) => [hit.title, hit.jvSummary])).toEqual([
      ['Open to a money partner', { seeking: 'capital', amount: 150_000, partnerShare: 30 }],
    ]);
  });

  it('lets only signed-in sellers create', async () => {
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    expect((await visitor.send('post', '/api/properties', { listing: listing(), publish: false })).status).toBe(401);
    await supertest(test.host.app).post('/api/properties').send({ listing: listing() }).expect(403); // no CSRF token

    const buyer = await given.buyer();
    const refused = await buyer.user.send('post', '/api/properties', { listing: listing(), publish: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Enable seller capability first');
    expect(await propertyCount(test)).toBe(0);
  });

  it('edits with the version it loaded, and refuses a stale version without writing', async () => {
    const seller = await given.seller('pro');
    const { body: created } = await create(seller);
    later(MINUTE);
    const edited = await seller.user.send('put', `/api/properties/${created.id}`, {
      listing: listing({ title: 'Renamed hill country land', price: 99_000 }),
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, title: 'Renamed hill country land', price: 99_000, status: 'active', version: 2 });
    expect(edited.body.updatedAt).toBe(clock.current.toISOString());

    const stale = await seller.user.send('put', `/api/properties/${created.id}`, {
      listing: listing({ title: 'An older edit' }),
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This listing was changed elsewhere; reload to see the latest version');
    for (const acres of [0, 1e-320, 0.001]) {
      const invalid = await seller.user.send('put', `/api/properties/${created.id}`, { listing: listing({ acres }), version: 2 });
      expect(invalid.status).toBe(400);
      expect(invalid.body.details[0]).toMatchObject({ path: ['listing', 'acres'], message: 'Acres must be at least 0.01' });
    }

    await test.host.projections.settled();
    const { body: shown } = await test.http().get(`/api/properties/${created.id}`).expect(200);
    expect(shown).toMatchObject({ title: 'Renamed hill country land', version: 2 });
    expect((await outbox(test, 'listings.listing-updated.v1')).length).toBe(1);
  });

  it('lets only the owner or an administrator change a listing; a stranger does not see drafts', async () => {
    const owner = await given.seller('pro');
    const stranger = await given.seller('pro');
    const { body: active } = await create(owner);
    const { body: draft } = await create(owner, {}, false);

    const put = (who: Seller, id: string, version = 1) =>
      who.user.send('put', `/api/properties/${id}`, { listing: listing({ title: 'Taken over' }), version });
    const forbidden = await put(stranger, active.id);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Only the owner of this listing can change it');
    expect((await put(stranger, draft.id)).status).toBe(404);
    expect((await setStatus(stranger, active.id, 'withdrawn')).status).toBe(403);
    expect((await stranger.user.send('delete', `/api/properties/${active.id}`)).status).toBe(403);
    expect((await stranger.user.get(`/api/my/properties/${draft.id}`)).status).toBe(404);
    expect((await put(owner, '0190a1b2-0000-7000-8000-00000000dead')).status).toBe(404);
    expect((await put(owner, 'not-a-uuid')).status).toBe(404);
    expect((await setStatus(owner, 'not-a-uuid', 'sold')).status).toBe(404);

    const admin = await given.admin();
    expect((await put(admin, draft.id)).status).toBe(200);
    const withdrawn = await setStatus(admin, active.id, 'withdrawn');
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn' });
    const [event] = await outbox(test, 'listings.listing-status-changed.v1');
    expect(event.payload).toMatchObject({ id: active.id, status: 'withdrawn', previousStatus: 'active', reason: 'admin' });
    const mine = (await owner.user.get('/api/my/properties')).body.listings;
    expect(mine.find((row: { id: string }) => row.id === active.id)).toMatchObject({ status: 'withdrawn', statusReason: 'admin' });
  });

  it('moves through the lifecycle: unpublish, republish, under contract and back, sold for good', async () => {
    const seller = await given.seller('pro');
    const { body: created } = await create(seller);
    const id = created.id as string;

    const withdrawn = await setStatus(seller, id, 'withdrawn');
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', withdrawnAt: clock.current.toISOString(), expiresAt: null });
    expect(await publicIds(test)).toEqual([]);
    expect((await setStatus(seller, id, 'withdrawn')).body.message).toBe('A listing that is withdrawn cannot be unpublished');

    const republished = await setStatus(seller, id, 'active');
    expect(republished.body).toMatchObject({ status: 'active', withdrawnAt: null, publishedAt: clock.current.toISOString() });
    expect(await publicIds(test)).toEqual([id]);

    expect((await setStatus(seller, id, 'under_contract')).body).toMatchObject({
      status: 'under_contract',
      underContractAt: clock.current.toISOString(),
    });
    expect((await setStatus(seller, id, 'active')).body.status).toBe('active');
    const sold = await setStatus(seller, id, 'sold');
    expect(sold.body).toMatchObject({ status: 'sold', soldAt: clock.current.toISOString() });

    for (const status of ['active', 'withdrawn', 'under_contract'] as const) {
      const refused = await setStatus(seller, id, status);
      expect(refused.status).toBe(422);
    }
    expect((await setStatus(seller, id, 'active')).body.message).toBe('A listing that is sold cannot be published');
    expect((await setStatus(seller, id, 'expired')).status).toBe(400);

    const changes = await outbox(test, 'listings.listing-status-changed.v1');
    expect(changes.map(({ payload }) => [payload.previousStatus, payload.status, payload.reason])).toEqual([
      ['active', 'withdrawn', 'seller'],
      ['active', 'under_contract', 'seller'],
      ['active', 'sold', 'seller'],
    ]);
    expect((await outbox(test, 'listings.listing-published.v1')).length).toBe(3);
  });

  it('deletes a listing of any status for its owner', async () => {
    const seller = await given.seller('pro');
    const { body: draft } = await create(seller, {}, false);
    const deleted = await seller.user.send('delete', `/api/properties/${draft.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Property deleted successfully.' });
    expect((await seller.user.send('delete', `/api/properties/${draft.id}`)).status).toBe(404);
    expect(await propertyCount(test)).toBe(0);
  });
});

describeHost('listings: plan limits at publish time', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const given = actors(test);

  async function publishMany(seller: Seller, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await create(seller, { title: `Listing number ${i + 1}` });
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    return ids;
  }

  it('lets a seller without a plan save drafts but not publish', async () => {
    const seller = await given.seller('none');
    const refused = await create(seller);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Your Free plan does not include publishing listings. Choose a seller plan to publish.',
      code: 'plan_limit_reached',
      upgradeRequired: true,
      details: { limit: 'activeListings', allowed: 0, tier: 'free', suggestedTier: 'starter' },
    });
    expect(await propertyCount(test)).toBe(0);
    const draft = await create(seller, {}, false);
    expect(draft.status).toBe(201);
    expect((await setStatus(seller, draft.body.id, 'active')).status).toBe(403);
  });

  it('allows 3 active listings and no featured ones on Starter', async () => {
    const seller = await given.seller('starter');
    const ids = await publishMany(seller, 3);
    const refused = await create(seller);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'Your Starter plan allows 3 active listings. Upgrade to publish more.',
      upgradeRequired: true,
      details: { limit: 'activeListings', allowed: 3, suggestedTier: 'pro' },
    });
    const draft = await create(seller, {}, false);
    expect(draft.status).toBe(201);
    expect((await setStatus(seller, draft.body.id, 'active')).status).toBe(403);
    await setStatus(seller, ids[0], 'withdrawn');
    expect((await setStatus(seller, draft.body.id, 'active')).body.status).toBe('active');
    // a listing under contract frees its slot, and needs one again to come back
    await setStatus(seller, ids[1], 'under_contract');
    expect((await setStatus(seller, ids[0], 'active')).status).toBe(200);
    expect((await setStatus(seller, ids[1], 'active')).status).toBe(403);

    const featured = await seller.user.send('put', `/api/properties/${ids[2]}`, { listing: listing({ featured: true }), version: 1 });
    expect(featured.status).toBe(403);
    expect(featured.body).toMatchObject({
      message: 'Your Starter plan does not include featured listings. Upgrade to feature a listing.',
      details: { limit: 'featuredPerMonth', allowed: 0, suggestedTier: 'pro' },
    });
  });

  it('allows 15 active listings and 1 featured listing per month on Pro', async () => {
    clock.current = new Date('2026-11-27T12:00:00Z');
    const seller = await given.seller('pro');
    const ids = await publishMany(seller, 15);
    const refused = await create(seller);
    expect(refused.body).toMatchObject({
      message: 'Your Pro plan allows 15 active listings. Upgrade to publish more.',
      details: { allowed: 15, suggestedTier: 'premium' },
    });

    const feature = (id: string, featured: boolean, version: number) =>
      seller.user.send('put', `/api/properties/${id}`, { listing: listing({ title: 'Featured hill country land', featured }), version });
    expect((await feature(ids[0], true, 1)).body).toMatchObject({ featured: true });
    const second = await feature(ids[1], true, 1);
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({
      message: 'Your Pro plan allows 1 featured listing per month. Upgrade to feature more.',
      details: { limit: 'featuredPerMonth', allowed: 1, suggestedTier: 'premium' },
    });
    // unfeaturing does not give the month's slot back to another listing, but the same listing may be featured again
    expect((await feature(ids[0], false, 2)).status).toBe(200);
    expect((await feature(ids[1], true, 1)).status).toBe(403);
    expect((await feature(ids[0], true, 3)).status).toBe(200);

    later(4 * DAY); // December: a new month's slot
    expect((await feature(ids[1], true, 1)).body).toMatchObject({ featured: true });
    // editing a listing that stays featured (since November) takes no new slot
    expect((await feature(ids[0], true, 4)).status).toBe(200);
  });

  it('gives the trial the Pro limits', async () => {
    const seller = await given.seller('trial');
    expect((await create(seller, { featured: true })).status).toBe(201);
    const second = await create(seller, { featured: true });
    expect(second.body).toMatchObject({
      message: 'Your trial allows 1 featured listing per month. Upgrade to feature more.',
      upgradeRequired: true,
    });
    expect((await create(seller, { featured: false })).status).toBe(201);
  });

  it('has no limits on Premium', async () => {
    const seller = await given.seller('premium');
    await publishMany(seller, 16);
    expect((await create(seller, { featured: true })).status).toBe(201);
    expect((await create(seller, { featured: true })).status).toBe(201);
  });
});

describeHost('listings: a plan downgrade unpublishes, never deletes', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const given = actors(test);

  it('unpublishes the oldest listings beyond the new limit and tells the seller; upgrading back republishes nothing', async () => {
    clock.current = new Date('2026-11-10T12:00:00Z');
    const seller = await given.seller('pro');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await create(seller, { title: `Listing number ${i + 1}`, featured: i === 3 })).body.id);
    expect((await publicIds(test)).sort()).toEqual([...ids].sort());

    await given.changePlan(seller, 'starter');
    expect((await publicIds(test)).sort()).toEqual(ids.slice(1).sort());
    const mine = await seller.user.get('/api/my/properties');
    expect(
      mine.body.listings.map((row: { id: string; status: string; statusReason: string | null; featured: boolean }) => [
        row.id,
        row.status,
        row.statusReason,
        row.featured,
      ]),
    ).toEqual([
      [ids[3], 'active', null, false],
      [ids[2], 'active', null, false],
      [ids[1], 'active', null, false],
      [ids[0], 'withdrawn', 'plan-limit', false],
    ]);
    expect(mine.body.notices).toEqual([
      { kind: 'plan-limit', message: 'Your plan now allows 3 active listings: 1 listing was unpublished. Upgrade to publish it again.' },
      { kind: 'featured-limit', message: 'Your plan no longer includes featured listings: 1 listing is no longer featured.' },
    ]);
    const [change] = await outbox(test, 'listings.listing-status-changed.v1');
    expect(change).toMatchObject({
      aggregate_id: ids[0],
      payload: { status: 'withdrawn', previousStatus: 'active', reason: 'plan-limit' },
    });
    expect((await outbox(test, 'listings.listing-updated.v1')).map((row) => [row.aggregate_id, row.payload.featured])).toEqual([
      [ids[3], false],
    ]);
    expect(await propertyCount(test)).toBe(4);

    await given.changePlan(seller, 'pro');
    expect((await publicIds(test)).sort()).toEqual(ids.slice(1).sort());
    const after = (await seller.user.get('/api/my/properties')).body;
    expect(after.notices).toEqual([
      {
        kind: 'plan-limit',
        message:
          '1 listing was unpublished when your plan changed. Your plan allows 15 active listings now: publish it again when you are ready.',
      },
    ]);
    expect((await setStatus(seller, ids[0], 'active')).body).toMatchObject({ status: 'active' });
    expect((await seller.user.get('/api/my/properties')).body.notices).toEqual([]);
    expect((await publicIds(test)).sort()).toEqual([...ids].sort());
  });

  it('shows the Premium badge on every listing of a seller while on Premium, and takes it off after a downgrade', async () => {
    const seller = await given.seller('pro');
    const before = (await create(seller, { title: 'Listed on Pro' })).body;
    expect(before.sellerPremium).toBe(false);
    const badges = async () => {
      await test.host.projections.settled();
      const search = (await test.http().get('/api/properties/search').expect(200)).body;
      const page = (await test.http().get(`/api/properties/${before.id}`).expect(200)).body;
      return {
        search: search.hits.map((hit: { title: string; sellerPremium: boolean }) => [hit.title, hit.sellerPremium]),
        page: page.sellerPremium,
      };
    };

    await given.changePlan(seller, 'premium');
    const after = (await create(seller, { title: 'Listed on Premium' })).body;
    expect(after.sellerPremium).toBe(true);
    expect(await badges()).toEqual({
      search: [
        ['Listed on Premium', true],
        ['Listed on Pro', true],
      ],
      page: true,
    });

    await given.changePlan(seller, 'pro');
    expect(await badges()).toEqual({
      search: [
        ['Listed on Premium', false],
        ['Listed on Pro', false],
      ],
      page: false,
    });
  });

  it('ignores a plan event older than the one it applied', async () => {
    const seller = await given.seller('pro');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await create(seller, { title: `Listing number ${i + 1}` })).body.id);
    const em = test.database.orm.em.fork();
    const [started] = await em.execute<
      Array<{ aggregate_id: string; payload: { entitlements: { sellerTier: string; seller: object } }; occurred_at: Date }>
    >(`select aggregate_id, payload, occurred_at from platform.outbox where type = 'billing.subscription-started.v1'`);
    // a Starter event that happened before the Pro one, delivered late (another host, a replay)
    const stale = {
      ...started.payload,
      entitlements: {
        ...started.payload.entitlements,
        sellerTier: 'starter',
        seller: { activeListings: 3, featuredPerMonth: 0, pipelineAndLeads: true },
      },
    };
    await em.execute(
      `insert into platform.outbox (id, type, aggregate_id, payload, occurred_at) values (?, 'billing.subscription-changed.v1', ?, ?::jsonb, ?)`,
      [newId(), started.aggregate_id, JSON.stringify(stale), new Date(new Date(started.occurred_at).getTime() - MINUTE)],
    );
    test.host.dispatcher.wake();
    expect((await publicIds(test)).sort()).toEqual([...ids].sort());
    expect(await em.execute(`select tier from listings.seller_plans where owner_id = ?`, [seller.id])).toEqual([{ tier: 'pro' }]);
  });

  it('unpublishes every listing when the trial ends without a plan', async () => {
    clock.current = new Date('2026-11-10T12:00:00Z');
    const seller = await given.seller('trial');
    const { body } = await create(seller);
    clock.current = new Date('2026-11-24T12:00:00Z');
    await test.host.runJobs();
    await test.host.projections.settled();
    expect(await publicIds(test)).toEqual([]);
    clock.current = new Date('2026-11-10T13:00:00Z'); // keep the session (idle since) alive for the request
    const mine = (await seller.user.get('/api/my/properties')).body;
    expect(mine.listings).toMatchObject([{ id: body.id, status: 'withdrawn', statusReason: 'plan-limit' }]);
    expect(mine.notices).toEqual([
      {
        kind: 'plan-limit',
        message: 'Your plan no longer includes active listings: 1 listing was unpublished. Choose a seller plan to publish it again.',
      },
    ]);
  });
});

describeHost("listings: the seller's listings, views and expiry", () => {
  const test = useTestHost({ hostOptions: { clock } });
  const given = actors(test);

  it('lists every status of my listings, newest first', async () => {
    clock.current = new Date('2026-11-10T12:00:00Z');
    const seller = await given.seller('pro');
    const other = await given.seller('pro');
    const { body: first } = await create(seller, { title: 'First listing here' });
    const { body: second } = await create(seller, { title: 'Second one, a draft' }, false);
    const { body: third } = await create(seller, { title: 'Third one, sold' });
    await setStatus(seller, third.id, 'sold');
    await create(other);

    const mine = await seller.user.get('/api/my/properties');
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.notices).toEqual([]);
    expect(mine.body.listings).toEqual([
      expect.objectContaining({ id: third.id, status: 'sold', version: 2, viewCount: 0, statusReason: null }),
      expect.objectContaining({ id: second.id, status: 'draft', publishedAt: null, version: 1 }),
      expect.objectContaining({
        id: first.id,
        title: 'First listing here',
        status: 'active',
        price: 125_000.5,
        userId: seller.id,
        publishedAt: first.publishedAt,
        updatedAt: first.updatedAt,
      }),
    ]);
    expect((await supertest(test.host.app).get('/api/my/properties')).status).toBe(401);
  });

  it('counts a view once per visitor per UTC day, never the owner’s, and sets a visitor cookie', async () => {
    clock.current = new Date('2026-11-10T12:00:00Z');
    const seller = await given.seller('pro');
    const { body } = await create(seller);
    const { body: draft } = await create(seller, {}, false);
    const view = async (who: Browser) => (await who.send('post', `/api/properties/${body.id}/views`)).body;

    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const first = await visitor.send('post', `/api/properties/${body.id}/views`);
    expect(first.body).toEqual({ counted: true, viewCount: 1 });
    const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []).find((line) => line.startsWith('da_vid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await view(visitor)).toEqual({ counted: false, viewCount: 1 });

    const another = browser(test.host);
    another.agent.set('X-Forwarded-For', '198.51.100.20'); // another visitor, from another address
    await another.get('/api/auth/me');
    expect(await view(another)).toEqual({ counted: true, viewCount: 2 });
    expect(await view(seller.user)).toEqual({ counted: false, viewCount: 2 });
    const buyer = await given.buyer();
    expect(await view(buyer.user)).toEqual({ counted: true, viewCount: 3 });
    expect(await view(buyer.user)).toEqual({ counted: false, viewCount: 3 });

    clock.current = new Date('2026-11-11T00:00:01Z');
    expect(await view(visitor)).toEqual({ counted: true, viewCount: 4 });

    expect((await visitor.send('post', `/api/properties/${draft.id}/views`)).status).toBe(404);
    expect((await visitor.send('post', '/api/properties/not-a-uuid/views')).status).toBe(404);
    await supertest(test.host.app).post(`/api/properties/${body.id}/views`).expect(403); // CSRF applies

    const events = await outbox(test, 'listings.listing-viewed.v1');
    expect(events.map((row) => row.payload)).toEqual([1, 2, 3, 4].map((viewCount) => ({ id: body.id, ownerId: seller.id, viewCount })));
    const mine = (await seller.user.get('/api/my/properties')).body.listings;
    expect(mine.find((row: { id: string }) => row.id === body.id).viewCount).toBe(4);
  });

  it('counts a visitor once a day per address too: dropping or forging the cookie does not count again', async () => {
    clock.current = new Date('2026-11-10T12:00:00Z');
    const seller = await given.seller('pro');
    const { body } = await create(seller);
    const csrf = 'c'.repeat(43);
    /** a view without the visitor cookie (or with the one given), as a script would send it */
    const bare = async (address: string, visitorCookie?: string) =>
      (
        await supertest(test.host.app)
          .post(`/api/properties/${body.id}/views`)
          .set('X-Forwarded-For', address)
          .set('Cookie', visitorCookie ? `csrf_token=${csrf}; da_vid=${visitorCookie}` : `csrf_token=${csrf}`)
          .set('X-CSRF-Token', csrf)
          .expect(200)
      ).body;

    const loop = [];
    for (let i = 0; i < 6; i++) loop.push(await bare('203.0.113.5'));
    expect(loop).toEqual([{ counted: true, viewCount: 1 }, ...Array(5).fill({ counted: false, viewCount: 1 })]);
    expect(await bare('203.0.113.5', 'forged-visitor-id-0000')).toEqual({ counted: false, viewCount: 1 });
    expect(await bare('198.51.100.9')).toEqual({ counted: true, viewCount: 2 });
    // an IPv6 subscriber holds a whole /64: rotating within it counts once
    expect(await bare('2001:db8:7:8::1')).toEqual({ counted: true, viewCount: 3 });
    expect(await bare('2001:db8:7:8:a:b:c:d')).toEqual({ counted: false, viewCount: 3 });
    expect(await bare('::ffff:198.51.100.9')).toEqual({ counted: false, viewCount: 3 });

    // a signed-in user counts once a day whatever the address
    const buyer = await given.buyer();
    buyer.user.agent.set('X-Forwarded-For', '203.0.113.5');
    expect((await buyer.user.send('post', `/api/properties/${body.id}/views`)).body).toEqual({ counted: true, viewCount: 4 });

    // a visitor already counted is not counted from another address, and leaves that address to others
    const visitor = browser(test.host);
    visitor.agent.set('X-Forwarded-For', '192.0.2.1');
    await visitor.get('/api/auth/me');
    expect((await visitor.send('post', `/api/properties/${body.id}/views`)).body).toEqual({ counted: true, viewCount: 5 });
    visitor.agent.set('X-Forwarded-For', '192.0.2.2');
    expect((await visitor.send('post', `/api/properties/${body.id}/views`)).body).toEqual({ counted: false, viewCount: 5 });
    expect(await bare('192.0.2.2')).toEqual({ counted: true, viewCount: 6 });

    clock.current = new Date('2026-11-11T00:00:01Z');
    expect(await bare('203.0.113.5')).toEqual({ counted: true, viewCount: 7 });
    expect(await bare('203.0.113.5')).toEqual({ counted: false, viewCount: 7 });
  });

  it('expires active listings 90 days after publication; republishing renews them', async () => {
    clock.current = new Date('2026-11-10T12:00:00Z');
    const seller = await given.seller('premium');
    const { body: old } = await create(seller, { title: 'Published first' });
    later(5 * DAY);
    const { body: recent } = await create(seller, { title: 'Published ten days later' });

    clock.current = new Date(Date.parse(old.expiresAt) - 1000);
    await test.host.runJobs();
    expect((await publicIds(test)).sort()).toEqual([old.id, recent.id].sort());

    clock.current = new Date(old.expiresAt);
    await test.host.runJobs();
    expect(await publicIds(test)).toEqual([recent.id]);
    const [change] = await outbox(test, 'listings.listing-status-changed.v1');
    expect(change).toMatchObject({ aggregate_id: old.id, payload: { status: 'expired', previousStatus: 'active', reason: 'expired' } });
    await test.host.runJobs(); // nothing more is due
    expect((await outbox(test, 'listings.listing-status-changed.v1')).length).toBe(1);

    const renewed = await test.host.commands.execute(
      ChangeListingStatus,
      { id: old.id, status: 'active' },
      { userId: seller.id, roles: ['buyer', 'seller'], isAdmin: false },
    );
    expect(renewed.status).toBe('active');
    expect(renewed.expiresAt).toBe(new Date(clock.current.getTime() + 90 * DAY).toISOString());
    expect((await publicIds(test)).sort()).toEqual([old.id, recent.id].sort());
  });
});
