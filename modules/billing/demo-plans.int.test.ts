import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { establishSeller } from '../../src/testing/members.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { modules } from '../../src/modules.ts';
import { DEMO_SELLERS } from '../identity/contracts/demo.ts';

const DEMO_PASSWORD = 'demo-password-for-tests';
import { BILLING_API, type BillingApi } from './contracts/api.ts';

describeHost('billing: demo sellers are put on seller plans', () => {
  // every module, but only identity's and billing's demo data (the demo listings' pictures are slow to make)
  const seeding = new Set(['identity', 'billing']);
  const test = useTestHost({
    hostOptions: { modules: modules.map((module) => (seeding.has(module.name) ? module : { ...module, seed: undefined })) },
    config: { DEMO_PASSWORD },
  });

  it('subscribes the demo sellers through billing commands, once, and lets them publish', async () => {
    const summary = await test.host.seed();
    expect(summary['billing.demoSubscriptions']).toBe(DEMO_SELLERS.length);
    await test.host.projections.settled();

    const billing = test.host.container.get<BillingApi>(BILLING_API);
    const tiers = await Promise.all(DEMO_SELLERS.map(async (seller) => (await billing.entitlements(seller.id)).sellerTier));
    expect(tiers).toEqual(['premium', 'pro', 'trial']);
    const copies = await test.database.orm.em
      .fork()
      .execute('select owner_id, tier, active_listings_limit, featured_per_month from listings.seller_plans order by owner_id');
    expect(copies).toEqual([
      { owner_id: DEMO_SELLERS[0].id, tier: 'premium', active_listings_limit: null, featured_per_month: null },
      { owner_id: DEMO_SELLERS[1].id, tier: 'pro', active_listings_limit: 15, featured_per_month: 1 },
      { owner_id: DEMO_SELLERS[2].id, tier: 'trial', active_listings_limit: 15, featured_per_month: 1 },
    ]);
    expect((await test.host.seed())['billing.demoSubscriptions']).toBe(0);

    // the listings module's demo data, skipped here, has the demo sellers approved long ago (decision 0055)
    await establishSeller(test, DEMO_SELLERS[0].id);
    const maria = browser(test.host);
    await maria.get('/api/auth/me');
    expect((await maria.send('post', '/api/auth/login', { email: DEMO_SELLERS[0].email, password: DEMO_PASSWORD })).status).toBe(200);
    const posted = await maria.send('post', '/api/properties', {
      listing: {
        title: 'A demo seller posts a deal',
        category: 'land',
        city: 'Austin',
        state: 'TX',
        acres: 5,
        price: 50_000,
        featured: true,
      },
      publish: true,
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ status: 'active', featured: true });
  });
});
