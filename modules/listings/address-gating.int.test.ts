import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { standInWebBuild } from '../../src/testing/web-build.ts';
import { newId } from '../shared/kernel/ids.ts';
import type { ListingAddressRequests, MyAddressRequest } from './contracts/address-requests.ts';
import type { PropertyDetail } from './contracts/property.ts';
import type { PropertyDocument } from './application/read-models/property-document.ts';

const STREET = '1207 Quail Hollow Rd';
const APN = 'R-55120-09';
const POINT = { latitude: 30.28417, longitude: -97.74363 };
const AROUND = { latitude: 30.28, longitude: -97.74 };

describeHost('listings: address gating (decision 0070)', () => {
  const test = useTestHost({ hostOptions: { webDist: standInWebBuild() } });
  const make = given(test);

  /** a seller's published listing with a street, a parcel number and an exact point, its address hidden */
  async function gatedListing(seller: User): Promise<string> {
    const created = await seller.user.send('post', '/api/properties', {
      listing: {
        title: 'Creekside lot with a well',
        description: 'Road frontage.',
        category: 'land',
        streetAddress: STREET,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        county: 'Travis',
        apn: APN,
        ...POINT,
        acres: 5,
        price: 50_000,
      },
      publish: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const gate = await seller.user.send('put', `/api/properties/${id}/address-gate`, { hideAddress: true });
    expect(gate.status, JSON.stringify(gate.body)).toBe(200);
    expect(gate.body).toMatchObject({ hideAddress: true, addressHidden: false, streetAddress: STREET });
    await test.host.projections.settled();
    return id;
  }

  const verify = (member: User, expiresOn = '2099-12-31') =>
    test.database.orm.em.fork().execute(
      `insert into identity.funds_documents (id, user_id, institution, statement_date, file_name, content_type, size, storage_key,
         status, uploaded_at, amount_cents, expires_on, decided_at)
       values (?, ?, 'First Bank', '2026-11-01', 'statement.pdf', 'application/pdf', 100, 'private/funds/x.pdf', 'verified', now(), 25000000, ?, now())`,
      [newId(), member.id, expiresOn],
    );

  const seenBy = async (viewer: User | null, id: string) => {
    const response = viewer ? await viewer.user.get(`/api/properties/${id}`) : await test.http().get(`/api/properties/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.body as PropertyDetail;
  };
  const gated = (detail: PropertyDetail) => {
    expect(detail).toMatchObject({ addressHidden: true, streetAddress: null, apn: null, ...AROUND });
    expect(detail).toMatchObject({ city: 'Austin', county: 'Travis', state: 'TX', zip: '78701' });
    expect(JSON.stringify(detail)).not.toContain('Quail Hollow');
  };
  const full = (detail: PropertyDetail) =>
    expect(detail).toMatchObject({ addressHidden: false, streetAddress: STREET, apn: APN, ...POINT, zip: '78701' });
  const ask = (buyer: User, id: string) => buyer.user.send('post', `/api/properties/${id}/address-requests`);
  const requestsOf = async (seller: User, id: string) => {
    const response = await seller.user.get(`/api/properties/${id}/address-requests`);
    expect(response.status).toBe(200);
    return response.body as ListingAddressRequests;
  };
  const notices = async ({ user }: User) => {
    await test.host.projections.settled();
    return ((await user.get('/api/notifications')).body.notifications as Array<{ title: string }>).map(({ title }) => title);
  };

  it('shows the street, parcel and exact point only to the owner, administrators, verified and approved buyers', async () => {
    const seller = await make.seller();
    const id = await gatedListing(seller);
    const [unverified, verified, expired, approved, admin] = [
      await make.proBuyer(),
      await make.buyer(),
      await make.buyer(),
      await make.buyer(),
      await make.buyer(),
    ];
    await verify(verified);
    await verify(expired, '2020-01-01');
    await test.grantAdmin(admin.id);
    const asked = (await ask(approved, id)).body as MyAddressRequest;
    expect((await seller.user.send('post', `/api/address-requests/${asked.id}/approve`)).status).toBe(200);

    gated(await seenBy(null, id));
    gated(await seenBy(unverified, id));
    gated(await seenBy(expired, id));
    full(await seenBy(verified, id));
    full(await seenBy(approved, id));
    full(await seenBy(seller, id));
    full(await seenBy(admin, id));
    expect((await seenBy(approved, id)).addressRequest).toMatchObject({ id: asked.id, status: 'approved' });

    // the public API, as a key of the unverified buyer's (Buyer Pro has API keys)
    const key = await unverified.user.send('post', '/api/users/me/api-keys', { name: 'Scripts', scopes: ['listings:read'] });
    expect(key.status).toBe(201);
    const viaKey = await test.http().get(`/api/properties/${id}`).set('Authorization', `Bearer ${key.body.secret}`);
    expect(viaKey.status).toBe(200);
    gated(viaKey.body as PropertyDetail);

    // the search index's document, the search results and the map pins: the area, never the parcel
    const { hits } = await test.host.readSide.search.search<PropertyDocument>('properties', { limit: 50 });
    const document = hits.find((hit) => hit.id === id)!;
    expect(document).toMatchObject({ apn: null, ...AROUND, _geo: { lat: AROUND.latitude, lng: AROUND.longitude } });
    expect(document).toMatchObject({ city: 'Austin', county: 'Travis', state: 'TX', zip: '78701' });
    expect(JSON.stringify(document)).not.toContain('Quail Hollow');
    const found = await verified.user.get('/api/properties/search?text=Creekside');
    expect(found.status).toBe(200);
    const hit = (found.body.hits as Array<{ id: string; latitude: number; longitude: number; zip: string }>).find((row) => row.id === id)!;
    expect(hit).toMatchObject({ ...AROUND, zip: '78701' });
    expect(JSON.stringify(found.body)).not.toContain(APN);
    const pins = await test.http().get('/api/properties/map?north=31&south=29&east=-97&west=-98&zoom=14');
    expect(pins.status, JSON.stringify(pins.body)).toBe(200);
    expect(JSON.stringify(pins.body)).toContain(String(AROUND.latitude));
    expect(JSON.stringify(pins.body)).not.toContain(String(POINT.latitude));

    // the page and its link preview: rendered without a street, never stored by a shared cache
    const page = await unverified.user.get(`/property/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.text).toContain('Creekside lot with a well');
    expect(page.text).not.toContain('Quail Hollow');
    expect(page.text).not.toContain(APN);

    // switched off, everyone sees it again, and the index holds the exact point
    expect((await seller.user.send('put', `/api/properties/${id}/address-gate`, { hideAddress: false })).status).toBe(200);
    await test.host.projections.settled();
    full(await seenBy(null, id));
    const after = await test.host.readSide.search.search<PropertyDocument>('properties', { limit: 50 });
    expect(after.hits.find((row) => row.id === id)).toMatchObject({ apn: APN, ...POINT });
  });

  it('a buyer asks, the seller agrees or declines, and each side is told', async () => {
    const seller = await make.seller();
    const id = await gatedListing(seller);
    const [yes, no] = [await make.buyer(), await make.buyer()];

    const first = await ask(yes, id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ propertyId: id, status: 'pending', decidedAt: null });
    // asking again answers the request as it stands
    expect((await ask(yes, id)).body).toMatchObject({ id: first.body.id, status: 'pending' });
    expect((await seenBy(yes, id)).addressRequest).toMatchObject({ id: first.body.id, status: 'pending' });
    const second = (await ask(no, id)).body as MyAddressRequest;
    expect(await notices(seller)).toContain('A buyer asks for the address of Creekside lot with a well');

    const table = await requestsOf(seller, id);
    expect(table.hideAddress).toBe(true);
    expect(table.requests.map((row) => [row.buyer.id, row.status])).toEqual([
      [no.id, 'pending'],
      [yes.id, 'pending'],
    ]);
    expect(table.requests[0].buyer).toMatchObject({ name: 'Ada M.', verifiedFunds: null });

    const approved = await seller.user.send('post', `/api/address-requests/${first.body.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved' });
    expect((await seller.user.send('post', `/api/address-requests/${first.body.id}/decline`)).status).toBe(409);
    expect((await seller.user.send('post', `/api/address-requests/${second.id}/decline`)).body).toMatchObject({ status: 'declined' });

    full(await seenBy(yes, id));
    const declined = await seenBy(no, id);
    gated(declined);
    expect(declined.addressRequest).toMatchObject({ status: 'declined' });
    const again = await ask(no, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('address_request_declined');
    expect(await notices(yes)).toContain('The seller shared the address of Creekside lot with a well');
    expect(await notices(no)).toContain('The seller keeps the address of Creekside lot with a well private');
    const stored = await test.database.orm.em
      .fork()
      .execute<Array<{ status: string }>>('select status from listings.address_requests where property_id = ? order by created_at', [id]);
    expect(stored.map((row) => row.status)).toEqual(['approved', 'declined']);
  });

  it('decides on the server who may switch, ask, see and answer', async () => {
    const seller = await make.seller();
    const id = await gatedListing(seller);
    const [buyer, stranger] = [await make.buyer(), await make.buyer()];

    // only the owner switches it (or an administrator); bad input is a 400 and changes nothing
    expect((await stranger.user.send('put', `/api/properties/${id}/address-gate`, { hideAddress: false })).status).toBe(403);
    const bad = await seller.user.send('put', `/api/properties/${id}/address-gate`, { hideAddress: 'no' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('hideAddress');
    gated(await seenBy(buyer, id));

    // visitors cannot ask; the seller cannot ask for their own; a listing that does not hide its address has nothing to ask
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    expect((await visitor.send('post', `/api/properties/${id}/address-requests`)).status).toBe(401);
    expect((await ask(seller, id)).status).toBe(422);
    const [open] = await make.listings(seller, 1);
    const notHidden = await ask(buyer, open);
    expect(notHidden.status).toBe(422);
    expect(notHidden.body.code).toBe('address_not_hidden');
    expect((await ask(buyer, newId())).status).toBe(404);

    // only the seller sees and answers the requests
    const request = (await ask(buyer, id)).body as MyAddressRequest;
    expect((await stranger.user.get(`/api/properties/${id}/address-requests`)).status).toBe(404);
    expect((await buyer.user.get(`/api/properties/${id}/address-requests`)).status).toBe(404);
    for (const actor of [buyer, stranger]) {
      expect((await actor.user.send('post', `/api/address-requests/${request.id}/approve`)).status).toBe(404);
    }
    expect((await seller.user.send('post', `/api/address-requests/${newId()}/approve`)).status).toBe(404);
    gated(await seenBy(buyer, id));
    expect((await requestsOf(seller, id)).requests.map((row) => row.status)).toEqual(['pending']);
  });
});
