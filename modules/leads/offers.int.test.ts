import { beforeEach, expect, it } from 'vitest';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { ListingOffers, MyOffers, Offer } from './contracts/offers.ts';

const START = new Date('2026-11-10T12:00:00Z');
const clock = {
  current: START,
  now() {
    return new Date(this.current);
  },
};
const HOUR = 60 * 60 * 1000;

const TERMS = { price: 45_000, earnestMoney: 1_000, daysToClose: 21, inspectionDays: 7, funding: 'cash', message: 'Cash, quick close.' };

describeHost('leads: offers on a listing', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test);

  beforeEach(() => {
    clock.current = START;
  });

  const offer = (buyer: User, propertyId: string, terms: Record<string, unknown> = {}) =>
    buyer.user.send('post', `/api/properties/${propertyId}/offers`, { ...TERMS, ...terms });
  const made = async (buyer: User, propertyId: string, terms: Record<string, unknown> = {}) => {
    const response = await offer(buyer, propertyId, terms);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as Offer;
  };
  const listingOffers = async (seller: User, propertyId: string) => {
    const response = await seller.user.get(`/api/properties/${propertyId}/offers`);
    expect(response.status).toBe(200);
    return (response.body as ListingOffers).offers;
  };
  const storedOffers = (propertyId: string) =>
    test.database.orm.em
      .fork()
      .execute<Array<{ status: string }>>('select status from leads.offers where property_id = ? order by created_at', [propertyId]);
  const notices = async ({ user }: User) => {
    await test.host.projections.settled();
    return ((await user.get('/api/notifications')).body.notifications as Array<{ kind: string; title: string; link: string }>).filter(
      (notification) => notification.kind === 'offer',
    );
  };
  const listingStatus = async (propertyId: string) => {
    await test.host.projections.settled();
    return (await test.http().get(`/api/properties/${propertyId}`)).body.status as string;
  };

  it('a buyer offers on an active listing; the seller alone compares the offers, with each buyer’s record', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();

    const mine = await made(buyer, propertyId, { expiresInHours: 24 });
    expect(mine).toMatchObject({
      status: 'open',
      terms: { price: 45_000, earnestMoney: 1_000, daysToClose: 21, inspectionDays: 7 },
      funding: 'cash',
      message: 'Cash, quick close.',
      sellerId: seller.id,
      buyerId: buyer.id,
      expiresAt: new Date(START.getTime() + 24 * HOUR).toISOString(),
      counter: null,
      agreed: null,
    });
    const listed = (await buyer.user.get('/api/offers')).body as MyOffers;
    expect(listed.offers).toHaveLength(1);
    expect(listed.offers[0]).toMatchObject({ id: mine.id, listing: { title: 'Parcel 1', city: 'Austin', state: 'TX' } });

    expect(await notices(seller)).toEqual([
      expect.objectContaining({ title: 'New offer of $45,000 on Parcel 1', link: `/property/${propertyId}/offers` }),
    ]);
    const compared = await listingOffers(seller, propertyId);
    expect(compared).toEqual([
      expect.objectContaining({ id: mine.id, buyer: { name: 'Ada M.', offersMade: 1, offersAccepted: 0, verifiedFunds: null } }),
    ]);
    // the buyer, and another seller, cannot read the listing's offers
    expect((await buyer.user.get(`/api/properties/${propertyId}/offers`)).status).toBe(404);
    expect((await (await make.seller()).user.get(`/api/properties/${propertyId}/offers`)).status).toBe(404);
    // nor can anyone else act on the offer
    expect((await (await make.buyer()).user.send('post', `/api/offers/${mine.id}/withdraw`)).status).toBe(404);
    expect((await buyer.user.send('post', `/api/offers/${mine.id}/decline`, {})).status).toBe(404);
  });

  it('refuses offers on one’s own listing, on a listing under contract or unknown, bad terms and a second open offer, storing nothing', async () => {
    const seller = await make.seller();
    const [propertyId, sold] = await make.listings(seller, 2);
    const buyer = await make.buyer();

    expect((await offer(seller, propertyId)).status).toBe(422);
    expect((await seller.user.send('post', `/api/properties/${sold}/status`, { status: 'under_contract' })).status).toBe(200);
    await test.host.projections.settled();
    const underContract = await offer(buyer, sold);
    expect(underContract.status).toBe(409);
    expect(underContract.body.code).toBe('listing_not_taking_offers');
    expect((await offer(buyer, '00000000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await offer(buyer, 'not-an-id')).status).toBe(404);

    const overPrice = await offer(buyer, propertyId, { earnestMoney: 50_000 });
    expect(overPrice.status).toBe(400);
    expect(JSON.stringify(overPrice.body)).toContain('Earnest money cannot be more than the price');
    expect((await offer(buyer, propertyId, { message: 'cash\u0000' })).status).toBe(400);
    expect((await offer(buyer, propertyId, { funding: 'bitcoin' })).status).toBe(400);
    expect((await offer(buyer, propertyId, { price: 0 })).status).toBe(400);
    expect(await storedOffers(propertyId)).toEqual([]);

    await made(buyer, propertyId);
    const second = await offer(buyer, propertyId, { price: 47_000 });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('offer_exists');
    expect(await storedOffers(propertyId)).toHaveLength(1);
  });

  it('the buyer withdraws an open offer once, and may offer again', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const first = await made(buyer, propertyId);

    const withdrawn = await buyer.user.send('post', `/api/offers/${first.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    const again = await buyer.user.send('post', `/api/offers/${first.id}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This offer is withdrawn and can no longer be withdrawn');
    expect((await seller.user.send('post', `/api/offers/${first.id}/accept`)).status).toBe(409);
    await made(buyer, propertyId, { price: 46_000 });
  });

  it('the seller counters, the buyer accepts the counter: the listing goes under contract and the other offers are declined', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const [first, second] = [await make.buyer(), await make.buyer()];
    const countered = await made(first, propertyId);
    const other = await made(second, propertyId, { price: 40_000 });

    const counter = await seller.user.send('post', `/api/offers/${countered.id}/counter`, {
      price: 48_000,
      earnestMoney: 2_500,
      daysToClose: 30,
      inspectionDays: 10,
      expiresInHours: 12,
    });
    expect(counter.status).toBe(200);
    expect(counter.body).toMatchObject({
      status: 'countered',
      counter: { price: 48_000, earnestMoney: 2_500, daysToClose: 30, inspectionDays: 10 },
      expiresAt: new Date(START.getTime() + 12 * HOUR).toISOString(),
    });
    // only the buyer answers a counter
    expect((await seller.user.send('post', `/api/offers/${countered.id}/accept`)).status).toBe(409);
    const { price, earnestMoney, daysToClose, inspectionDays } = TERMS;
    expect(
      (await seller.user.send('post', `/api/offers/${countered.id}/counter`, { price, earnestMoney, daysToClose, inspectionDays })).status,
    ).toBe(409);

    clock.current = new Date(START.getTime() + HOUR);
    const accepted = await first.user.send('post', `/api/offers/${countered.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      agreed: { price: 48_000, earnestMoney: 2_500, daysToClose: 30, inspectionDays: 10 },
      acceptedAt: clock.current.toISOString(),
      earnestDueAt: new Date(clock.current.getTime() + 72 * HOUR).toISOString(),
    });
    const others = await listingOffers(seller, propertyId);
    expect(others.find((row) => row.id === other.id)).toMatchObject({
      status: 'declined',
      declineReason: 'The seller accepted another offer',
    });
    expect(await listingStatus(propertyId)).toBe('under_contract');
    expect((await offer(await make.buyer(), propertyId)).status).toBe(409);
    expect((await notices(first)).map(({ title }) => title)).toEqual(['Under contract at $48,000: Parcel 1']);
    expect((await notices(second)).map(({ title }) => title)).toEqual(['Your offer on Parcel 1 was declined']);
  });

  it('of two accepts at the same moment, exactly one wins', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const offers = [await made(await make.buyer(), propertyId), await made(await make.buyer(), propertyId, { price: 44_000 })];

    const answers = await Promise.all(offers.map(({ id }) => seller.user.send('post', `/api/offers/${id}/accept`)));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect((await storedOffers(propertyId)).map(({ status }) => status).sort()).toEqual(['accepted', 'declined']);
    expect(await listingStatus(propertyId)).toBe('under_contract');
  });

  it('an offer lapses at its expiry by the clock: it can no longer be accepted, and its buyer may offer again', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const lapsing = await made(buyer, propertyId, { expiresInHours: 2 });

    clock.current = new Date(START.getTime() + 2 * HOUR);
    expect(((await buyer.user.get('/api/offers')).body as MyOffers).offers[0].status).toBe('expired');
    const late = await seller.user.send('post', `/api/offers/${lapsing.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This offer is expired and can no longer be accepted');
    expect((await seller.user.send('post', `/api/offers/${lapsing.id}/decline`, { reason: 'Too late' })).status).toBe(409);
    await made(buyer, propertyId);
    expect(await listingStatus(propertyId)).toBe('active');
  });

  it('an API key reads offers with offers:read and makes them only with offers:write', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.proBuyer();
    await made(buyer, propertyId);
    const keyWith = async (scopes: string[]) => {
      const created = await buyer.user.send('post', '/api/users/me/api-keys', { name: `Offers ${scopes.join(' ')}`, scopes });
      expect(created.status).toBe(201);
      return created.body.secret as string;
    };
    const reader = await keyWith(['offers:read']);
    const writer = await keyWith(['offers:read', 'offers:write']);
    const withKey = (secret: string) => ({
      get: (path: string) => test.http().get(path).set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', '198.51.100.9'),
      post: (path: string, body: object) =>
        test.http().post(path).set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', '198.51.100.9').send(body),
    });

    const read = await withKey(reader).get('/api/offers');
    expect(read.status).toBe(200);
    expect(read.body.offers).toHaveLength(1);
    const [otherListing] = await make.listings(seller, 1);
    expect((await withKey(reader).post(`/api/properties/${otherListing}/offers`, TERMS)).status).toBe(403);
    expect((await withKey(writer).post(`/api/properties/${otherListing}/offers`, TERMS)).status).toBe(201);
  });
});
