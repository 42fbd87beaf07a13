import { afterAll, beforeEach, expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { startMailCatcher } from '../../src/testing/mail-catcher.ts';
import { given, type User } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import type { AdminListingDetail, AdminListingList } from './contracts/admin-listings.ts';
import type { MyListingsResult } from './contracts/my-listings.ts';
import type { PropertyDetail } from './contracts/property.ts';
import type { SearchPropertiesResult } from './contracts/search.ts';

const clock = {
  current: new Date('2026-11-10T12:00:00Z'),
  now() {
    return new Date(this.current);
  },
};
const catcher = await startMailCatcher();
afterAll(() => catcher.close());

const REASON = 'The photos show a different property than the address.';

describeHost('listings: moderation of new sellers’ listings and reported listings', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://dealacre.test' } });
  const make = given(test);

  async function administrator(): Promise<User> {
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    return admin;
  }
  const searched = async () =>
    ((await test.http().get('/api/properties/search?limit=50').expect(200)).body as SearchPropertiesResult).hits.map((hit) => hit.id);
  const queue = async (admin: User, query = '') => {
    const answer = await admin.user.get(`/api/admin/listings${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body as AdminListingList;
  };
  async function moderate(admin: User, id: string, action: string, reason?: string) {
    const answer = await admin.user.send('post', `/api/admin/listings/${id}/moderate`, { action, reason });
    await test.host.projections.settled();
    return answer;
  }
  const myListings = async (seller: User, query = '') => (await seller.user.get(`/api/my/properties${query}`)).body as MyListingsResult;
  const mine = async (seller: User) => (await myListings(seller)).listings;
  /** My listings' filter: how many listings each chip counts, and what the "Active" one keeps */
  const chips = async (seller: User) => {
    const { statusCounts, total } = await myListings(seller);
    const active = await myListings(seller, '?status=active');
    const inReview = await myListings(seller, '?status=in_review');
    return {
      all: total,
      active: statusCounts.active,
      inReview: statusCounts.in_review,
      rejected: statusCounts.rejected,
      activeIds: active.listings.map((listing) => listing.id),
      inReviewIds: inReview.listings.map((listing) => listing.id),
    };
  };
  const edit = async (seller: User, id: string, change: Record<string, unknown>) => {
    const current = (await seller.user.get(`/api/my/properties/${id}`)).body as PropertyDetail;
    const listing = {
      title: current.title,
      description: current.description,
      category: current.category,
      city: current.city,
      state: current.state,
      zip: current.zip,
      acres: current.acres,
      price: current.price,
      ...change,
    };
    const answer = await seller.user.send('put', `/api/properties/${id}`, { listing, version: current.version });
    await test.host.projections.settled();
    return answer;
  };

  beforeEach(() => {
    catcher.mails.length = 0;
    clock.current = new Date('2026-11-10T12:00:00Z');
  });

  it('refuses the listings table, its export, a listing and every action to visitors, members and API keys', async () => {
    const member = await make.proBuyer();
    const seller = await make.seller();
    const [id] = await make.listings(seller, 1);
    const key = await member.user.send('post', '/api/users/me/api-keys', { name: 'Sync', scopes: ['listings:read'] });
    const secret = key.body.secret as string;
    const stranger = browser(test.host);
    await stranger.get('/api/auth/me');
    for (const path of ['/api/admin/listings', '/api/admin/listings/export', `/api/admin/listings/${id}`]) {
      expect((await stranger.get(path)).status, path).toBe(401);
      expect((await member.user.get(path)).status, path).toBe(403);
      expect((await seller.user.get(path)).status, path).toBe(403);
      expect((await test.http().get(path).set('Authorization', `Bearer ${secret}`)).status, path).toBe(403);
    }
    const action = `/api/admin/listings/${id}/moderate`;
    expect((await stranger.send('post', action, { action: 'expire' })).status).toBe(401);
    expect((await seller.user.send('post', action, { action: 'expire' })).status).toBe(403);
    await test.grantAdmin(member.id);
    // a key never carries administrator rights, even an administrator's
    expect((await test.http().get('/api/admin/listings').set('Authorization', `Bearer ${secret}`)).status).toBe(403);
    const [row] = await test.database.orm.em.fork().execute('select status from listings.properties where id = ?', [id]);
    expect(row).toEqual({ status: 'active' });
    expect((await member.user.get(`/api/admin/audit-log?subjectId=${id}`)).body.total).toBe(0);
  });

  it('refuses a new seller’s listing that would start out featured, storing nothing; without featuring it waits for review', async () => {
    const seller = await make.newSeller();
    const listing = {
      title: 'Corner lot',
      description: 'Road frontage.',
      category: 'land',
      city: 'Austin',
      state: 'TX',
      acres: 2,
      price: 40_000,
    };
    const featured = await seller.user.send('post', '/api/properties', { listing: { ...listing, featured: true }, publish: true });
    expect(featured.status).toBe(409);
    expect(featured.body).toMatchObject({
      code: 'listing_in_review',
      message:
        'An administrator reviews your first listings before they go live: publish this one without featuring it, and feature it once it is approved',
    });
    expect((await mine(seller)).length).toBe(0);
    const plain = await seller.user.send('post', '/api/properties', { listing, publish: true });
    expect(plain.body).toMatchObject({ status: 'active', review: 'pending', featured: false });
  });

  it('holds a new seller’s listing for review; a rejection reaches the seller, a resubmission and an approval put it in search', async () => {
    const admin = await administrator();
    const seller = await make.newSeller();
    const established = await make.seller();
    const [id] = await make.listings(seller, 1);
    const [live] = await make.listings(established, 1);

    // established sellers publish straight away; the new seller's listing waits, off search and off its public page
    expect(await searched()).toEqual([live]);
    expect((await test.http().get(`/api/properties/${id}`)).status).toBe(404);
    expect((await seller.user.get(`/api/properties/${id}`)).body).toMatchObject({ status: 'active', review: 'pending' });
    expect((await mine(seller))[0]).toMatchObject({ id, status: 'active', review: 'pending', reviewReason: null });
    // My listings counts it as in review, not active
    expect(await chips(seller)).toEqual({ all: 1, active: 0, inReview: 1, rejected: 0, activeIds: [], inReviewIds: [id] });
    const waiting = await queue(admin);
    expect(waiting.listings.map((listing) => [listing.id, listing.review, listing.seller.id])).toEqual([[id, 'pending', seller.id]]);
    expect((await admin.user.get('/api/admin/overview?days=7')).body.listings.toReview).toBe(1);

    // a rejection needs a reason of 10 to 500 characters
    expect((await moderate(admin, id, 'reject', 'Too short')).status).toBe(400);
    expect((await moderate(admin, id, 'reject', 'x'.repeat(501))).status).toBe(400);
    // waiting for review (or rejected) it is not featured: the server refuses with a reason (the page does not offer it)
    const featuredTooSoon = await moderate(admin, id, 'feature');
    expect(featuredTooSoon.status).toBe(409);
    expect(featuredTooSoon.body.message).toBe('A listing waiting for review cannot be featured; approve it first');
    const rejected = await moderate(admin, id, 'reject', REASON);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ review: 'rejected', reviewReason: REASON, status: 'active', featured: false });
    const featuredRejected = await moderate(admin, id, 'feature');
    expect(featuredRejected.status).toBe(409);
    expect(featuredRejected.body.message).toBe('A rejected listing cannot be featured until the seller resubmits it and it is approved');
    expect((await moderate(admin, id, 'approve')).status).toBe(422);
    expect(await searched()).toEqual([live]);
    expect((await mine(seller))[0]).toMatchObject({ review: 'rejected', reviewReason: REASON });
    expect(await chips(seller)).toEqual({ all: 1, active: 0, inReview: 0, rejected: 1, activeIds: [], inReviewIds: [] });
    expect((await myListings(seller, '?status=rejected')).listings.map((listing) => listing.id)).toEqual([id]);
    expect((await seller.user.get(`/api/my/properties/${id}`)).body).toMatchObject({ review: 'rejected', reviewReason: REASON });
    const bell = (await seller.user.get('/api/notifications')).body.notifications as Array<Record<string, unknown>>;
    expect(bell[0]).toMatchObject({
      kind: 'listing-review',
      title: 'Your listing was not approved: Parcel 1',
      link: `/property/${id}/edit`,
    });
    expect(bell[0]!.body).toContain(REASON);
    expect((await queue(admin)).total).toBe(0);

    // the seller edits and resubmits: back in the queue
    expect((await edit(seller, id, { price: 45_000 })).body).toMatchObject({ review: 'rejected' });
    const resubmitted = await seller.user.send('post', `/api/properties/${id}/resubmit`);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({ review: 'pending', reviewReason: null });
    expect((await seller.user.send('post', `/api/properties/${id}/resubmit`)).status).toBe(422);
    await test.host.projections.settled();
    const again = (await queue(admin)).listings[0]!;
    expect(again).toMatchObject({ id, review: 'pending' });
    expect(((await admin.user.get(`/api/admin/listings/${id}`)).body as AdminListingDetail).reviewReason).toBe(REASON);

    const approved = await moderate(admin, id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ review: null, status: 'active' });
    expect((approved.body as AdminListingDetail).publishedAt).toBe(clock.current.toISOString());
    expect((await searched()).sort()).toEqual([id, live].sort());
    expect((await test.http().get(`/api/properties/${id}`)).status).toBe(200);
    expect(await chips(seller)).toEqual({ all: 1, active: 1, inReview: 0, rejected: 0, activeIds: [id], inReviewIds: [] });
    const told = (await seller.user.get('/api/notifications')).body.notifications as Array<Record<string, unknown>>;
    expect(told[0]).toMatchObject({ kind: 'listing-review', title: 'Your listing is live: Parcel 1', link: '/dashboard' });

    const log = (await admin.user.get(`/api/admin/audit-log?subjectId=${id}`)).body.records as Array<Record<string, unknown>>;
    expect(log.map((record) => [record.action, record.reason, record.before, record.after])).toEqual([
      [
        'listings.listing-approved',
        null,
        { status: 'active', review: 'pending', featured: false, openReports: 0 },
        { status: 'active', review: null, featured: false, openReports: 0 },
      ],
      [
        'listings.listing-rejected',
        REASON,
        { status: 'active', review: 'pending', featured: false, openReports: 0 },
        { status: 'active', review: 'rejected', featured: false, openReports: 0 },
      ],
    ]);
  });

  it('refuses a seller featuring a listing waiting for review or not approved through the edit form, with the reason', async () => {
    const admin = await administrator();
    const seller = await make.newSeller();
    const [id] = await make.listings(seller, 1);

    const whileWaiting = await edit(seller, id!, { featured: true });
    expect(whileWaiting.status).toBe(409);
    expect(whileWaiting.body.message).toBe('A listing waiting for review cannot be featured until an administrator approves it');
    // the rest of an edit still goes through, unfeatured
    expect((await edit(seller, id!, { title: 'Parcel one, road frontage' })).body).toMatchObject({ review: 'pending', featured: false });

    expect((await moderate(admin, id!, 'reject', REASON)).status).toBe(200);
    const whileRejected = await edit(seller, id!, { featured: true });
    expect(whileRejected.status).toBe(409);
    expect(whileRejected.body.message).toBe(
      'A listing that was not approved cannot be featured; resubmit it and feature it once it is approved',
    );
    expect((await seller.user.get(`/api/my/properties/${id}`)).body).toMatchObject({ review: 'rejected', featured: false });
    expect((await queue(admin, '?view=all')).listings).toEqual([expect.objectContaining({ id, featured: false, review: 'rejected' })]);
  });

  it('sends a new seller’s material edit of an approved listing back to review, but not other edits, nor an established seller’s', async () => {
    const admin = await administrator();
    const seller = await make.newSeller();
    const established = await make.seller();
    const [id] = await make.listings(seller, 1);
    const [theirs] = await make.listings(established, 1);
    expect((await moderate(admin, id, 'approve')).status).toBe(200);
    expect((await searched()).sort()).toEqual([id, theirs].sort());

    expect((await edit(seller, id, { title: 'Parcel one, road frontage' })).body).toMatchObject({ review: null });
    expect((await searched()).sort()).toEqual([id, theirs].sort());

    expect((await edit(seller, id, { price: 39_000 })).body).toMatchObject({ review: 'pending' });
    expect(await searched()).toEqual([theirs]);
    expect((await queue(admin)).listings.map((listing) => listing.id)).toEqual([id]);

    expect((await edit(established, theirs, { price: 10_000, city: 'Dallas' })).body).toMatchObject({ review: null });
    expect(await searched()).toEqual([theirs]);

    expect((await moderate(admin, id, 'approve')).status).toBe(200);
    expect((await searched()).sort()).toEqual([id, theirs].sort());

    // thirty days after the first approval the seller is established
    await test.database.orm.em
      .fork()
      .execute(`update listings.seller_standings set first_approved_at = first_approved_at - interval '30 days' where owner_id = ?`, [
        seller.id,
      ]);
    expect((await edit(seller, id, { price: 35_000 })).body).toMatchObject({ review: null });
    const [second] = await make.listings(seller, 1);
    expect((await seller.user.get(`/api/my/properties/${second}`)).body).toMatchObject({ review: null, status: 'active' });
  });

  it('takes one open report per member; an administrator dismisses the reports or unpublishes the listing with a reason', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    const [id, other] = await make.listings(seller, 2);
    const buyer = await make.buyer();
    const second = await make.buyer();

    const stranger = browser(test.host);
    await stranger.get('/api/auth/me');
    expect((await stranger.send('post', `/api/properties/${id}/reports`, { reason: 'scam' })).status).toBe(401);
    expect((await buyer.user.send('post', `/api/properties/${id}/reports`, { reason: 'nonsense' })).status).toBe(400);
    expect((await seller.user.send('post', `/api/properties/${id}/reports`, { reason: 'scam' })).status).toBe(422);
    const filed = await buyer.user.send('post', `/api/properties/${id}/reports`, {
      reason: 'scam',
      details: 'Asked me to wire a deposit.',
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ reason: 'scam' });
    const twice = await buyer.user.send('post', `/api/properties/${id}/reports`, { reason: 'duplicate' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already reported this listing; our team will look at it');
    expect((await second.user.send('post', `/api/properties/${id}/reports`, { reason: 'wrong-information' })).status).toBe(201);
    expect((await buyer.user.send('post', `/api/properties/${other}/reports`, { reason: 'duplicate' })).status).toBe(201);

    const reported = await queue(admin, '?sort=reports');
    expect(reported.listings.map((listing) => [listing.id, listing.openReports])).toEqual([
      [id, 2],
      [other, 1],
    ]);
    const detail = (await admin.user.get(`/api/admin/listings/${id}`)).body as AdminListingDetail;
    expect(detail.reports.map((report) => [report.reason, report.details, report.status, report.reporter.id]).sort()).toEqual(
      [
        ['scam', 'Asked me to wire a deposit.', 'open', buyer.id],
        ['wrong-information', null, 'open', second.id],
      ].sort(),
    );

    const dismissed = await moderate(admin, other, 'dismiss-reports');
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ openReports: 0, status: 'active' });
    expect((await moderate(admin, other, 'dismiss-reports')).status).toBe(422);
    // the report is closed, so the member may report again
    expect((await buyer.user.send('post', `/api/properties/${other}/reports`, { reason: 'duplicate' })).status).toBe(201);

    expect((await moderate(admin, id, 'unpublish')).status).toBe(400);
    const unpublished = await moderate(admin, id, 'unpublish', 'Reported as a scam by two buyers.');
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ status: 'withdrawn', openReports: 0 });
    expect((unpublished.body as AdminListingDetail).reports.map((report) => report.status)).toEqual(['actioned', 'actioned']);
    expect(await searched()).toEqual([other]);
    expect((await moderate(admin, id, 'unpublish', 'Reported as a scam by two buyers.')).status).toBe(422);

    const log = (await admin.user.get('/api/admin/audit-log?action=listings.')).body.records as Array<Record<string, unknown>>;
    expect(log.map((record) => [record.action, (record.subject as { id: string }).id, record.reason])).toEqual([
      ['listings.listing-unpublished', id, 'Reported as a scam by two buyers.'],
      ['listings.listing-reports-dismissed', other, null],
    ]);
  });

  it('features, unfeatures and expires a listing, refuses what its status does not allow, and exports the filter as CSV', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    const [id] = await make.listings(seller, 1);
    await edit(seller, id, { title: '=HYPERLINK("x") Ranch' });

    expect((await moderate(admin, id, 'approve')).status).toBe(422);
    expect((await moderate(admin, id, 'approve')).body.message).toBe('This listing is not waiting for review');
    expect((await moderate(admin, id, 'feature')).body).toMatchObject({ featured: true });
    expect((await moderate(admin, id, 'unfeature')).body).toMatchObject({ featured: false });
    expect((await moderate(admin, id, 'nonsense')).status).toBe(400);
    expect((await moderate(admin, '00000000-0000-7000-8000-000000000000', 'expire')).status).toBe(404);

    const all = await queue(admin, '?view=all&status=active&state=TX&q=ranch');
    expect(all.listings.map((listing) => listing.id)).toEqual([id]);
    expect((await queue(admin, '?view=all&status=sold')).total).toBe(0);
    expect((await admin.user.get('/api/admin/listings?pageSize=101')).status).toBe(400);
    const csv = await admin.user.get('/api/admin/listings/export?view=all&q=ranch');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain(`'=HYPERLINK(""x"") Ranch`);

    const expired = await moderate(admin, id, 'expire');
    expect(expired.body).toMatchObject({ status: 'expired' });
    expect(await searched()).toEqual([]);
    expect((await moderate(admin, id, 'expire')).status).toBe(422);
    expect((await moderate(admin, id, 'feature')).body.message).toBe('A listing that is expired cannot be featured');
    const log = (await admin.user.get(`/api/admin/audit-log?subjectId=${id}`)).body.records as Array<Record<string, unknown>>;
    expect(log.map((record) => record.action)).toEqual([
      'listings.listing-expired',
      'listings.listing-unfeatured',
      'listings.listing-featured',
    ]);
  });

  it('counts a text search up to 1,000 matches and says there are more, while a filter counts them all', async () => {
    const admin = await administrator();
    const seller = await make.seller();
    await test.database.orm.em.fork().execute(
      `insert into listings.properties (id, owner_id, title, description, category, city, state, acres, price_cents, status,
                                        created_at, updated_at, published_at)
       select gen_random_uuid(), ?, 'Pasture ' || i, 'Fenced.', 'land', 'Llano', 'TX', 10, 5000000, 'active', now(), now(), now()
       from generate_series(1, 1001) i`,
      [seller.id],
    );
    const searched = await queue(admin, '?view=all&q=pasture&pageSize=10');
    expect(searched).toMatchObject({ total: 1000, totalCapped: true });
    expect(searched.listings).toHaveLength(10);
    expect(await queue(admin, '?view=all&q=pasture 1001')).toMatchObject({ total: 1, totalCapped: false });
    expect(await queue(admin, '?view=all&state=TX&pageSize=10')).toMatchObject({ total: 1001, totalCapped: false });
  });
});
