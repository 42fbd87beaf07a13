import supertest from 'supertest';
import { expect, it } from 'vitest';
import { describeHost, useTestHost, type TestHost } from '../../../src/testing/test-host.ts';
import { browser } from '../../../src/testing/browser.ts';
import { given, type User } from '../../../src/testing/members.ts';
import { newId } from '../../shared/kernel/ids.ts';
import type { PlanLimitDetails } from '../../billing/contracts/plan-limits.ts';
import { FAVORITES_LIMIT_MESSAGE, type Favorite } from '../contracts/http.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return this.current;
  },
};
const tick = () => (clock.current = new Date(clock.current.getTime() + 60_000));

async function add({ user }: User, propertyId: unknown) {
  tick();
  return user.send('post', '/api/favorites', { propertyId });
}

const ids = (favorites: Favorite[]) => favorites.map((favorite) => favorite.propertyId);

async function stored(test: TestHost, userId: string): Promise<string[]> {
  const rows = await test.database.orm.em
    .fork()
    .execute<Array<{ property_id: string }>>('select property_id from engagement.favorites where user_id = ? order by property_id', [
      userId,
    ]);
  return rows.map((row) => row.property_id);
}

async function outbox(test: TestHost, type: string) {
  return test.database.orm.em
    .fork()
    .execute<Array<{ aggregate_id: string; payload: { userId: string; propertyId: string } }>>(
      'select aggregate_id, payload from platform.outbox where type = ? order by position',
      [type],
    );
}

