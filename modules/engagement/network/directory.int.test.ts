import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { given, type User } from '../../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../../src/testing/test-host.ts';
import { standInWebBuild } from '../../../src/testing/web-build.ts';
import { newId } from '../../shared/kernel/ids.ts';

const clock = {
  current: new Date('2026-11-20T12:00:00Z'),
  now() {
    return this.current;
  },
};
const PHONE = '+1 512 555 0142';
const webDist = standInWebBuild();

const PROFILE = {
  isPublic: true,
  states: ['tx', 'OK'],
  counties: ['Travis'],
  strategies: ['land', 'flip'],
  buyBox: { categories: ['land', 'agricultural'], minPrice: 20_000, maxPrice: 150_000, minAcres: 2, maxAcres: 40 },
  experience: '3-5',
  bio: 'I buy rural land in central Texas and close in two weeks.',
};

describeHost('engagement: member directory and connections', () => {
  const test = useTestHost({ hostOptions: { clock, webDist } });
  const make = given(test);

  beforeEach(() => {
    clock.current = new Date('2026-11-20T12:00:00Z');
  });

  /** a member with a phone number on their account and, unless told otherwise, a public profile */
  async function member(firstName: string, profile: Record<string, unknown> | null = PROFILE): Promise<User> {
    const someone = await make.buyer();
    expect((await someone.user.send('patch', '/api/users/me', { firstName, lastName: 'Reyes', phone: PHONE })).status).toBe(200);
    if (profile) expect((await someone.user.send('put', '/api/me/profile', profile)).status).toBe(200);
    await test.host.projections.settled();
    return someone;
  }

  const visitor = () => test.http();
  const noContactDetails = (body: unknown, ...members: User[]) => {
    const text = JSON.stringify(body);
    for (const { email } of members) expect(text).not.toContain(email);
    // the number in any format (a bare '555' could be part of a random id)
    expect(text).not.toMatch(/512\D{0,2}555\D{0,2}0142/);
    expect(text).not.toMatch(/"(email|phone)"/);
  };

  it('keeps a profile private until the member turns it on, then lists it to visitors without email or phone', async () => {
    const quiet = await member('Quinn', null);
    expect((await quiet.user.get('/api/me/profile')).body).toMatchObject({
      isPublic: false,
      states: [],
      bio: '',
      profileUrl: `/connections/${quiet.id}`,
    });
    expect((await visitor().get(`/api/members/${quiet.id}`)).status).toBe(404);

    const seller = await make.seller();
    expect((await seller.user.send('patch', '/api/users/me', { firstName: 'Sam', lastName: 'Okafor', phone: PHONE })).status).toBe(200);
    const listingIds = await make.listings(seller, 2);
    const saved = await seller.user.send('put', '/api/me/profile', { ...PROFILE, strategies: ['wholesale'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      isPublic: true,
      states: ['TX', 'OK'],
      buyBox: { minPrice: 20_000, maxAcres: 40 },
      experience: '3-5',
    });
    await test.host.projections.settled();

    const profile = await visitor().get(`/api/members/${seller.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: seller.id,
      firstName: 'Sam',
      lastName: 'Okafor',
      strategies: ['wholesale'],
      counties: ['Travis'],
      buyBox: { categories: ['land', 'agricultural'], minPrice: 20_000, maxPrice: 150_000, minAcres: 2, maxAcres: 40 },
      bio: PROFILE.bio,
      emailVerified: false,
      premiumSeller: true, // make.seller() pays for Premium
      activeListings: 2,
    });
    expect(profile.body.memberSince).toMatch(/^\d{4}-/);
    expect(profile.body.listings.map((listing: { id: string }) => listing.id).sort()).toEqual([...listingIds].sort());
    expect(profile.body.listings[0]).toMatchObject({ title: expect.stringMatching(/^Parcel/), price: 50_000, acres: 5, state: 'TX' });
    noContactDetails(profile.body, seller);

    // a withdrawn listing leaves the count and the profile
    expect((await seller.user.send('post', `/api/properties/${listingIds[0]}/status`, { status: 'withdrawn' })).status).toBe(200);
    await test.host.projections.settled();
    const fewer = (await visitor().get(`/api/members/${seller.id}`)).body;
    expect(fewer.activeListings).toBe(1);
    expect(fewer.listings.map((listing: { id: string }) => listing.id)).toEqual([listingIds[1]]);

    const listed = await visitor().get('/api/members');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    noContactDetails(listed.body, seller, quiet);

    // the profile page's link preview, for sharing
    const html = await visitor().get(`/connections/${seller.id}`);
    expect(html.text).toContain('<title>Sam Okafor, investor on DealAcre</title>');
    expect(html.text).toContain('content="Wholesale in TX, OK. 3–5 years. I buy rural land in central Texas');
    expect(html.text).not.toContain(seller.email);

    // turned off: gone from the directory and the profile page
    expect((await seller.user.send('put', '/api/me/profile', { ...PROFILE, isPublic: false })).status).toBe(200);
    await test.host.projections.settled();
    expect((await visitor().get(`/api/members/${seller.id}`)).status).toBe(404);
    expect((await visitor().get('/api/members')).body.total).toBe(0);
  });

  it('finds members by market, strategy, property type and words, a page at a time', async () => {
    const texan = await member('Tex');
    const builder = await member('Bea', {
      ...PROFILE,
      states: ['FL'],
      counties: [],
      strategies: ['development'],
      buyBox: { categories: ['residential'] },
      bio: 'Infill lots for new homes.',
    });
    const ids = async (query: string) => (await visitor().get(`/api/members${query}`)).body.members.map((card: { id: string }) => card.id);

    expect(await ids('?state=TX')).toEqual([texan.id]);
    expect(await ids('?state=FL,TX')).toHaveLength(2);
    expect(await ids('?strategy=development')).toEqual([builder.id]);
    expect(await ids('?category=agricultural')).toEqual([texan.id]);
    expect(await ids('?county=Travis')).toEqual([texan.id]);
    expect(await ids('?q=infill')).toEqual([builder.id]);
    expect(await ids('?q=Texas')).toEqual([texan.id]);
    expect(await ids('?state=FL&strategy=land')).toEqual([]);
    expect((await visitor().get('/api/members?strategy=timeshare')).status).toBe(400);
    expect((await visitor().get('/api/members?page=2')).body).toMatchObject({ members: [], total: 2, page: 2 });

    // a new name reaches the directory
    expect((await texan.user.send('patch', '/api/users/me', { firstName: 'Tomas', lastName: 'Reyes', phone: PHONE })).status).toBe(200);
    await test.host.projections.settled();
    expect(await ids('?q=tomas')).toEqual([texan.id]);
  });

  it('refuses a bio with control characters, bad ranges and a visitor saving a profile', async () => {
    const someone = await member('Cal', null);
    const nul = await someone.user.send('put', '/api/me/profile', { ...PROFILE, bio: 'Hi\u0000there' });
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body.details)).toMatch(/control character/);
    expect((await someone.user.send('put', '/api/me/profile', { ...PROFILE, buyBox: { minPrice: 50, maxPrice: 10 } })).status).toBe(400);
    expect((await someone.user.send('put', '/api/me/profile', { ...PROFILE, states: ['ZZ'] })).status).toBe(400);
    expect((await someone.user.get('/api/me/profile')).body.isPublic).toBe(false);
    expect((await visitor().put('/api/me/profile').send(PROFILE)).status).toBeGreaterThanOrEqual(401);
    expect((await visitor().get('/api/me/profile')).status).toBe(401);
    expect((await visitor().get('/api/connections')).status).toBe(401);
  });

  it('runs a request from note to connection, with bells for the request and the acceptance', async () => {
    const asker = await member('Ana', null);
    const asked = await member('Bo');
    const requested = await asker.user.send('post', '/api/connections', { memberId: asked.id, note: 'Saw your Travis county buys. JV?' });
    expect(requested.status).toBe(201);
    const id = requested.body.id as string;
    expect(requested.body).toMatchObject({
      status: 'pending',
      requestedBy: asker.id,
      member: { id: asked.id, firstName: 'Bo' },
      note: 'Saw your Travis county buys. JV?',
    });
    // asking again answers the same request
    expect((await asker.user.send('post', '/api/connections', { memberId: asked.id, note: 'again' })).body.id).toBe(id);
    // the other way round while it waits: accept instead
    expect((await asked.user.send('post', '/api/connections', { memberId: asker.id })).status).toBe(404); // the asker has no public profile

    const bell = (await asked.user.get('/api/notifications')).body;
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        kind: 'connection-request',
        title: 'Ana Reyes wants to connect',
        body: 'Saw your Travis county buys. JV?',
        link: '/connections?view=mine&tab=received',
      }),
    ]);
    const theirs = (await asked.user.get('/api/connections')).body;
    expect(theirs).toMatchObject({ connections: [], sent: [], received: [{ id, member: { id: asker.id, firstName: 'Ana' } }] });
    expect((await asker.user.get('/api/connections')).body).toMatchObject({ connections: [], received: [], sent: [{ id }] });
    noContactDetails(theirs, asker, asked);

    // only the member asked can answer
    expect((await asker.user.send('post', `/api/connections/${id}/accept`)).status).toBe(404);
    const stranger = await member('Cy', null);
    expect((await stranger.user.send('post', `/api/connections/${id}/accept`)).status).toBe(404);
    expect((await stranger.user.send('delete', `/api/connections/${id}`)).status).toBe(404);
    expect((await visitor().post(`/api/connections/${id}/accept`)).status).toBeGreaterThanOrEqual(401);

    const accepted = await asked.user.send('post', `/api/connections/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id, status: 'accepted', member: { id: asker.id } });
    expect((await asker.user.get('/api/notifications')).body.notifications).toEqual([
      expect.objectContaining({
        kind: 'connection-accepted',
        title: 'Bo Reyes accepted your connection request',
        link: `/connections/${asked.id}`,
      }),
    ]);
    expect((await asker.user.get('/api/connections')).body.connections).toEqual([
      expect.objectContaining({ id, member: expect.objectContaining({ id: asked.id }) }),
    ]);
    expect((await asked.user.get('/api/connections')).body.connections).toEqual([
      expect.objectContaining({ id, member: expect.objectContaining({ id: asker.id }) }),
    ]);
    expect((await asker.user.send('post', '/api/connections', { memberId: asked.id })).status).toBe(409);

    // either member removes it
    expect((await asker.user.send('delete', `/api/connections/${id}`)).status).toBe(204);
    expect((await asked.user.get('/api/connections')).body.connections).toEqual([]);
  });

  it('lets the asker withdraw and the asked decline, quietly', async () => {
    const asker = await member('Di', null);
    const asked = await member('Ed');
    const first = (await asker.user.send('post', '/api/connections', { memberId: asked.id })).body.id as string;
    expect((await asker.user.send('delete', `/api/connections/${first}`)).status).toBe(204);
    expect((await asked.user.get('/api/connections')).body.received).toEqual([]);

    const second = (await asker.user.send('post', '/api/connections', { memberId: asked.id, note: 'Once more' })).body.id as string;
    expect((await asked.user.send('post', `/api/connections/${second}/decline`)).status).toBe(204);
    expect((await asker.user.get('/api/connections')).body).toEqual({ connections: [], received: [], sent: [] });
    expect((await asker.user.get('/api/notifications')).body.notifications).toEqual([]);
    expect((await asked.user.send('post', `/api/connections/${second}/accept`)).status).toBe(404);
  });

  it('refuses requests to oneself, to members without a public profile, with bad notes, and between blocked members', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    expect((await seller.user.send('put', '/api/me/profile', PROFILE)).status).toBe(200);
    const buyer = await member('Fay');
    await test.host.projections.settled();

    expect((await seller.user.send('post', '/api/connections', { memberId: seller.id })).status).toBe(422);
    expect((await seller.user.send('post', '/api/connections', { memberId: newId() })).status).toBe(404);
    expect((await seller.user.send('post', '/api/connections', { memberId: 'nope' })).status).toBe(400);
    expect((await buyer.user.send('post', '/api/connections', { memberId: seller.id, note: 'bell\u0007' })).status).toBe(400);
    expect((await visitor().post('/api/connections').send({ memberId: seller.id })).status).toBeGreaterThanOrEqual(401);

    // the seller blocks the buyer who wrote to them: neither can ask the other
    const contacted = await buyer.user.send('post', '/api/conversations', {
      propertyId,
      message: 'Still available?',
      clientId: randomUUID(),
    });
    expect(contacted.status).toBe(201);
    expect((await seller.user.send('post', `/api/members/${buyer.id}/block`)).status).toBe(204);
    const refused = await buyer.user.send('post', '/api/connections', { memberId: seller.id, note: 'Please?' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('connection_blocked');
    expect((await seller.user.send('post', '/api/connections', { memberId: buyer.id })).status).toBe(403);
    expect(
      (await seller.user.get('/api/notifications')).body.notifications.filter((n: { kind: string }) => n.kind.startsWith('connection')),
    ).toEqual([]);
  });

  it('forgets a deleted account: its profile, its connections and its requests', async () => {
    const leaving = await member('Hal');
    const staying = await member('Ivy');
    const id = (await staying.user.send('post', '/api/connections', { memberId: leaving.id })).body.id as string;
    expect((await leaving.user.send('post', `/api/connections/${id}/accept`)).status).toBe(200);
    expect((await leaving.user.send('delete', '/api/users/me', { password: 'acres-and-acres-9' })).status).toBe(200);
    await test.host.projections.settled();

    expect((await visitor().get(`/api/members/${leaving.id}`)).status).toBe(404);
    expect((await visitor().get('/api/members')).body.members.map((card: { id: string }) => card.id)).toEqual([staying.id]);
    expect((await staying.user.get('/api/connections')).body).toEqual({ connections: [], received: [], sent: [] });
  });

  it('shows the Premium badge while the member is on the Premium seller plan', async () => {
    const seller = await make.seller();
    expect((await seller.user.send('put', '/api/me/profile', PROFILE)).status).toBe(200);
    const buyer = await member('Bo');
    await test.host.projections.settled();
    expect((await visitor().get(`/api/members/${seller.id}`)).body.premiumSeller).toBe(true);
    expect((await visitor().get(`/api/members/${buyer.id}`)).body.premiumSeller).toBe(false);

    expect((await seller.user.send('patch', '/api/billing/subscriptions/seller', { action: 'change-plan', tier: 'pro' })).status).toBe(200);
    await test.host.projections.settled();
    expect((await visitor().get(`/api/members/${seller.id}`)).body.premiumSeller).toBe(false);
    expect(
      (await visitor().get('/api/members')).body.members
        .map((card: { id: string; premiumSeller: boolean }) => [card.id, card.premiumSeller])
        .sort(),
    ).toEqual(
      [
        [seller.id, false],
        [buyer.id, false],
      ].sort(),
    );
  });

  it('rebuilds the directory from Postgres, counting listings it had not heard of', async () => {
    const seller = await make.seller();
    await make.listings(seller, 2);
    expect((await seller.user.send('put', '/api/me/profile', PROFILE)).status).toBe(200);
    await test.host.projections.settled();
    // as for listings published before the directory subscribed to their events
    await test.database.orm.em.fork().execute('delete from engagement.member_listings');

    const rebuilt = await test.host.reindex(() => {});
    expect(rebuilt).toMatchObject({ 'engagement.members': 1 });
    expect((await visitor().get(`/api/members/${seller.id}`)).body).toMatchObject({
      firstName: 'Ada',
      states: ['TX', 'OK'],
      activeListings: 2,
      premiumSeller: true,
    });

    // a copy holding as many active listings as there are, but with one of them under someone else, is read again too
    await test.database.orm.em
      .fork()
      .execute(
        `update engagement.member_listings set owner_id = '${randomUUID()}' where listing_id = (select listing_id from engagement.member_listings order by listing_id limit 1)`,
      );
    await test.host.reindex(() => {});
    expect((await visitor().get(`/api/members/${seller.id}`)).body).toMatchObject({ activeListings: 2 });
  });
});
