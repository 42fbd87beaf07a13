import { expect, it } from 'vitest';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { LISTINGS_API, type ListingsApi } from '../listings/contracts/api.ts';
import type { Contact, ContactList } from './contracts/contacts.ts';
import type { ListingMatches } from './contracts/matching.ts';
import type { Segment, SegmentList } from './contracts/segments.ts';
import { audienceContactIds } from './application/matching.ts';
import { SEGMENT_FILTERS_AS_LISTS } from './migrations/leads-0017-buy-box-filters-and-import-parts.ts';

describeHost('leads: a listing’s matching buyers and saved segments', () => {
  const test = useTestHost();
  const make = given(test);

  const listing = async (seller: User, fields: Record<string, unknown> = {}) => {
    const created = await seller.user.send('post', '/api/properties', {
      listing: {
        title: 'Creek parcel',
        description: 'Road frontage.',
        category: 'land',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        county: 'Travis',
        acres: 5,
        price: 50_000,
        arv: 80_000,
        terms: ['cash'],
        ...fields,
      },
      publish: true,
    });
    expect(created.status).toBe(201);
    await test.host.projections.settled();
    return created.body.id as string;
  };
  const contact = async (seller: User, fields: Record<string, unknown>) => {
    const added = await seller.user.send('post', '/api/contacts', fields);
    expect(added.status).toBe(201);
    return added.body as Contact;
  };
  /** the seller's list: one of each kind of fit */
  const seedContacts = async (seller: User) => {
    const perfect = await contact(seller, {
      name: 'Ana Perfect',
      email: 'ana@example.com',
      states: ['TX'],
      counties: ['Travis County'],
      propertyTypes: ['land'],
      priceMin: 40_000,
      priceMax: 60_000,
      financing: 'cash',
      proofOfFunds: true,
    });
    const stateOnly = await contact(seller, {
      name: 'Bo Financing',
      email: 'bo@example.com',
      states: ['TX'],
      propertyTypes: ['residential'],
      priceMax: 30_000,
      financing: 'financing',
    });
    const arvBuyer = await contact(seller, {
      name: 'Cy Flipper',
      email: 'cy@example.com',
      states: ['TX'],
      counties: ['Williamson'],
      priceMin: 70_000,
      priceMax: 100_000,
      financing: 'either',
      proofOfFunds: true,
    });
    const unsubscribed = await contact(seller, {
      name: 'Di Unsubscribed',
      email: 'di@example.com',
      states: ['TX'],
      counties: ['travis'],
      propertyTypes: ['land'],
      priceMax: 60_000,
      financing: 'cash',
      proofOfFunds: true,
    });
    await test.database.orm.em.fork().execute('update leads.contacts set unsubscribed_at = now() where id = ?', [unsubscribed.id]);
    const phoneOnly = await contact(seller, { name: 'Ed Phone', phone: '512 555 0107' });
    const florida = await contact(seller, {
      name: 'Flo Elsewhere',
      email: 'flo@example.com',
      states: ['FL'],
      propertyTypes: ['land'],
      priceMax: 90_000,
      financing: 'cash',
      proofOfFunds: true,
    });
    return { perfect, stateOnly, arvBuyer, unsubscribed, phoneOnly, florida };
  };
  const matches = async (seller: User, id: string, query = '') => {
    const response = await seller.user.get(`/api/properties/${id}/matches${query}`);
    expect(response.status).toBe(200);
    return response.body as ListingMatches;
  };
  const texts = (match: ListingMatches['rows'][number]) => match.reasons.map((reason) => `${reason.points}/${reason.max} ${reason.text}`);

  it('scores each contact against the seller’s listing, explains each part, and counts only mailable contacts who fit', async () => {
    const seller = await make.sellerOn('pro');
    const listingId = await listing(seller);
    const seeded = await seedContacts(seller);

    const fits = await matches(seller, listingId);
    expect(fits).toMatchObject({ threshold: 65, fits: 2, fitsNotMailable: 1, contacts: 6, total: 3, page: 1 });
    expect(fits.listing).toMatchObject({ id: listingId, county: 'Travis', state: 'TX', price: 50_000, arv: 80_000, category: 'land' });
    expect(fits.rows.map((row) => [row.contact.name, row.score, row.contact.mailable])).toEqual([
      ['Ana Perfect', 100, true],
      ['Di Unsubscribed', 100, false],
      ['Cy Flipper', 73, true],
    ]);
    expect(texts(fits.rows[0])).toEqual([
      '40/40 Buys in Travis County, TX',
      '25/25 Price $50,000 within budget',
      '15/15 Buys land',
      '10/10 Pays cash',
      '10/10 Proof of funds on file',
    ]);
    expect(texts(fits.rows[2])).toEqual([
      '30/40 Buys in TX, other counties',
      '15/25 ARV $80,000 within budget',
      '8/15 No property type on file',
      '10/10 Pays cash or finances',
      '10/10 Proof of funds on file',
    ]);

    const all = await matches(seller, listingId, '?show=all&pageSize=10');
    expect(all.total).toBe(6);
    const byName = new Map(all.rows.map((row) => [row.contact.name, row]));
    expect(all.rows.map((row) => row.score)).toEqual([100, 100, 73, 60, 38, 30]);
    expect(byName.get('Flo Elsewhere')).toMatchObject({ score: 60, fits: false });
    expect(texts(byName.get('Flo Elsewhere')!)[0]).toBe('0/40 Does not buy in TX');
    expect(byName.get('Ed Phone')).toMatchObject({ score: 38, fits: false, contact: { mailable: false } });
    expect(texts(byName.get('Bo Financing')!)).toEqual([
      '30/40 Buys in TX',
      '0/25 Price above budget (up to $30,000)',
      '0/15 Does not buy land',
      '0/10 Needs financing: you ask for cash',
      '0/10 No proof of funds on file',
    ]);

    // paging keeps the order and the total
    const second = await matches(seller, listingId, '?show=all&pageSize=4&page=2');
    expect(second.rows.map((row) => row.contact.name)).toEqual(['Ed Phone', 'Bo Financing']);
    expect(second.total).toBe(6);

    // a listing offering owner financing fits a buyer who needs it better
    const financed = await listing(seller, { terms: ['cash', 'owner-finance'], county: null, category: 'residential', arv: null });
    const other = await matches(seller, financed, '?show=all&pageSize=10');
    expect(texts(other.rows.find((row) => row.contact.name === 'Bo Financing')!)).toEqual([
      '30/40 Buys in TX',
      '0/25 Price above budget (up to $30,000)',
      '15/15 Buys residential property',
      '10/10 Needs financing: you offer terms',
      '0/10 No proof of funds on file',
    ]);

    // campaigns send to exactly the mailable contacts who fit, best first
    const listings = test.host.container.get<ListingsApi>(LISTINGS_API);
    const ids = await audienceContactIds(test.database.orm.em.fork(), listings, seller.id, { listingId });
    expect(ids).toEqual([seeded.perfect.id, seeded.arvBuyer.id]);
  });

  it('answers only for the seller’s own listing: 404 for another seller’s or none, 403 for buyers, 400 for a bad query', async () => {
    const seller = await make.sellerOn('pro');
    const other = await make.seller();
    const theirs = await listing(other);
    const mine = await listing(seller);
    expect((await seller.user.get(`/api/properties/${theirs}/matches`)).status).toBe(404);
    expect((await seller.user.get('/api/properties/00000000-0000-7000-8000-000000000000/matches')).status).toBe(404);
    expect((await seller.user.get('/api/properties/not-an-id/matches')).status).toBe(404);
    const buyer = await make.buyer();
    const refused = await buyer.user.get(`/api/properties/${mine}/matches`);
    expect(refused.status).toBe(403);
    const bad = await seller.user.get(`/api/properties/${mine}/matches?show=everyone`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('show is fits or all');
    const listings = test.host.container.get<ListingsApi>(LISTINGS_API);
    await expect(audienceContactIds(test.database.orm.em.fork(), listings, seller.id, { listingId: theirs })).rejects.toThrow(
      'There is no such listing of yours',
    );
    const empty = await matches(seller, mine);
    expect(empty).toMatchObject({ fits: 0, contacts: 0, total: 0, rows: [] });
  });

  it('saves, lists with live counts, renames, refilters and deletes segments; bad input changes nothing', async () => {
    const seller = await make.sellerOn('pro');
    const seeded = await seedContacts(seller);
    const list = async () => {
      const response = await seller.user.get('/api/contacts/segments');
      expect(response.status).toBe(200);
      return (response.body as SegmentList).segments;
    };

    // the list filters a segment keeps
    const filtered = (await seller.user.get('/api/contacts?state=tx&cash=true')).body as ContactList;
    expect(filtered.rows.map((row) => row.name).sort()).toEqual(['Ana Perfect', 'Cy Flipper', 'Di Unsubscribed']);
    expect(((await seller.user.get('/api/contacts?price=95000')).body as ContactList).rows.map((row) => row.name).sort()).toEqual([
      'Cy Flipper',
      'Ed Phone',
    ]);
    expect(((await seller.user.get('/api/contacts?pof=true&type=land')).body as ContactList).total).toBe(3);
    expect((await seller.user.get('/api/contacts?state=Texas')).status).toBe(400);

    const created = await seller.user.send('post', '/api/contacts/segments', { name: 'Texas cash', filter: { state: 'tx', cash: true } });
    expect(created.status).toBe(201);
    const segment = created.body as Segment;
    expect(segment).toMatchObject({ name: 'Texas cash', filter: { state: ['TX'], cash: true }, count: 3, mailable: 2 });

    for (const [body, message] of [
      [{ name: 'texas CASH' }, 'You have a segment with this name already'],
      [{ name: '' }, 'Give the segment a name'],
      [{ name: 'Bad\u0000name' }, 'control character'],
      [{ name: 'Odd', filter: { state: 'Texas' } }, 'State must be a US state code such as TX'],
      [{ name: 'Odd', filter: { state: ['TX', 'Florida'] } }, 'State must be a US state code such as TX'],
      [{ name: 'Odd', filter: { tag: ['ok', 'bad\u0000tag'] } }, 'control character'],
      [{ name: 'Odd', filter: { type: 'castle' } }, 'Choose a property type from the list'],
      [{ name: 'Odd', filter: { price: -1 } }, 'Price must not be negative'],
      [{ name: 'Odd', filter: { color: 'blue' } }, 'color'],
    ] as const) {
      const refused = await seller.user.send('post', '/api/contacts/segments', body);
      expect([400, 409]).toContain(refused.status);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect((await list()).map((row) => row.name)).toEqual(['Texas cash']);

    // counts are evaluated when used: a new contact in the segment is counted at once
    await contact(seller, { email: 'gus@example.com', states: ['TX'], financing: 'cash' });
    expect((await list())[0]).toMatchObject({ count: 4, mailable: 3 });

    const renamed = await seller.user.send('patch', `/api/contacts/segments/${segment.id}`, { name: 'Travis land' });
    expect(renamed.status).toBe(200);
    const refiltered = await seller.user.send('patch', `/api/contacts/segments/${segment.id}`, { filter: { q: 'ana', pof: true } });
    expect(refiltered.status).toBe(200);
    expect(refiltered.body).toMatchObject({ name: 'Travis land', filter: { q: 'ana', pof: true }, count: 1, mailable: 1 });
    expect((await seller.user.send('patch', `/api/contacts/segments/${segment.id}`, {})).status).toBe(400);

    const listings = test.host.container.get<ListingsApi>(LISTINGS_API);
    expect(await audienceContactIds(test.database.orm.em.fork(), listings, seller.id, { segmentId: segment.id })).toEqual([
      seeded.perfect.id,
    ]);

    // another seller's segment does not exist for them; buyers have none
    const other = await make.sellerOn('pro');
    expect((await other.user.send('patch', `/api/contacts/segments/${segment.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await other.user.send('delete', `/api/contacts/segments/${segment.id}`)).status).toBe(404);
    expect(((await other.user.get('/api/contacts/segments')).body as SegmentList).segments).toEqual([]);
    const buyer = await make.buyer();
    expect((await buyer.user.get('/api/contacts/segments')).status).toBe(403);
    expect((await buyer.user.send('post', '/api/contacts/segments', { name: 'Mine' })).status).toBe(403);

    expect((await seller.user.send('delete', `/api/contacts/segments/${segment.id}`)).status).toBe(204);
    expect(await list()).toEqual([]);
    expect((await seller.user.send('delete', `/api/contacts/segments/${segment.id}`)).status).toBe(404);
    // its contacts stay
    expect(((await seller.user.get('/api/contacts')).body as ContactList).total).toBe(7);
  });
  it('selects any of several states, property types and tags: the list, its export, a segment and a campaign’s audience agree', async () => {
    const seller = await make.sellerOn('pro');
    const seeded = await seedContacts(seller);
    const oklahoma = await contact(seller, {
      name: 'Ole Okie',
      email: 'ole@example.com',
      states: ['OK'],
      propertyTypes: ['commercial'],
      tags: ['hot'],
    });
    await seller.user.send('post', '/api/contacts/tags', { ids: [seeded.florida.id], add: ['warm'] });
    const names = async (query: string) => {
      const response = await seller.user.get(`/api/contacts${query}`);
      expect(response.status).toBe(200);
      return (response.body as ContactList).rows.map((row) => row.name).sort();
    };

    // any of the values of a field; every field together
    expect(await names('?state=FL,OK')).toEqual(['Flo Elsewhere', 'Ole Okie']);
    expect(await names('?state=fl&state=ok')).toEqual(['Flo Elsewhere', 'Ole Okie']);
    expect(await names('?type=residential,commercial')).toEqual(['Bo Financing', 'Ole Okie']);
    expect(await names('?tag=Hot,warm')).toEqual(['Flo Elsewhere', 'Ole Okie']);
    expect(await names('?state=TX,FL&type=land&cash=true')).toEqual(['Ana Perfect', 'Di Unsubscribed', 'Flo Elsewhere']);
    // a link from before keeps its meaning
    expect(await names('?state=tx&type=land')).toEqual(['Ana Perfect', 'Di Unsubscribed']);
    expect((await seller.user.get('/api/contacts?state=TX,Texas')).status).toBe(400);

    const csv = await seller.user.get('/api/contacts/export?state=FL,OK');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('flo@example.com');
    expect(csv.text).toContain('ole@example.com');
    expect(csv.text).not.toContain('ana@example.com');

    const created = await seller.user.send('post', '/api/contacts/segments', {
      name: 'Land in TX or FL',
      filter: { state: ['tx', 'FL', 'TX'], type: ['land'], tag: [] },
    });
    expect(created.status).toBe(201);
    const segment = created.body as Segment;
    expect(segment).toMatchObject({ filter: { state: ['TX', 'FL'], type: ['land'] }, count: 3, mailable: 2 });
    expect(segment.filter).not.toHaveProperty('tag');
    const listings = test.host.container.get<ListingsApi>(LISTINGS_API);
    const audience = await audienceContactIds(test.database.orm.em.fork(), listings, seller.id, { segmentId: segment.id });
    expect(audience).toEqual([seeded.perfect.id, seeded.florida.id]);

    // a segment saved when each field took one value is read as a list of one after the migration
    const em = test.database.orm.em.fork();
    await em.execute(`update leads.segments set filter = '{"state": "OK", "tag": "hot", "type": "commercial"}'::jsonb where id = ?`, [
      segment.id,
    ]);
    await em.execute(SEGMENT_FILTERS_AS_LISTS);
    const [kept] = ((await seller.user.get('/api/contacts/segments')).body as SegmentList).segments;
    expect(kept).toMatchObject({ filter: { state: ['OK'], tag: ['hot'], type: ['commercial'] }, count: 1, mailable: 1 });
    expect(await audienceContactIds(test.database.orm.em.fork(), listings, seller.id, { segmentId: segment.id })).toEqual([oklahoma.id]);
  });
});
