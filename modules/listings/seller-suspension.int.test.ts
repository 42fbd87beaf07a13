import { expect, it } from 'vitest';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { UserChanged, type UserSnapshot } from '../identity/contracts/events.ts';
import type { MapMarkersResult } from './contracts/map.ts';
import type { PropertyDetail } from './contracts/property.ts';
import type { SearchPropertiesResult } from './contracts/search.ts';

describeHost("listings: a suspended seller's listings leave public view", () => {
  const test = useTestHost();
  const make = given(test);

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }

  async function account(admin: User, member: User, verb: 'suspend' | 'reinstate'): Promise<void> {
    expect((await admin.user.send('post', `/api/admin/users/${member.id}/${verb}`, { reason: 'Reported as a scam' })).status).toBe(200);
    await test.host.projections.settled();
  }

  const visitor = () => test.http();
  const searched = async () =>
    ((await visitor().get('/api/properties/search?limit=50').expect(200)).body as SearchPropertiesResult).hits.map((hit) => hit.id).sort();
  const mapped = async () =>
    ((await visitor().get('/api/properties/map').expect(200)).body as MapMarkersResult).markers.map((marker) => marker.id).sort();
  const newest = async () =>
    ((await visitor().get('/api/properties?limit=100&sortBy=createdAt&sortOrder=desc').expect(200)).body as Array<{ id: string }>)
      .map((card) => card.id)
      .sort();
  const listedCount = async () => (await visitor().get('/api/metrics/dashboard').expect(200)).body.totalProperties as number;

  it('takes them off search, the map, the lists, the metrics, the sitemap and their pages (but for administrators), and reinstating puts them back as they were', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    const other = await make.seller();
    const buyer = await make.buyer();
    const theirs = await make.listings(seller, 2);
    const [kept] = await make.listings(other, 1);
    const everything = [...theirs, kept].sort();
    const page = (id: string) => buyer.user.get(`/api/properties/${id}`);
    const before = (await page(theirs[0])).body as PropertyDetail;
    expect(await searched()).toEqual(everything);
    expect(await listedCount()).toBe(3);

    await account(admin, seller, 'suspend');
    expect(await searched()).toEqual([kept]);
    expect(await mapped()).toEqual([kept]);
    expect(await newest()).toEqual([kept]);
    expect(await listedCount()).toBe(1);
    for (const id of theirs) {
      expect((await page(id)).status).toBe(404);
      expect((await visitor().get(`/api/properties/${id}`)).status).toBe(404);
      expect((await visitor().get(`/api/properties/${id}/similar`)).status).toBe(404);
      expect((await buyer.user.send('post', `/api/properties/${id}/views`)).status).toBe(404);
    }
    const asAdmin = await admin.user.get(`/api/properties/${theirs[0]}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ id: theirs[0], status: 'active' });
    expect((await buyer.user.send('post', '/api/favorites', { propertyId: theirs[0] })).status).toBe(404);
    const sitemap = (await visitor().get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(kept);
    for (const id of theirs) expect(sitemap).not.toContain(id);

    // the rebuilt read side holds to it too
    await test.host.reindex();
    expect(await searched()).toEqual([kept]);
    expect(await listedCount()).toBe(1);

    await account(admin, seller, 'reinstate');
    expect(await searched()).toEqual(everything);
    expect(await mapped()).toEqual(everything);
    expect(await newest()).toEqual(everything);
    expect(await listedCount()).toBe(3);
    const after = await page(theirs[0]);
    expect(after.status).toBe(200);
    const { version: _before, ...unchanged } = before;
    expect(after.body).toMatchObject(unchanged);
    const mine = await seller.user.send('post', '/api/auth/login', { email: seller.email, password: 'acres-and-acres-9' });
    expect(mine.status).toBe(200);
    expect((await seller.user.get(`/api/my/properties/${theirs[1]}`)).body).toMatchObject({ status: 'active' });
  });

  it('lets a newer account version win over an older one that arrives late', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    const [listing] = await make.listings(seller, 1);
    await account(admin, seller, 'suspend');
    await account(admin, seller, 'reinstate');
    expect(await searched()).toEqual([listing]);

    const [row] = await test.database.orm.em
      .fork()
      .execute<Array<{ version: number }>>('select version from identity.users where id = ?', [seller.id]);
    const stale: UserSnapshot = {
      id: seller.id,
      email: seller.email,
      firstName: 'Ada',
      lastName: 'Moss',
      phone: null,
      profilePicture: null,
      roles: ['buyer', 'seller'],
      activeRole: 'seller',
      emailVerified: false,
      notifications: {} as UserSnapshot['notifications'],
      buyerTier: 'free',
      suspended: true,
      createdAt: new Date().toISOString(),
      version: Number(row.version) - 1,
    };
    await test.emit(UserChanged.create(seller.id, stale));
    expect(await searched()).toEqual([listing]);
    expect((await visitor().get(`/api/properties/${listing}`)).status).toBe(200);
  });
});