describeHost('engagement: favorites through the API', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test, tick);

  it('adds, lists newest first and removes favorites, with one event per change', async () => {
    const seller = await make.seller();
    const [first, second] = await make.listings(seller, 2);
    const buyer = await make.buyer();

    const added = await add(buyer, first);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ propertyId: first, createdAt: clock.current.toISOString() });
    expect((await add(buyer, second)).status).toBe(201);

    const listed = await buyer.user.get('/api/favorites');
    expect(listed.status).toBe(200);
    expect(ids(listed.body)).toEqual([second, first]);
    expect(listed.body[1]).toEqual(added.body);

    // already a favorite: answered as it is, nothing changes
    const again = await add(buyer, first);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(added.body);
    expect(await stored(test, buyer.id)).toEqual([first, second].sort());
    expect((await outbox(test, 'engagement.favorite-added.v1')).map((row) => row.payload)).toEqual([
      { userId: buyer.id, propertyId: first },
      { userId: buyer.id, propertyId: second },
    ]);

    expect((await buyer.user.send('delete', `/api/favorites/${first}`)).status).toBe(204);
    expect(ids((await buyer.user.get('/api/favorites')).body)).toEqual([second]);
    // not a favorite (any more): still 204, and no second event
    expect((await buyer.user.send('delete', `/api/favorites/${first}`)).status).toBe(204);
    expect((await buyer.user.send('delete', `/api/favorites/${newId()}`)).status).toBe(204);
    expect(await stored(test, buyer.id)).toEqual([second]);
    expect(await outbox(test, 'engagement.favorite-removed.v1')).toEqual([
      { aggregate_id: first, payload: { userId: buyer.id, propertyId: first } },
    ]);

    // favorites are per user
    const other = await make.buyer();
    expect((await other.user.get('/api/favorites')).body).toEqual([]);
  });

  it('answers 404 for a property that is unknown or not publicly listed', async () => {
    const seller = await make.seller();
    const [draft] = await make.listings(seller, 1, false);
    const [withdrawn] = await make.listings(seller, 1);
    expect((await seller.user.send('post', `/api/properties/${withdrawn}/status`, { status: 'withdrawn' })).status).toBe(200);
    await test.host.projections.settled();
    const buyer = await make.buyer();

    for (const propertyId of [newId(), draft, withdrawn]) {
      const refused = await add(buyer, propertyId);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ message: 'Property not found', code: 'property_not_found' });
    }
    // not even its owner can favorite a draft
    expect((await add(seller, draft)).status).toBe(404);
    expect(await stored(test, buyer.id)).toEqual([]);
    expect(await outbox(test, 'engagement.favorite-added.v1')).toEqual([]);
  });

  it('answers 401 to a visitor, 400 to a malformed property id in the body and 404 to one in the path', async () => {
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me'); // the CSRF cookie, so the mutations reach the routes
    expect((await supertest(test.host.app).get('/api/favorites')).status).toBe(401);
    expect((await visitor.send('post', '/api/favorites', { propertyId: newId() })).status).toBe(401);
    expect((await visitor.send('delete', `/api/favorites/${newId()}`)).status).toBe(401);

    const buyer = await make.buyer();
    const malformed = await add(buyer, 'not-a-property');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ path: ['propertyId'], message: 'propertyId must be a property id' })],
    });
    expect((await add(buyer, undefined)).status).toBe(400);
    expect((await buyer.user.send('delete', '/api/favorites/not-a-property')).status).toBe(404);
    // the host's CSRF check applies to these mutations as to any
    expect((await buyer.user.agent.post('/api/favorites').send({ propertyId: newId() })).status).toBe(403);
  });

  it('stops a free buyer at 10 favorites with the upgrade answer, and stores nothing more', async () => {
    const seller = await make.seller();
    const properties = await make.listings(seller, 11);
    const buyer = await make.buyer();
    for (const propertyId of properties.slice(0, 10)) expect((await add(buyer, propertyId)).status).toBe(201);

    const refused = await add(buyer, properties[10]);
    expect(refused.status).toBe(403);
    const details: PlanLimitDetails = { limit: 'favorites', allowed: 10, tier: 'free', suggestedTier: 'plus' };
    expect(refused.body).toEqual({ message: FAVORITES_LIMIT_MESSAGE, code: 'plan_limit_reached', upgradeRequired: true, details });
    expect(await stored(test, buyer.id)).toEqual(properties.slice(0, 10).sort());
    expect(await outbox(test, 'engagement.favorite-added.v1')).toHaveLength(10);

    // at the limit, re-adding a favorite is still fine; removing one frees a slot
    expect((await add(buyer, properties[0])).status).toBe(200);
    expect((await buyer.user.send('delete', `/api/favorites/${properties[0]}`)).status).toBe(204);
    expect((await add(buyer, properties[10])).status).toBe(201);
    expect(await stored(test, buyer.id)).toEqual(properties.slice(1, 11).sort());
  });

  it('lets only one of two simultaneous adds take the last free slot', async () => {
    const seller = await make.seller();
    const properties = await make.listings(seller, 11);
    const buyer = await make.buyer();
    for (const propertyId of properties.slice(0, 8)) expect((await add(buyer, propertyId)).status).toBe(201);

    // the same property twice at once: one adds, the other finds it
    const same = await Promise.all([add(buyer, properties[8]), add(buyer, properties[8])]);
    expect(same.map((response) => response.status).sort()).toEqual([200, 201]);

    // the tenth slot, asked for twice at once
    const race = await Promise.all([add(buyer, properties[9]), add(buyer, properties[10])]);
    expect(race.map((response) => response.status).sort()).toEqual([201, 403]);
    expect(await stored(test, buyer.id)).toHaveLength(10);
  });

  it('sets no limit for a Buyer Plus subscriber', async () => {
    const seller = await make.seller();
    const properties = await make.listings(seller, 12);
    const buyer = await make.plusBuyer();
    for (const propertyId of properties) expect((await add(buyer, propertyId)).status).toBe(201);
    expect(ids((await buyer.user.get('/api/favorites')).body)).toEqual([...properties].reverse());
  });

  it('removes the favorites of a deleted listing, and shows the seller how many users saved each listing', async () => {
    const seller = await make.seller();
    const [popular, liked, unnoticed] = await make.listings(seller, 3);
    const [elsewhere] = await make.listings(await make.seller(), 1);
    const ann = await make.buyer();
    const bob = await make.buyer();
    for (const propertyId of [popular, liked, elsewhere]) expect((await add(ann, propertyId)).status).toBe(201);
    expect((await add(bob, popular)).status).toBe(201);

    // the counts are listings' copy, kept from the favorites' events
    await test.host.projections.settled();
    const mine = await seller.user.get('/api/my/properties');
    expect(mine.status).toBe(200);
    expect(
      Object.fromEntries(mine.body.listings.map((listing: { id: string; favorites: number }) => [listing.id, listing.favorites])),
    ).toEqual({
      [popular]: 2,
      [liked]: 1,
      [unnoticed]: 0,
    });

    expect((await seller.user.send('delete', `/api/properties/${popular}`)).status).toBe(200);
    await test.host.projections.settled();
    expect(ids((await ann.user.get('/api/favorites')).body)).toEqual([elsewhere, liked]);
    expect((await bob.user.get('/api/favorites')).body).toEqual([]);
    expect(await stored(test, bob.id)).toEqual([]);
    expect((await outbox(test, 'engagement.favorite-removed.v1')).map((row) => row.payload)).toEqual(
      expect.arrayContaining([
        { userId: ann.id, propertyId: popular },
        { userId: bob.id, propertyId: popular },
      ]),
    );
    expect(await outbox(test, 'engagement.favorite-removed.v1')).toHaveLength(2);
    expect((await add(ann, popular)).status).toBe(404);

    const after = (await seller.user.get('/api/my/properties')).body.listings;
    expect(after.map((listing: { id: string; favorites: number }) => [listing.id, listing.favorites])).toEqual([
      [unnoticed, 0],
      [liked, 1],
    ]);
  });
});
