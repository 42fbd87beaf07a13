import { expect, it } from 'vitest';
import type { TestPaymentsProvider } from '../adapters/payments/test-payments-provider.ts';
import { browser } from '../testing/browser.ts';
import { given, type User } from '../testing/members.ts';
import { describeHost, useTestHost } from '../testing/test-host.ts';
import { PLATFORM } from '../../modules/shared/kernel/tokens.ts';

// the story's days count from today, as the session cookies it signs in with expire by the real time
const TODAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** noon `offset` days from today */
const noon = (offset: number) => new Date(TODAY + offset * 86_400_000 + 12 * 3_600_000);
const day = (offset: number) => noon(offset).toISOString().slice(0, 10);
const clock = {
  current: noon(0),
  now() {
    return new Date(this.current);
  },
};
const at = (offset: number) => {
  clock.current = noon(offset);
};

const LEAD = { propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676', fullName: 'Dolores Reyes', email: 'dolores@example.com' };

describeHost('the back office overview: every figure, for a period and the one before', () => {
  const test = useTestHost({ hostOptions: { clock }, config: { SESSION_ABSOLUTE_DAYS: 365 } });
  const make = given(test);
  const sql = <T = unknown>(query: string, params: unknown[] = []) => test.database.orm.em.fork().execute<T[]>(query, params);
  /** accounts and listings take their creation time from the database's clock: placed on the day the story needs */
  const signedUpOn = (member: User, offset: number) =>
    sql('update identity.users set created_at = ? where id = ?', [noon(offset), member.id]);
  const listedOn = (ids: string[], offset: number) =>
    sql('update listings.properties set created_at = ? where id in (?)', [noon(offset), ids]);
  let phone = 5300;
  async function submitLead() {
    const owner = browser(test.host);
    owner.agent.set('X-Forwarded-For', `198.51.100.${phone % 200}`);
    await owner.get('/api/auth/me');
    return (await owner.send('post', '/api/seller-leads', { ...LEAD, phone: `(512) 867-${++phone}` })).body.id as string;
  }
  async function trial({ user }: User, tier: string) {
    expect((await user.send('post', '/api/billing/subscriptions', { audience: 'seller', tier, trial: true })).status).toBe(201);
  }
  async function conversation({ user }: User, propertyId: string) {
    const opened = await user.send('post', '/api/conversations', {
      propertyId,
      message: 'Is it still available?',
      clientId: `client-${++phone}`,
    });
    expect(opened.status).toBe(201);
    return opened.body.conversation.id as string;
  }

  it('counts members, listings, leads, conversations, revenue, trials and failed payments exactly, and the queues', async () => {
    // before both periods (7 days: today and the 6 before; the period before: the 7 days before those)
    at(-19);
    const lapsing = await make.sellerOn('starter');
    await signedUpOn(lapsing, -19);
    await test.host.container.get<TestPaymentsProvider>(PLATFORM.Payments).setDeclining(lapsing.id, true);
    // its month ends in the previous period (a month back would be before its sign-in could last)
    await sql('update billing.subscriptions set current_period_end = ? where user_id = ?', [noon(-8), lapsing.id]);
    const expiring = await make.freeSeller();
    await signedUpOn(expiring, -19);
    await trial(expiring, 'pro');
    at(-18);
    const converting = await make.freeSeller();
    await signedUpOn(converting, -18);
    await trial(converting, 'starter');
    const setup = await converting.user.send('post', '/api/billing/subscriptions/seller/payment-method');
    const paid = await converting.user.send('post', `/api/payments/test-checkout/${setup.body.checkoutUrl.split('/').pop()}/pay`);
    await converting.user.send('post', `/api/billing/checkout/${new URL(paid.body.redirectTo).searchParams.get('session_id')}/complete`);

    // the previous period
    at(-12);
    const premium = await make.seller();
    await signedUpOn(premium, -12);
    await premium.user.send('put', '/api/leads/markets', { markets: [{ state: 'TX' }] });
    const [premiumListing] = await make.listings(premium, 1);
    await listedOn([premiumListing!], -12);
    const earlyBuyer = await make.buyer();
    await signedUpOn(earlyBuyer, -11);
    await conversation(earlyBuyer, premiumListing!);
    const [takenEarly] = [await submitLead(), await submitLead()];
    expect((await premium.user.send('post', `/api/leads/${takenEarly}/claim`)).status).toBe(200);
    at(-8); // the lapsing seller's renewal fails; the lead nobody took joins the queue
    await test.host.runJobs();
    await premium.user.get('/api/auth/me');

    // the period
    at(-5);
    const growing = await make.sellerOn('starter');
    await signedUpOn(growing, -5);
    const [growingListing, ...others] = [...(await make.listings(growing, 2)), ...(await make.listings(growing, 1, false))];
    await listedOn([growingListing!, ...others], -5);
    at(-3);
    expect((await growing.user.send('patch', '/api/billing/subscriptions/seller', { action: 'change-plan', tier: 'pro' })).status).toBe(
      200,
    );
    expect((await premium.user.send('patch', '/api/billing/subscriptions/seller', { action: 'change-plan', tier: 'pro' })).status).toBe(
      200,
    );
    at(-1); // the lapsing seller's grace ends; one trial ends unpaid, the other converts
    await test.host.runJobs();

    at(0);
    const buyer = await make.buyer();
    await signedUpOn(buyer, -2);
    const talk = await conversation(buyer, growingListing!);
    expect((await growing.user.send('post', '/api/reports', { conversationId: talk, reason: 'spam' })).status).toBe(201);
    const trialing = await make.freeSeller();
    await signedUpOn(trialing, 0);
    await trial(trialing, 'pro');
    const leadsNow = [await submitLead(), await submitLead(), await submitLead()];
    expect((await premium.user.send('post', `/api/leads/${leadsNow[0]}/claim`)).status).toBe(200);
    await test.host.projections.settled();
    await sql(`update platform.outbox set status = 'dead' where position = (select min(position) from platform.outbox)`);
    const admin = await make.buyer();
    await signedUpOn(admin, 0);
    await test.grantAdmin(admin.id);

    // a minute on: what the figures job may have kept while the story was told is past
    clock.current = new Date(noon(0).getTime() + 60_000);
    const answer = await admin.user.get('/api/admin/overview?days=7');
    expect(answer.status).toBe(200);
    const daily = (values: Record<number, object>, zero: object) =>
      [-6, -5, -4, -3, -2, -1, 0].map((offset) => ({ day: day(offset), ...(values[offset] ?? zero) }));
    expect(answer.body).toEqual({
      days: 7,
      asOf: new Date(noon(0).getTime() + 60_000).toISOString(),
      period: { previousStart: `${day(-13)}T00:00:00.000Z`, start: `${day(-6)}T00:00:00.000Z`, end: `${day(1)}T00:00:00.000Z` },
      identity: {
        members: 9,
        signUps: {
          buyers: { current: 2, previous: 1 },
          sellers: { current: 2, previous: 1 },
          daily: daily(
            { [-5]: { buyers: 0, sellers: 1 }, [-2]: { buyers: 1, sellers: 0 }, 0: { buyers: 1, sellers: 1 } },
            { buyers: 0, sellers: 0 },
          ),
        },
        // signed-in requests: the premium seller in both periods, the growing and trialing sellers, the buyer and the administrator now
        active: { buyers: { current: 2, previous: 1 }, sellers: { current: 3, previous: 1 } },
        fundsToCheck: 0,
      },
      listings: {
        byStatus: [
          { status: 'draft', count: 1 },
          { status: 'active', count: 3 },
          { status: 'under_contract', count: 0 },
          { status: 'sold', count: 0 },
          { status: 'expired', count: 0 },
          { status: 'withdrawn', count: 0 },
        ],
        liveByCategory: expect.arrayContaining([
          { category: 'land', count: 3 },
          { category: 'residential', count: 0 },
        ]),
        newListings: { current: 3, previous: 1 },
        daily: daily({ [-5]: { count: 3 } }, { count: 0 }),
        // every seller here is established: nothing waits for review (listing-moderation.int.test.ts counts one that does)
        toReview: 0,
      },
      leads: {
        submitted: { current: 3, previous: 2 },
        claimed: { current: 1, previous: 1 },
        claimRate: { current: 1 / 3, previous: 0.5 },
        queued: 1,
      },
      engagement: { conversations: { current: 1, previous: 1 }, daily: daily({ 0: { count: 1 } }, { count: 0 }), openReports: 1 },
      billing: {
        // Pro $79 twice and Starter $29 now; Premium $149 and the lapsing Starter $29 (past due) at the start
        mrr: { current: 18_700, previous: 17_800 },
        movements: {
          new: { current: 5_800, previous: 14_900 },
          expansion: { current: 5_000, previous: 0 },
          contraction: { current: 7_000, previous: 0 },
          churn: { current: 2_900, previous: 0 },
        },
        paidSubscriptions: 3,
        trialing: 1,
        trials: {
          started: { current: 1, previous: 0 },
          ended: { current: 2, previous: 0 },
          converted: { current: 1, previous: 0 },
          conversionRate: { current: 0.5, previous: null },
        },
        failedPayments: { current: 0, previous: 1 },
      },
      platform: { deadEvents: 1 },
    });
    expect(answer.body.listings.liveByCategory).toHaveLength(10);
  });

  it('counts members active now from their last active day, and keeps the period before, moved by every change to its members', async () => {
    const activeOf = async (member: User) =>
      (await sql<{ day: string | null }>(`select last_active_day::text as day from identity.users where id = ?`, [member.id]))[0]!.day;
    // a member is active on a day they make a signed-in request
    const signedIn = async (...members: User[]) => {
      for (const member of members) expect((await member.user.get('/api/auth/me')).status).toBe(200);
    };
    // (a session left unused for a week ends: everyone here comes back within five days)
    at(-9);
    const early = await make.buyer();
    const leaving = await make.buyer();
    await signedIn(early, leaving);
    expect(await activeOf(early)).toBe(day(-9));
    at(-4);
    const returning = await make.buyer();
    await signedIn(returning, early, leaving);
    expect(await activeOf(early)).toBe(day(-4));
    at(0);
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    await signedIn(admin);
    expect(await activeOf(admin)).toBe(day(0));

    // 7 days: all four now (days -6 to 0); before (days -13 to -7): the early and the leaving buyers
    let minute = 0;
    const active = async () => {
      clock.current = new Date(noon(0).getTime() + ++minute * 60_000); // a new minute: the overview's own cache is past
      const answer = await admin.user.get('/api/admin/overview?days=7');
      expect(answer.status).toBe(200);
      return answer.body.identity.active;
    };
    expect(await active()).toEqual({ buyers: { current: 4, previous: 2 }, sellers: { current: 0, previous: 0 } });

    // the period before is counted once and kept: a past day recorded behind its back (no path of the product does)
    // joins it, a second day of a member already in it changes nothing
    const returningDay = [returning.id, day(-8)];
    await sql('insert into identity.active_days (user_id, day) values (?, ?::date)', returningDay);
    expect((await active()).buyers.previous).toBe(3);
    await sql('insert into identity.active_days (user_id, day) values (?, ?::date)', [early.id, day(-10)]);
    expect((await active()).buyers.previous).toBe(3);
    // a member who gains the seller capability moves: the early buyer is a seller now, in both periods
    expect((await early.user.send('post', '/api/users/me/capabilities/seller')).status).toBe(200);
    expect(await active()).toEqual({ buyers: { current: 3, previous: 2 }, sellers: { current: 1, previous: 1 } });
    // an account that goes leaves it, with its active days
    expect((await leaving.user.send('delete', '/api/users/me', { password: 'acres-and-acres-9' })).status).toBe(200);
    expect(await sql('select day from identity.active_days where user_id = ?', [leaving.id])).toEqual([]);
    expect(await active()).toEqual({ buyers: { current: 2, previous: 1 }, sellers: { current: 1, previous: 1 } });
    // a member's last day in it removed leaves it; granting the administrator capability changes neither split
    await sql('delete from identity.active_days where user_id = ? and day = ?::date', returningDay);
    await test.grantAdmin(returning.id);
    expect((await active()).buyers.previous).toBe(0);
    // what is kept is what counting again finds
    expect(await sql('select days, sellers, buyers from identity.active_before')).toEqual([{ days: 7, sellers: 1, buyers: 0 }]);
    await sql('delete from identity.active_before');
    expect((await active()).buyers.previous).toBe(0);
    // the next day is another period
    at(1);
    const next = await admin.user.get('/api/admin/overview?days=7');
    expect(next.body.identity.active).toEqual({ buyers: { current: 2, previous: 0 }, sellers: { current: 1, previous: 1 } });
  });

  it('answers from the figures the job keeps, or counts them when none under a minute old are kept', async () => {
    const noonToday = TODAY + 12 * 3_600_000;
    clock.current = new Date(noonToday);
    clock.current = new Date(noonToday - 20_000);
    const admin = await make.buyer();
    await test.grantAdmin(admin.id);
    // while nobody has looked at the overview lately the job keeps nothing: the first request counts the figures
    await test.host.runJobs();
    await make.buyer();
    const first = await admin.user.get('/api/admin/overview?days=7');
    expect(first.body).toMatchObject({ asOf: clock.current.toISOString(), identity: { members: 2 } });
    // from then on the job keeps every period's figures: a request answers them as they were when it ran
    clock.current = new Date(noonToday);
    await test.host.runJobs();
    await make.buyer();
    clock.current = new Date(noonToday + 30_000);
    for (const days of [7, 30, 90]) {
      const kept = await admin.user.get(`/api/admin/overview?days=${days}`);
      expect(kept.body).toMatchObject({ days, asOf: new Date(noonToday).toISOString(), identity: { members: 2 } });
    }
    // a minute old, they answer no more: the request counts them, and what it counted answers the next ones
    clock.current = new Date(noonToday + 60_000);
    const counted = await admin.user.get('/api/admin/overview?days=30');
    expect(counted.body).toMatchObject({ asOf: new Date(noonToday + 60_000).toISOString(), identity: { members: 3 } });
    await make.buyer();
    clock.current = new Date(noonToday + 119_000);
    expect((await admin.user.get('/api/admin/overview?days=30')).body).toEqual(counted.body);
    expect((await admin.user.get('/api/admin/overview?days=90')).body.identity.members).toBe(4);
    // the next job run brings every period up to date
    await test.host.runJobs();
    expect((await admin.user.get('/api/admin/overview?days=30')).body.identity.members).toBe(4);
    // a new day is a new period: figures kept the day before never answer for it
    clock.current = new Date(noonToday + 12 * 3_600_000 - 30_000);
    await test.host.runJobs();
    await make.buyer();
    clock.current = new Date(noonToday + 12 * 3_600_000 + 10_000);
    const nextDay = await admin.user.get('/api/admin/overview?days=7');
    expect(nextDay.body).toMatchObject({ asOf: clock.current.toISOString(), identity: { members: 5 } });
    const refused = await admin.user.get('/api/admin/overview?days=14');
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ message: 'days is 7, 30 or 90' })]);
  });

  it('is for administrators only: not visitors, members or API keys', async () => {
    at(0);
    expect((await test.http().get('/api/admin/overview')).status).toBe(401);
    const seller = await make.seller();
    const member = await seller.user.get('/api/admin/overview');
    expect(member.status).toBe(403);
    expect(member.body.message).toBe("Only administrators can see the site's figures");
    const key = await seller.user.send('post', '/api/users/me/api-keys', { name: 'Sheet', scopes: ['listings:read'] });
    await test.grantAdmin(seller.id);
    const withKey = await test.http().get('/api/admin/overview').set('Authorization', `Bearer ${key.body.secret}`);
    expect(withKey.status).toBe(403);
    expect((await seller.user.get('/api/admin/overview')).status).toBe(200);
  });
});
