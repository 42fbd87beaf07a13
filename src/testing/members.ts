import { expect } from 'vitest';
import { browser, type Browser } from './browser.ts';
import type { TestHost } from './test-host.ts';

export interface User {
  user: Browser;
  id: string;
  email: string;
  /** `dealacre_session=…`, for requests made outside the browser (an event stream) */
  cookie: string;
}

/** A member's public directory profile: land in Travis County, Texas. */
export const PUBLIC_PROFILE = {
  isPublic: true,
  states: ['TX'],
  counties: ['Travis'],
  strategies: ['land'],
  buyBox: { categories: ['land'], minPrice: 20_000, maxPrice: 150_000, minAcres: 2, maxAcres: 40 },
  experience: '3-5',
  bio: 'I buy rural land in central Texas and close in two weeks.',
};

/** A JV board post seeking capital, as its form sends it. */
export const JV_POST_SEEKING_CAPITAL = {
  kind: 'seeking-capital',
  title: 'Capital for a duplex flip in Travis County',
  amountMin: 50_000,
  amountMax: 120_000,
  states: ['TX'],
  counties: ['Travis County'],
  strategies: ['flip'],
  experience: 'Twelve flips in Austin since 2019.',
  timeline: 'Close in 30 days',
  description: 'Under contract at $310k; looking for a capital partner.',
};

/** The listing `given(…).listings` creates as its `n`th: 5 acres of land in Austin at $50,000. */
export const testListing = (n: number) => ({
  title: `Parcel ${n}`,
  description: 'Road frontage.',
  category: 'land',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  acres: 5,
  price: 50_000,
});

/**
 * The seller had a listing approved long ago, so their listings go live without an administrator's
 * review (decision 0055), as tests of what buyers see expect.
 */
export async function establishSeller(test: Pick<TestHost, 'database'>, userId: string): Promise<void> {
  await test.database.orm.em
    .fork()
    .execute(`insert into listings.seller_standings (owner_id, first_approved_at) values (?, '2020-01-01') on conflict do nothing`, [
      userId,
    ]);
}

/** Accounts, plans and listings through the identity, billing and listings HTTP APIs, as the web app makes them. */
export function given(test: Pick<TestHost, 'host' | 'database'>, tick: () => void = () => {}) {
  let seq = 0;

  /**
   * `established`: the seller had a listing approved long ago, so their listings go live without an
   * administrator's review (decision 0055), as most tests of what buyers see expect.
   */
  async function account(options: { seller?: boolean; established?: boolean } = {}): Promise<User> {
    const user = browser(test.host);
    // each from its own client address, as registrations are limited per address (and Redis keeps the count between tests)
    user.agent.set('X-Forwarded-For', `203.0.113.${++seq}`);
    await user.get('/api/auth/me');
    const email = `user${seq}-${Date.now()}@example.com`;
    const registered = await user.send('post', '/api/auth/register', {
      email,
      password: 'acres-and-acres-9',
      firstName: 'Ada',
      lastName: 'Moss',
    });
    expect(registered.status).toBe(201);
    if (options.seller) expect((await user.send('post', '/api/users/me/capabilities/seller')).status).toBe(200);
    if (options.seller && options.established !== false) await establishSeller(test, registered.body.id as string);
    return { user, id: registered.body.id as string, email, cookie: user.sessionCookie(registered)!.split(';')[0] };
  }

  /** pays for a plan through the test checkout, as billing's tests do */
  async function pay({ user }: User, audience: 'buyer' | 'seller', tier: string): Promise<void> {
    const checkout = await user.send('post', '/api/billing/subscriptions', { audience, tier, trial: false });
    const checkoutId = checkout.body.checkoutUrl.split('/').pop();
    await user.send('post', `/api/payments/test-checkout/${checkoutId}/pay`);
    expect((await user.send('post', `/api/billing/checkout/${checkoutId}/complete`)).status).toBe(200);
    await test.host.projections.settled();
  }

  /** a seller who paid for this plan (established unless told otherwise) */
  async function sellerOn(tier: 'starter' | 'pro' | 'premium', options: { established?: boolean } = {}): Promise<User> {
    const seller = await account({ seller: true, ...options });
    await pay(seller, 'seller', tier);
    return seller;
  }

  return {
    buyer: () => account(),
    async plusBuyer(): Promise<User> {
      const buyer = await account();
      await pay(buyer, 'buyer', 'plus');
      return buyer;
    },
    /** a buyer who paid for Buyer Pro */
    async proBuyer(): Promise<User> {
      const buyer = await account();
      await pay(buyer, 'buyer', 'pro');
      return buyer;
    },
    /** an established seller on Premium (unlimited listings): their listings go live at once */
    seller: () => sellerOn('premium'),
    /** a new seller on Premium: their listings wait for an administrator's review */
    newSeller: () => sellerOn('premium', { established: false }),
    sellerOn,
    /** a member with the seller capability and no seller plan */
    freeSeller: () => account({ seller: true }),
    /** listings created by the seller (published unless told otherwise), visible to the read side */
    async listings(seller: User, count: number, publish = true): Promise<string[]> {
      const ids: string[] = [];
      for (let n = 0; n < count; n++) {
        tick();
        const created = await seller.user.send('post', '/api/properties', { listing: testListing(n + 1), publish });
        expect(created.status).toBe(201);
        ids.push(created.body.id as string);
      }
      await test.host.projections.settled();
      return ids;
    },
  };
}
