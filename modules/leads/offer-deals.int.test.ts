import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { newId } from '../shared/kernel/ids.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { ListingOffers, MyOffers, Offer, OfferRules } from './contracts/offers.ts';
import type { Pipeline } from './contracts/pipeline.ts';

const START = new Date('2026-11-10T12:00:00Z');
const clock = {
  current: START,
  now() {
    return new Date(this.current);
  },
};
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(START.getTime() + ms);

const TERMS = { price: 45_000, earnestMoney: 1_000, daysToClose: 21, inspectionDays: 7, funding: 'cash', message: 'Cash, quick close.' };

describeHost('leads: offers continued (verified funds, best and final, the deal)', () => {
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
  const compared = async (seller: User, propertyId: string) => {
    const response = await seller.user.get(`/api/properties/${propertyId}/offers`);
    expect(response.status).toBe(200);
    return response.body as ListingOffers;
  };
  const mine = async (buyer: User) => (await buyer.user.get('/api/offers')).body as MyOffers;
  const stored = (propertyId: string) =>
    test.database.orm.em
      .fork()
      .execute<Array<{ status: string; price: string }>>(
        'select status, price from leads.offers where property_id = ? order by created_at',
        [propertyId],
      );
  /** an administrator's verification of the member's statement: $amount through `expiresOn` */
  const verify = (member: User, amount: number, expiresOn: string) =>
    test.database.orm.em.fork().execute(
      `insert into identity.funds_documents (id, user_id, institution, statement_date, file_name, content_type, size, storage_key,
         status, uploaded_at, amount_cents, expires_on, decided_at)
       values (?, ?, 'First Bank', '2026-11-01', 'statement.pdf', 'application/pdf', 100, 'private/funds/x.pdf', 'verified', ?, ?, ?, ?)`,
      [newId(), member.id, START, amount * 100, expiresOn, START],
    );
  const notices = async ({ user }: User) => {
    await test.host.projections.settled();
    return ((await user.get('/api/notifications')).body.notifications as Array<{ kind: string; title: string }>)
      .filter((notification) => notification.kind === 'offer')
      .map(({ title }) => title);
  };
  const accept = async (seller: User, offerId: string) => {
    const response = await seller.user.send('post', `/api/offers/${offerId}/accept`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Offer;
  };

  it('shows a buyer’s verified funds on the seller’s comparison and on their own offers, until the verification expires', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const [verified, unverified] = [await make.buyer(), await make.buyer()];
    await verify(verified, 250_000, '2026-11-12');
    await made(verified, propertyId);
    await made(unverified, propertyId, { price: 47_000 });

    const table = await compared(seller, propertyId);
    const fundsOf = (buyerId: string) => table.offers.find((row) => row.buyerId === buyerId)!.buyer.verifiedFunds;
    expect(fundsOf(verified.id)).toEqual({ amount: 250_000, expiresOn: '2026-11-12' });
    expect(fundsOf(unverified.id)).toBeNull();
    expect(table.rules).toEqual({ propertyId, requireVerifiedFunds: false, bestAndFinalBy: null });
    expect((await mine(verified)).verifiedFunds).toEqual({ amount: 250_000, expiresOn: '2026-11-12' });
    expect((await mine(unverified)).verifiedFunds).toBeNull();

    // a property page asks only for the buyer's offers on its listing
    const [other] = await make.listings(seller, 1);
    await made(verified, other);
    expect((await mine(verified)).offers).toHaveLength(2);
    const onOne = (await verified.user.get(`/api/offers?propertyId=${other}`)).body as MyOffers;
    expect(onOne.offers.map((row) => row.propertyId)).toEqual([other]);
    const badFilter = await verified.user.get('/api/offers?propertyId=nope');
    expect(badFilter.status).toBe(400);
    expect(JSON.stringify(badFilter.body)).toContain('propertyId');

    // it holds through its last day (UTC), and is gone the day after
    clock.current = new Date('2026-11-12T23:59:00Z');
    expect((await mine(verified)).verifiedFunds).not.toBeNull();
    clock.current = new Date('2026-11-13T00:00:00Z');
    const after = await verified.user.get('/api/offers');
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect((after.body as MyOffers).verifiedFunds).toBeNull();
    expect((await compared(seller, propertyId)).offers.every((row) => row.buyer.verifiedFunds === null)).toBe(true);
    expect((await compared(seller, other)).offers[0].buyer.verifiedFunds).toBeNull();
  });

  it('a seller may require verified funds: an unverified buyer is refused with the way to get verified, and nothing is stored', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const [verified, unverified, expired] = [await make.buyer(), await make.buyer(), await make.buyer()];
    await verify(verified, 100_000, '2026-12-31');
    await verify(expired, 100_000, '2026-11-09');

    // only the listing's seller sets the rule; bad input is a 400 naming the field
    expect((await verified.user.send('put', `/api/properties/${propertyId}/offer-rules`, { requireVerifiedFunds: true })).status).toBe(404);
    const bad = await seller.user.send('put', `/api/properties/${propertyId}/offer-rules`, { requireVerifiedFunds: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('requireVerifiedFunds');
    const set = await seller.user.send('put', `/api/properties/${propertyId}/offer-rules`, { requireVerifiedFunds: true });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ propertyId, requireVerifiedFunds: true, bestAndFinalBy: null });
    expect(((await unverified.user.get(`/api/properties/${propertyId}/offer-rules`)).body as OfferRules).requireVerifiedFunds).toBe(true);

    for (const buyer of [unverified, expired]) {
      const refused = await offer(buyer, propertyId);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('verified_funds_required');
      expect(refused.body.message).toContain('Upload a bank or lender statement under Settings, Proof of funds');
    }
    expect(await stored(propertyId)).toEqual([]);
    await made(verified, propertyId);

    // turned off, anyone may offer again
    await seller.user.send('put', `/api/properties/${propertyId}/offer-rules`, { requireVerifiedFunds: false });
    await made(unverified, propertyId);
  });

  it('the seller’s pipeline follows the offer: "Offer made" when made, "Under contract" when accepted', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const offered = await made(buyer, propertyId);
    await test.host.projections.settled();
    const board = async () => {
      const pipeline = (await seller.user.get('/api/pipeline')).body as Pipeline;
      return pipeline.stages.flatMap((stage) => stage.cards.map((card) => [stage.id, card.kind, card.title]));
    };
    expect(await board()).toEqual([['offer-made', 'offer', 'Parcel 1 (Ada Moss)']]);

    // a buyer who wrote to the seller first has an inquiry card: their offer moves that card
    const asker = await make.buyer();
    const asked = await asker.user.send('post', '/api/conversations', { propertyId, message: 'Is there water?', clientId: randomUUID() });
    expect(asked.status).toBe(201);
    await test.host.projections.settled();
    expect(await board()).toEqual([
      ['new', 'inquiry', 'Parcel 1 (Ada Moss)'],
      ['offer-made', 'offer', 'Parcel 1 (Ada Moss)'],
    ]);
    const second = await made(asker, propertyId, { price: 40_000 });
    await test.host.projections.settled();
    expect((await board()).map(([stage, kind]) => `${stage} ${kind}`)).toEqual(['offer-made inquiry', 'offer-made offer']);

    await accept(seller, offered.id);
    await test.host.projections.settled();
    expect((await board()).map(([stage, kind]) => `${stage} ${kind}`)).toEqual(['offer-made inquiry', 'under-contract offer']);
    expect((await mine(asker)).offers[0]).toMatchObject({ id: second.id, status: 'declined' });
  });

  it('best and final: every open bidder is told and may revise until the deadline; the table shows it', async () => {
    const seller = await make.seller();
    const [propertyId, empty] = await make.listings(seller, 2);
    const [first, second] = [await make.buyer(), await make.buyer()];
    const one = await made(first, propertyId);
    const two = await made(second, propertyId, { price: 44_000 });
    await seller.user.send('post', `/api/offers/${two.id}/counter`, { ...TERMS, funding: undefined, message: undefined, price: 49_000 });

    const call = (id: string, deadline: string, by = seller) => by.user.send('post', `/api/properties/${id}/best-and-final`, { deadline });
    const deadline = at(24 * HOUR).toISOString();
    expect((await call(empty, deadline)).status).toBe(409);
    expect((await call(propertyId, deadline, first)).status).toBe(404);
    const tooSoon = await call(propertyId, at(10 * 60 * 1000).toISOString());
    expect(tooSoon.status).toBe(400);
    expect(JSON.stringify(tooSoon.body)).toContain('deadline');
    expect((await call(propertyId, 'tomorrow')).status).toBe(400);
    // a revision before any call is refused
    expect((await first.user.send('post', `/api/offers/${one.id}/revise`, { ...TERMS, price: 46_000 })).status).toBe(409);

    const called = await call(propertyId, deadline);
    expect(called.status).toBe(200);
    expect(called.body.bestAndFinalBy).toBe(deadline);
    expect(await notices(first)).toContain('Best and final by Wed, 11 Nov 2026 12:00 UTC: Parcel 1');
    expect(await notices(second)).toContain('Best and final by Wed, 11 Nov 2026 12:00 UTC: Parcel 1');
    expect((await mine(first)).offers[0].bestAndFinalBy).toBe(deadline);

    // a revision replaces the terms (and the seller's counter); only the offer's buyer; bad terms change nothing
    expect((await second.user.send('post', `/api/offers/${one.id}/revise`, { ...TERMS, price: 50_000 })).status).toBe(404);
    expect((await first.user.send('post', `/api/offers/${one.id}/revise`, { ...TERMS, price: 50_000, earnestMoney: 60_000 })).status).toBe(
      400,
    );
    clock.current = at(HOUR);
    const revised = await second.user.send('post', `/api/offers/${two.id}/revise`, { ...TERMS, price: 48_500, funding: 'hard_money' });
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({
      status: 'open',
      terms: { price: 48_500 },
      funding: 'hard_money',
      counter: null,
      revisedAt: clock.current.toISOString(),
      expiresAt: new Date(START.getTime() + 48 * HOUR).toISOString(),
    });
    const table = await compared(seller, propertyId);
    expect(table.rules.bestAndFinalBy).toBe(deadline);
    expect(table.offers.find((row) => row.id === two.id)).toMatchObject({
      revisedAt: clock.current.toISOString(),
      terms: { price: 48_500 },
    });
    expect(await notices(seller)).toContain('Best and final: $48,500 on Parcel 1');
    expect((await stored(propertyId)).map(({ price }) => Number(price)).sort()).toEqual([45_000, 48_500]);

    // after the deadline, no more revisions
    clock.current = at(24 * HOUR);
    const late = await first.user.send('post', `/api/offers/${one.id}/revise`, { ...TERMS, price: 51_000 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('no_best_and_final');
    expect((await compared(seller, propertyId)).rules.bestAndFinalBy).toBeNull();
  });

  it('the accepted deal’s checklist: both sides see it, the seller marks the earnest money received once, reminders come a day before each date', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const offered = await made(buyer, propertyId, { daysToClose: 10, inspectionDays: 5 });
    expect((await seller.user.send('post', `/api/offers/${offered.id}/earnest-received`)).status).toBe(409);
    await accept(seller, offered.id);

    const checklist = {
      earnestMoney: 1_000,
      earnestDueAt: at(72 * HOUR).toISOString(),
      earnestReceivedAt: null,
      inspectionEndsAt: at(5 * DAY).toISOString(),
      closingAt: at(10 * DAY).toISOString(),
    };
    expect((await mine(buyer)).offers[0].checklist).toEqual(checklist);
    expect((await compared(seller, propertyId)).offers[0].checklist).toEqual(checklist);

    const reminders = async () => {
      await test.host.runJobs();
      return (await notices(buyer)).filter((title) => title.startsWith('Tomorrow'));
    };
    clock.current = at(47 * HOUR);
    expect(await reminders()).toEqual([]);
    clock.current = at(48 * HOUR);
    expect(await reminders()).toEqual(['Tomorrow: Earnest money is due on Parcel 1']);
    expect(await reminders()).toHaveLength(1);
    expect((await notices(seller)).filter((title) => title.startsWith('Tomorrow'))).toEqual(['Tomorrow: Earnest money is due on Parcel 1']);

    // only the seller marks it, and once, however many marks arrive together
    expect((await buyer.user.send('post', `/api/offers/${offered.id}/earnest-received`)).status).toBe(404);
    const marks = await Promise.all([1, 2].map(() => seller.user.send('post', `/api/offers/${offered.id}/earnest-received`)));
    expect(marks.map(({ status }) => status).sort()).toEqual([200, 409]);
    expect((await mine(buyer)).offers[0].checklist?.earnestReceivedAt).toBe(clock.current.toISOString());
    expect(await notices(buyer)).toContain('Earnest money received: Parcel 1');

    clock.current = at(4 * DAY + HOUR);
    expect(await reminders()).toEqual(['Tomorrow: The inspection period ends on Parcel 1', 'Tomorrow: Earnest money is due on Parcel 1']);
    clock.current = at(9 * DAY + HOUR);
    expect((await reminders())[0]).toBe('Tomorrow: Closing on Parcel 1');
    clock.current = at(11 * DAY);
    expect(await reminders()).toHaveLength(3);
  });

  it('the contract draft is a PDF for the two parties of an accepted offer only', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const buyer = await make.buyer();
    const offered = await made(buyer, propertyId);
    const draft = (member: User, query = '') =>
      test
        .http()
        .get(`/api/offers/${offered.id}/contract-draft${query}`)
        .set('Cookie', member.cookie)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

    expect((await draft(buyer)).status).toBe(409);
    await accept(seller, offered.id);
    for (const party of [buyer, seller]) {
      const pdf = await draft(party, '?assignmentFee=5000');
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('attachment; filename="assignment-contract-draft-');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await draft(await make.buyer())).status).toBe(404);
    expect((await draft(buyer, '?assignmentFee=-1')).status).toBe(400);
  });
});
