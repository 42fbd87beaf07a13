import { beforeEach, expect, it } from 'vitest';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { newId } from '../shared/kernel/ids.ts';
import { CONTACTS_LIMIT_MESSAGE, type ContactAllowance } from '../engagement/contracts/messaging.ts';
import { offerContactsLimitMessage, openOffersLimitMessage, type Offer } from './contracts/offers.ts';

const START = new Date('2026-11-10T12:00:00Z');
const clock = {
  current: START,
  now() {
    return new Date(this.current);
  },
};
const tick = () => (clock.current = new Date(clock.current.getTime() + 1_000));
const HOUR = 60 * 60 * 1000;

const TERMS = { price: 45_000, earnestMoney: 1_000, daysToClose: 21, inspectionDays: 7, funding: 'cash', message: 'Cash, quick close.' };

/**
 * Plan limits on offers (decision 0069): an offer is a contact, and each plan allows so many offers open at once;
 * the seller's analytics count the offers per listing.
 */
describeHost('leads: offers and the plans', () => {
  const test = useTestHost({ hostOptions: { clock } });
  const make = given(test, tick);

  beforeEach(() => {
    clock.current = START;
  });

  const offer = (buyer: User, propertyId: string) => {
    tick();
    return buyer.user.send('post', `/api/properties/${propertyId}/offers`, TERMS);
  };
  const made = async (buyer: User, propertyId: string) => {
    const response = await offer(buyer, propertyId);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as Offer;
  };
  const message = (buyer: User, propertyId: string) => {
    tick();
    return buyer.user.send('post', '/api/conversations', { propertyId, message: 'Is it still available?', clientId: newId() });
  };
  const storedOffers = async (buyer: User) =>
    (
      await test.database.orm.em
        .fork()
        .execute<Array<{ n: number }>>('select count(*)::int as n from leads.offers where buyer_id = ?', [buyer.id])
    )[0].n;
  const allowance = async ({ user }: User) => {
    await test.host.projections.settled();
    return (await user.get('/api/conversations/contact-allowance')).body as ContactAllowance;
  };
  /** one listing of each of `count` sellers */
  const listingsOfSellers = async (count: number) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n++) ids.push(...(await make.listings(await make.seller(), 1)));
    return ids;
  };

  it('counts an offer as a contact: a free buyer’s 4th contact by offer is refused, and changes nothing', async () => {
    clock.current = new Date('2026-11-30T22:00:00Z');
    const [a, b, c, d] = await listingsOfSellers(4);
    const buyer = await make.buyer();

    expect((await message(buyer, a)).status).toBe(201);
    expect((await message(buyer, b)).status).toBe(201);
    await made(buyer, c);
    expect(await allowance(buyer)).toEqual({ used: 3, allowed: 3, left: 0 });

    const refused = await offer(buyer, d);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: offerContactsLimitMessage(3),
      code: 'plan_limit_reached',
      upgradeRequired: true,
      details: { limit: 'contactsPerMonth', allowed: 3, tier: 'free', suggestedTier: 'plus' },
    });
    expect(await storedOffers(buyer)).toBe(1);
    // the offer counts for messages too, once engagement has heard of it
    const byMessage = await message(buyer, d);
    expect([byMessage.status, byMessage.body.message]).toEqual([403, CONTACTS_LIMIT_MESSAGE]);

    // a new calendar month (UTC) starts a new allowance
    clock.current = new Date('2026-12-01T00:30:00Z');
    await made(buyer, d);
  });

  it('counts a seller contacted by a message and by an offer once, whichever came first', async () => {
    const seller = await make.seller();
    const [first, second] = await make.listings(seller, 2);
    const [b, c, d, e] = await listingsOfSellers(4);
    const buyer = await make.buyer();

    // a message, then an offer on another listing of the same seller
    expect((await message(buyer, first)).status).toBe(201);
    await made(buyer, second);
    // an offer (not yet delivered to engagement, or delivered), then a message to the same seller
    await made(buyer, b);
    expect((await message(buyer, b)).status).toBe(201);
    expect(await allowance(buyer)).toEqual({ used: 2, allowed: 3, left: 1 });

    expect((await message(buyer, c)).status).toBe(201);
    expect((await offer(buyer, d)).status).toBe(403);
    expect((await message(buyer, e)).status).toBe(403);
    expect(await allowance(buyer)).toEqual({ used: 3, allowed: 3, left: 0 });
  });

  it('limits the offers open at once per plan: 2 free, 10 on Plus, none on Pro; withdrawn and expired ones do not count', async () => {
    const seller = await make.seller();
    const listings = await make.listings(seller, 12);
    const free = await make.buyer();

    const [one] = [await made(free, listings[0]), await made(free, listings[1])];
    const third = await offer(free, listings[2]);
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({
      message: openOffersLimitMessage(2),
      upgradeRequired: true,
      details: { limit: 'openOffers', allowed: 2, tier: 'free', suggestedTier: 'plus' },
    });
    expect(await storedOffers(free)).toBe(2);
    // a withdrawal frees a place
    expect((await free.user.send('post', `/api/offers/${one.id}/withdraw`)).status).toBe(200);
    await made(free, listings[2]);
    expect((await offer(free, listings[3])).status).toBe(403);
    // so does an offer's expiry, by the clock alone
    clock.current = new Date(clock.current.getTime() + 49 * HOUR);
    await made(free, listings[3]);

    const plus = await make.plusBuyer();
    for (const propertyId of listings.slice(0, 10)) await made(plus, propertyId);
    const eleventh = await offer(plus, listings[10]);
    expect(eleventh.status).toBe(403);
    expect(eleventh.body.details).toEqual({ limit: 'openOffers', allowed: 10, tier: 'plus', suggestedTier: 'pro' });

    const pro = await make.proBuyer();
    for (const propertyId of listings.slice(0, 11)) await made(pro, propertyId);
    expect(await storedOffers(pro)).toBe(11);
  });

  it('counts the offers made on each of the seller’s listings over the analytics range, for plans with analytics', async () => {
    const seller = await make.seller();
    const [first, second, quiet] = await make.listings(seller, 3);
    const [ada, bo] = [await make.buyer(), await make.buyer()];
    await made(ada, first);
    // eight days later: the first offer is outside the last 7 days
    clock.current = new Date(START.getTime() + 8 * 24 * HOUR);
    // sessions lapse after 7 idle days
    for (const member of [seller, ada, bo]) {
      expect((await member.user.send('post', '/api/auth/login', { email: member.email, password: 'acres-and-acres-9' })).status).toBe(200);
    }
    await made(bo, first);
    const accepted = await made(ada, second);
    expect((await seller.user.send('post', `/api/offers/${accepted.id}/accept`)).status).toBe(200);

    const week = await seller.user.get('/api/analytics/offers?range=7d');
    expect(week.status).toBe(200);
    expect(week.body).toEqual({
      range: '7d',
      total: 2,
      listings: expect.arrayContaining([
        { id: first, offers: 1, accepted: 0 },
        { id: second, offers: 1, accepted: 1 },
      ]),
    });
    expect(week.body.listings.map((listing: { id: string }) => listing.id)).not.toContain(quiet);
    const month = await seller.user.get('/api/analytics/offers?range=30d');
    expect(month.body.total).toBe(3);
    expect(month.body.listings).toContainEqual({ id: first, offers: 2, accepted: 0 });

    // a buyer sees none of it; a plan without analytics is offered the plans; a bad range is refused
    const refused = await ada.user.get('/api/analytics/offers?range=7d');
    expect([refused.status, refused.body.upgradeRequired]).toEqual([403, true]);
    expect((await seller.user.get('/api/analytics/offers?range=1y')).status).toBe(400);
  });
});
