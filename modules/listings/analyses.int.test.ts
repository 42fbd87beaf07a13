import supertest from 'supertest';
import { expect, it } from 'vitest';
import { browser, type Browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';
import { REFERENCE_RENTAL } from './testing/fixtures.ts';

const clock = {
  current: new Date('2026-11-22T12:00:00Z'),
  now() {
    return this.current;
  },
};
const minutesLater = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 12, minutes));

describeHost('listings: saved deal analyses and share links', () => {
  const test = useTestHost({ startDispatcher: false, hostOptions: { clock } });
  let seq = 0;

  async function signedIn(): Promise<{ user: Browser; id: string }> {
    clock.current = minutesLater(0);
    const user = browser(test.host);
    // each investor from an address of their own: the services run keeps registration rate limits in Redis for the whole file
    user.agent.set('X-Forwarded-For', `203.0.113.${++seq}`);
    await user.get('/api/auth/me');
    const registered = await user.send('post', '/api/auth/register', {
      email: `investor${seq}@example.com`,
      password: 'acres-and-acres-9',
      firstName: 'Ada',
      lastName: 'Reyes',
    });
    expect(registered.status).toBe(201);
    return { user, id: registered.body.id as string };
  }

  async function saveReference(user: Browser, name = 'Maple Street duplex') {
    const response = await user.send('post', '/api/analyses', { name, strategy: 'rental', inputs: REFERENCE_RENTAL });
    expect(response.status).toBe(201);
    return response.body;
  }

  it('answers 401 to a visitor on every route of the owner', async () => {
    const visitor = browser(test.host);
    await visitor.get('/api/properties');
    expect((await visitor.get('/api/analyses')).status).toBe(401);
    expect((await visitor.send('post', '/api/analyses', { name: 'x', strategy: 'rental', inputs: {} })).status).toBe(401);
    const id = '0190a1b2-0000-7000-8000-0000000000aa';
    expect((await visitor.get(`/api/analyses/${id}`)).status).toBe(401);
    expect((await visitor.send('patch', `/api/analyses/${id}`, { name: 'y' })).status).toBe(401);
    expect((await visitor.send('post', `/api/analyses/${id}/duplicate`)).status).toBe(401);
    expect((await visitor.send('post', `/api/analyses/${id}/share`)).status).toBe(401);
    expect((await visitor.send('delete', `/api/analyses/${id}/share`)).status).toBe(401);
    expect((await visitor.send('delete', `/api/analyses/${id}`)).status).toBe(401);
  });

  it('saves an analysis with its defaults filled in and answers the outputs computed from it', async () => {
    const { user } = await signedIn();
    const saved = await saveReference(user);
    expect(saved).toMatchObject({
      id: expect.any(String),
      name: 'Maple Street duplex',
      strategy: 'rental',
      inputs: { ...REFERENCE_RENTAL, pointsPercent: 0, managementBase: 'collected', projection: { years: 30, rentGrowthPercent: 3 } },
      shareUrl: null,
      shareToken: null,
      createdAt: minutesLater(0).toISOString(),
      updatedAt: minutesLater(0).toISOString(),
    });
    expect(saved.result.netOperatingIncome).toBeCloseTo(14_376.0, 2);
    expect(saved.result.monthlyDebtService).toBeCloseTo(1_064.48, 2);
    expect(saved.result.monthlyCashFlow).toBeCloseTo(133.52, 2);
    expect(saved.result.cashOnCashPercent).toBeCloseTo(3.204, 3);
    expect(saved.result.dscr).toBeCloseTo(1.1254, 4);
    expect(saved.result.projection).toHaveLength(30);

    const one = await user.get(`/api/analyses/${saved.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(saved);

    const list = await user.get('/api/analyses');
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(200);
    expect(list.body.analyses).toEqual([
      {
        id: saved.id,
        name: 'Maple Street duplex',
        strategy: 'rental',
        headline: {
          monthlyCashFlow: expect.closeTo(133.52, 2),
          cashOnCashPercent: expect.closeTo(3.204, 3),
          capRatePercent: expect.closeTo(7.188, 3),
        },
        shared: false,
        createdAt: saved.createdAt,
        updatedAt: saved.updatedAt,
      },
    ]);
  });

  it('saves every strategy, including an infinite BRRRR', async () => {
    const { user } = await signedIn();
    const save = (strategy: string, inputs: object) => user.send('post', '/api/analyses', { name: `A ${strategy}`, strategy, inputs });
    expect((await save('flip', { purchasePrice: 150_000, repairs: 40_000, arv: 260_000 })).body.result.maxOffer).toBe(142_000);
    expect(
      (await save('wholesale', { arv: 200_000, repairs: 30_000, assignmentFee: 10_000, contractPrice: 95_000 })).body.result
        .maximumAllowableOffer,
    ).toBe(100_000);
    const brrrr = await save('brrrr', {
      purchasePrice: 100_000,
      rehabCosts: 30_000,
      arv: 200_000,
      holdingMonths: 0,
      purchasePointsPercent: 0,
      closingCosts: 3_000,
      refinanceCosts: 3_000,
      monthlyRent: 1_800,
      taxesPerYear: 2_400,
      insurancePerYear: 1_000,
    });
    expect(brrrr.body.result).toMatchObject({ infinite: true, cashRecoveredBeyondInvestment: 14_000, cashOnCashPercent: null });
    expect((await save('land', { price: 50_000, acres: 25 })).body.result.pricePerAcre).toBe(2_000);

    const { analyses } = (await user.get('/api/analyses')).body;
    expect(analyses.map((analysis: { strategy: string }) => analysis.strategy).sort()).toEqual(['brrrr', 'flip', 'land', 'wholesale']);
    expect(analyses.find((analysis: { strategy: string }) => analysis.strategy === 'brrrr').headline).toMatchObject({
      infinite: true,
      cashOnCashPercent: null,
    });
  });

  it('refuses bad input with 400 and the problems, field by field, with the strategy’s own rules', async () => {
    const { user } = await signedIn();
    const bad = await user.send('post', '/api/analyses', {
      name: '  ',
      strategy: 'rental',
      inputs: { ...REFERENCE_RENTAL, purchasePrice: -5, vacancyPercent: 140 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid analysis');
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['name'], message: 'Name is required' }),
        expect.objectContaining({ path: ['inputs', 'purchasePrice'], message: 'Purchase price must be more than $0' }),
        expect.objectContaining({ path: ['inputs', 'vacancyPercent'], message: 'Vacancy cannot be more than 100%' }),
      ]),
    );
    const strategy = await user.send('post', '/api/analyses', { name: 'Timeshare', strategy: 'timeshare', inputs: {} });
    expect(strategy.status).toBe(400);
    expect(strategy.body.details[0]).toMatchObject({
      path: ['strategy'],
      message: 'Choose a strategy: rental, flip, wholesale, brrrr, land',
    });
    // flip inputs under the rental strategy: unknown fields are refused, required ones missing
    const mixed = await user.send('post', '/api/analyses', {
      name: 'Mixed',
      strategy: 'rental',
      inputs: { purchasePrice: 100_000, repairs: 5_000 },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['inputs', 'monthlyRent'] }),
        expect.objectContaining({ code: 'unrecognized_keys' }),
      ]),
    );
    expect((await user.get('/api/analyses')).body.analyses).toEqual([]);
  });

  it('renames and changes the inputs of an analysis, recomputing its outputs, and lists the latest change first', async () => {
    const { user } = await signedIn();
    const first = await saveReference(user, 'First');
    clock.current = minutesLater(5);
    const second = await saveReference(user, 'Second');
    expect((await user.get('/api/analyses')).body.analyses.map((analysis: { name: string }) => analysis.name)).toEqual(['Second', 'First']);

    clock.current = minutesLater(10);
    const renamed = await user.send('patch', `/api/analyses/${first.id}`, {
      name: '  Maple Street, new rent  ',
      inputs: { ...REFERENCE_RENTAL, monthlyRent: 2_100 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: first.id,
      name: 'Maple Street, new rent',
      inputs: { monthlyRent: 2_100 },
      createdAt: first.createdAt,
      updatedAt: minutesLater(10).toISOString(),
    });
    expect(renamed.body.result.grossScheduledIncome).toBe(25_200);
    expect(renamed.body.result.monthlyCashFlow).toBeGreaterThan(first.result.monthlyCashFlow);
    expect((await user.get('/api/analyses')).body.analyses.map((analysis: { name: string }) => analysis.name)).toEqual([
      'Maple Street, new rent',
      'Second',
    ]);

    const onlyName = await user.send('patch', `/api/analyses/${second.id}`, { name: 'Second, renamed' });
    expect(onlyName.body).toMatchObject({ name: 'Second, renamed', inputs: second.inputs });

    const wrongStrategy = await user.send('patch', `/api/analyses/${second.id}`, { inputs: { price: 50_000, acres: 25 } });
    expect(wrongStrategy.status).toBe(400);
    expect(wrongStrategy.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['purchasePrice'], message: 'Purchase price is required' })]),
    );
    const nothing = await user.send('patch', `/api/analyses/${second.id}`, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.details[0].message).toBe('Give a new name, new inputs, or both');
    expect((await user.get(`/api/analyses/${second.id}`)).body.name).toBe('Second, renamed');
  });

  it('duplicates an analysis as an unshared copy and deletes one for good', async () => {
    const { user } = await signedIn();
    const original = await saveReference(user);
    await user.send('post', `/api/analyses/${original.id}/share`);
    clock.current = minutesLater(1);
    const copy = await user.send('post', `/api/analyses/${original.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Copy of Maple Street duplex',
      strategy: 'rental',
      inputs: original.inputs,
      shareUrl: null,
      shareToken: null,
    });
    expect(copy.body.id).not.toBe(original.id);
    expect(copy.body.result).toEqual(original.result);

    const deleted = await user.send('delete', `/api/analyses/${original.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Analysis deleted.' });
    expect((await user.get(`/api/analyses/${original.id}`)).status).toBe(404);
    expect((await user.send('delete', `/api/analyses/${original.id}`)).status).toBe(404);
    expect((await user.get('/api/analyses')).body.analyses.map((analysis: { id: string }) => analysis.id)).toEqual([copy.body.id]);
  });

  it("answers 404 for someone else's analysis, whatever the route", async () => {
    const { user: owner } = await signedIn();
    const saved = await saveReference(owner);
    const { user: other } = await signedIn();
    expect((await other.get('/api/analyses')).body.analyses).toEqual([]);
    for (const response of [
      await other.get(`/api/analyses/${saved.id}`),
      await other.send('patch', `/api/analyses/${saved.id}`, { name: 'Mine now' }),
      await other.send('post', `/api/analyses/${saved.id}/duplicate`),
      await other.send('post', `/api/analyses/${saved.id}/share`),
      await other.send('delete', `/api/analyses/${saved.id}/share`),
      await other.send('delete', `/api/analyses/${saved.id}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'analysis_not_found', message: 'This analysis does not exist' });
    }
    // not an id at all: refused before any analysis is looked for
    expect(await other.get('/api/analyses/not-a-uuid')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await owner.get(`/api/analyses/${saved.id}`)).body.name).toBe('Maple Street duplex');
  });

  it('shares a read-only link that works signed out and shows nothing of the owner, until revoked', async () => {
    const { user, id: ownerId } = await signedIn();
    const saved = await saveReference(user);
    const shared = await user.send('post', `/api/analyses/${saved.id}/share`);
    expect(shared.status).toBe(200);
    const { token, shareUrl } = shared.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shareUrl).toBe(`${test.config.PUBLIC_URL.replace(/\/$/, '')}/analysis/${token}`);
    expect(shared.body.analysis).toMatchObject({ id: saved.id, shareToken: token, shareUrl, updatedAt: saved.updatedAt });
    // sharing again keeps the link
    expect((await user.send('post', `/api/analyses/${saved.id}/share`)).body.token).toBe(token);
    expect((await user.get('/api/analyses')).body.analyses[0].shared).toBe(true);

    const visitor = supertest(test.host.app);
    const page = await visitor.get(`/api/shared-analyses/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(Object.keys(page.body).sort()).toEqual(['inputs', 'name', 'result', 'strategy', 'updatedAt']);
    expect(page.body).toMatchObject({ name: 'Maple Street duplex', strategy: 'rental', inputs: saved.inputs });
    expect(page.body.result.netOperatingIncome).toBeCloseTo(14_376, 2);
    expect(page.text).not.toContain(ownerId);
    expect(page.text).not.toContain(saved.id);

    const revoked = await user.send('delete', `/api/analyses/${saved.id}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ shareUrl: null, shareToken: null });
    const gone = await visitor.get(`/api/shared-analyses/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('shared_analysis_not_found');
    expect((await visitor.get('/api/shared-analyses/short')).status).toBe(404);

    // sharing again makes a new link; deleting the analysis ends it
    const again = (await user.send('post', `/api/analyses/${saved.id}/share`)).body.token;
    expect(again).not.toBe(token);
    expect((await visitor.get(`/api/shared-analyses/${again}`)).status).toBe(200);
    await user.send('delete', `/api/analyses/${saved.id}`);
    expect((await visitor.get(`/api/shared-analyses/${again}`)).status).toBe(404);
  });

  it('stores the inputs only: the outputs are recomputed from them on every read', async () => {
    const { user } = await signedIn();
    const saved = await saveReference(user);
    const em = test.database.orm.em.fork();
    const columns = await em.execute<Array<{ name: string }>>(
      `select column_name as name from information_schema.columns where table_schema = 'listings' and table_name = 'saved_analyses' order by 1`,
    );
    expect(columns.map((column) => column.name)).toEqual([
      'created_at',
      'id',
      'inputs',
      'name',
      'owner_id',
      'share_token',
      'strategy',
      'updated_at',
    ]);
    // what is stored is the input; changing it changes every answer
    await em.execute(`update listings.saved_analyses set inputs = jsonb_set(inputs, '{monthlyRent}', '3000') where id = ?`, [saved.id]);
    expect((await user.get(`/api/analyses/${saved.id}`)).body.result.grossScheduledIncome).toBe(36_000);
  });

  it('keeps at most 200 analyses per user, with a clear 422', async () => {
    const { user, id } = await signedIn();
    const kept = await saveReference(user);
    await test.database.orm.em.fork().execute(
      `insert into listings.saved_analyses (id, owner_id, name, strategy, inputs, share_token, created_at, updated_at)
         select gen_random_uuid(), ?, 'Land ' || n, 'land', '{"price": 50000, "acres": 25}'::jsonb, null, now(), now() from generate_series(1, 199) as n`,
      [id],
    );
    const full = await user.send('post', '/api/analyses', { name: 'One too many', strategy: 'land', inputs: { price: 10_000, acres: 1 } });
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({
      code: 'analysis_limit_reached',
      message: 'You can keep at most 200 saved analyses: delete some you no longer need to save new ones',
    });
    expect((await user.send('post', `/api/analyses/${kept.id}/duplicate`)).status).toBe(422);
    expect((await user.get('/api/analyses')).body.analyses).toHaveLength(200);

    await user.send('delete', `/api/analyses/${kept.id}`);
    expect(
      (await user.send('post', '/api/analyses', { name: 'Room again', strategy: 'land', inputs: { price: 10_000, acres: 1 } })).status,
    ).toBe(201);
  });

  it('requires the CSRF header on changes', async () => {
    const { user } = await signedIn();
    const response = await user.agent
      .post('/api/analyses')
      .send({ name: 'No token', strategy: 'land', inputs: { price: 10_000, acres: 1 } });
    expect(response.status).toBe(403);
  });
});
