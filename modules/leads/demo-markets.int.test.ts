import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { modules } from '../../src/modules.ts';
import { DEMO_SELLERS } from '../identity/contracts/demo.ts';

const DEMO_PASSWORD = 'demo-password-for-tests';

describeHost('leads: demo sellers buy in the states of their listings', () => {
  // the demo listings' pictures are slow to make: the demo sellers post a few listings of their own instead
  const test = useTestHost({
    hostOptions: { modules: modules.map((module) => (module.name === 'listings' ? { ...module, seed: undefined } : module)) },
    config: { DEMO_PASSWORD },
  });

  it('gives each demo seller with listings their listings’ states as lead markets, so a lead there reaches an investor', async () => {
    // no listings yet: no markets
    expect((await test.host.seed())['leads.demoMarkets']).toBe(0);
    const [maria, james, aisha] = DEMO_SELLERS;
    const places: Array<[{ id: string; email: string }, string, string]> = [
      [maria, 'Austin', 'TX'],
      [maria, 'Ocala', 'FL'],
      [maria, 'Bastrop', 'TX'],
      [james, 'Phoenix', 'AZ'],
    ];
    const signedIn = new Map<string, ReturnType<typeof browser>>();
    for (const [seller, city, state] of places) {
      let agent = signedIn.get(seller.id);
      if (!agent) {
        agent = browser(test.host);
        await agent.get('/api/auth/me');
        expect((await agent.send('post', '/api/auth/login', { email: seller.email, password: DEMO_PASSWORD })).status).toBe(200);
        signedIn.set(seller.id, agent);
      }
      const posted = await agent.send('post', '/api/properties', {
        listing: { title: `Acreage near ${city}`, category: 'land', city, state, acres: 5, price: 50_000 },
        publish: true,
      });
      expect(posted.status).toBe(201);
    }

    expect((await test.host.seed())['leads.demoMarkets']).toBe(3);
    const markets = (userId: string) =>
      test.database.orm.em
        .fork()
        .execute<Array<{ state: string; county: string }>>(
          'select state, county from leads.seller_markets where user_id = ? order by state',
          [userId],
        );
    expect(await markets(maria.id)).toEqual([
      { state: 'FL', county: '' },
      { state: 'TX', county: '' },
    ]);
    expect(await markets(james.id)).toEqual([{ state: 'AZ', county: '' }]);
    expect(await markets(aisha.id)).toEqual([]);
    // once there are markets, seeding again changes nothing
    expect((await test.host.seed())['leads.demoMarkets']).toBe(0);

    expect((await signedIn.get(maria.id)!.get('/api/leads/markets/suggested')).body).toEqual({
      markets: [
        { state: 'FL', county: null },
        { state: 'TX', county: null },
      ],
      suggestedStates: [],
      leadsInPlan: true,
      dismissed: false,
    });
    const owner = browser(test.host);
    await owner.get('/api/auth/me');
    const lead = await owner.send('post', '/api/seller-leads', {
      propertyAddress: '1200 Ranch Road 12, Wimberley, TX 78676',
      fullName: 'Dolores Reyes',
      phone: '(512) 867-5309',
      email: 'dolores.reyes@example.com',
    });
    expect(lead.body).toMatchObject({ status: 'received', nextStep: 'investors_notified' });
  });
});
