import { expect, it } from 'vitest';
import { describeHost, useTestHost, type TestHost } from '../../src/testing/test-host.ts';
import { given, testListing, type User } from '../../src/testing/members.ts';
import { API_KEY_RATE_LIMIT } from '../../src/http/public-api.ts';
import { assertWithinPlan, PlanLimitReachedError } from '../billing/contracts/plan-limits.ts';
import { buyerPlan, sellerPlan } from '../billing/contracts/plans.ts';
import { API_ACCESS_UPGRADE_MESSAGE, type ApiKeyList, type ApiScope, type CreatedApiKey } from './contracts/api-keys.ts';

const listing = { ...testListing(1), title: 'Parcel by key' };

async function createKey({ user }: User, scopes: ApiScope[] = ['listings:read'], name = 'Spreadsheet sync') {
  return user.send('post', '/api/users/me/api-keys', { name, scopes });
}

async function keyFor(member: User, scopes: ApiScope[] = ['listings:read']): Promise<CreatedApiKey> {
  const created = await createKey(member, scopes);
  expect(created.status).toBe(201);
  return created.body as CreatedApiKey;
}

/** a client with no cookies at all: only the key */
const withKey = (test: TestHost, secret: string, address = '198.51.100.7') => ({
  get: (path: string) => test.http().get(path).set('Authorization', `Bearer ${secret}`).set('X-Forwarded-For', address),
  send: (method: 'post' | 'put' | 'delete', path: string, body?: object) => test.http()[method](path).set('X-Api-Key', secret).send(body),
});

async function storedKeys(test: TestHost) {
  return test.database.orm.em.fork().execute<Array<Record<string, unknown>>>('select * from identity.api_keys');
}

describeHost('identity: personal API keys and the public API', () => {
  const test = useTestHost();
  const make = given(test);

  it('shows the secret once, stores only its hash, lists keys without it, and a revoked key answers 401', async () => {
    const pro = await make.proBuyer();
    const created = await createKey(pro, ['listings:read', 'leads:read']);
    expect(created.status).toBe(201);
    const { key, secret } = created.body as CreatedApiKey;
    expect(secret).toMatch(/^da_live_[\w-]{43}$/);
    expect(key).toMatchObject({
      name: 'Spreadsheet sync',
      prefix: secret.slice(0, 12),
      scopes: ['listings:read', 'leads:read'],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.headers['cache-control']).toBe('no-store');

    const rows = await storedKeys(test);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(12));
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await pro.user.get('/api/users/me/api-keys');
    expect(listed.status).toBe(200);
    expect(listed.body as ApiKeyList).toEqual({ apiAccess: true, keys: [key] });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const search = await withKey(test, secret).get('/api/properties/search');
    expect(search.status).toBe(200);
    expect((await pro.user.get('/api/users/me/api-keys')).body.keys[0].lastUsedAt).not.toBeNull();

    // another member cannot revoke it
    const other = await make.proBuyer();
    expect((await other.user.send('delete', `/api/users/me/api-keys/${key.id}`)).status).toBe(404);
    const revoked = await pro.user.send('delete', `/api/users/me/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const refused = await withKey(test, secret).get('/api/properties/search');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'invalid_api_key' });
    expect((await withKey(test, 'da_live_not-a-key').get('/api/properties/search')).status).toBe(401);
    expect((await pro.user.get('/api/users/me/api-keys')).body.keys[0].revokedAt).not.toBeNull();
  });

  it('refuses bad names and scopes with a 400 and creates nothing', async () => {
    const pro = await make.proBuyer();
    expect((await createKey(pro, [], 'Empty')).status).toBe(400);
    expect((await createKey(pro, ['admin:all' as ApiScope])).status).toBe(400);
    expect((await createKey(pro, ['listings:read', 'listings:read'])).status).toBe(400);
    expect((await createKey(pro, ['listings:read'], ' ')).status).toBe(400);
    expect((await createKey(pro, ['listings:read'], 'x'.repeat(61))).status).toBe(400);
    expect(await storedKeys(test)).toHaveLength(0);
  });

  it('holds a member to 10 live keys, and a deleted account’s keys stop', async () => {
    const pro = await make.proBuyer();
    const keys: CreatedApiKey[] = [];
    for (let n = 0; n < 10; n++) keys.push(await keyFor(pro));
    const eleventh = await createKey(pro);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.code).toBe('too_many_api_keys');
    expect(await storedKeys(test)).toHaveLength(10);
    // a revoked key makes room
    expect((await pro.user.send('delete', `/api/users/me/api-keys/${keys[0].key.id}`)).status).toBe(200);
    expect((await createKey(pro)).status).toBe(201);

    expect((await pro.user.send('delete', '/api/users/me', { password: 'acres-and-acres-9' })).status).toBe(200);
    await test.host.projections.settled();
    expect((await withKey(test, keys[1].secret).get('/api/properties/search')).status).toBe(401);
    expect(await storedKeys(test)).toHaveLength(0);
  });

  it('keeps a key to its scopes and to the public API', async () => {
    const seller = await make.seller();
    const [propertyId] = await make.listings(seller, 1);
    const { secret } = await keyFor(seller, ['listings:read']);
    const client = withKey(test, secret);

    expect((await client.get('/api/properties/search?state=TX')).body.total).toBe(1);
    expect((await client.get(`/api/properties/${propertyId}`)).status).toBe(200);
    expect((await client.get('/API/Properties/Search')).status).toBe(200);
    expect((await client.get('/API/Billing/me')).body.code).toBe('not_in_public_api');
    expect((await client.get('/api/my/properties')).status).toBe(200);

    const write = await client.send('post', '/api/properties', { listing, publish: true });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({
      code: 'insufficient_scope',
      message: 'This API key lacks the listings:write scope that POST /api/properties needs.',
    });
    expect((await client.get('/api/leads')).body).toMatchObject({ code: 'insufficient_scope' });

    for (const [method, path] of [
      ['get', '/api/billing/me'],
      ['get', '/api/users/me/api-keys'],
      ['get', '/api/conversations'],
      ['get', '/api/auth/me'],
      ['get', '/api/admin/reports'],
    ] as const) {
      const answer = await client.get(path);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code).toBe('not_in_public_api');
    }
    // a key cannot make keys
    expect((await client.send('post', '/api/users/me/api-keys', { name: 'Another', scopes: ['listings:write'] })).body.code).toBe(
      'not_in_public_api',
    );

    const writer = await keyFor(seller, ['listings:write']);
    const created = await withKey(test, writer.secret).send('post', '/api/properties', { listing, publish: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Parcel by key', userId: seller.id });
    // a key with listings:write alone does not read
    expect((await withKey(test, writer.secret).get('/api/properties/search')).status).toBe(403);
  });

  it('needs no CSRF header with a valid key, and still needs it for cookie sessions and a made-up key', async () => {
    const seller = await make.seller();
    const { secret } = await keyFor(seller, ['listings:write']);
    // cookie session without the header: refused
    const cookieOnly = await test.http().post('/api/properties').set('Cookie', seller.cookie).send({ listing });
    expect(cookieOnly.status).toBe(403);
    expect(cookieOnly.body.code).toBe('csrf_failed');
    // a header that merely looks like a key does not lift CSRF: the key must be valid
    const fake = await test
      .http()
      .post('/api/properties')
      .set('Cookie', seller.cookie)
      .set('Authorization', 'Bearer da_live_' + 'A'.repeat(43))
      .send({ listing });
    expect(fake.status).toBe(401);
    // a bearer token that is no API key is not one: the cookie session, and CSRF, apply
    const otherBearer = await test
      .http()
      .post('/api/properties')
      .set('Cookie', seller.cookie)
      .set('Authorization', 'Bearer something-else')
      .send({ listing });
    expect(otherBearer.body.code).toBe('csrf_failed');
    // the scheme is case-blind, the key's prefix is not
    const lowerScheme = await test.http().post('/api/properties').set('Authorization', `bearer ${secret}`).send({ listing });
    expect(lowerScheme.status).toBe(201);
    const shoutedPrefix = await test
      .http()
      .post('/api/properties')
      .set('Cookie', seller.cookie)
      .set('Authorization', `Bearer ${secret.toUpperCase()}`)
      .send({ listing });
    expect(shoutedPrefix.body.code).toBe('csrf_failed');
    // webhooks are signed by their senders and outside the rate limits: a key there is not even looked up
    const webhook = () => test.http().post('/api/webhooks/stripe').set('Content-Type', 'application/json').send('{}');
    const plain = await webhook();
    for (const presented of [
      await webhook().set('X-Api-Key', 'da_live_' + 'A'.repeat(43)),
      await webhook().set('Authorization', `Bearer ${secret}`),
    ]) {
      expect([presented.status, presented.body]).toEqual([plain.status, plain.body]);
    }
    // Express routes paths in any case, and so does the check
    const shouted = await test.http().post('/API/Properties').set('Cookie', seller.cookie).send({ listing });
    expect(shouted.body.code).toBe('csrf_failed');
    // the key alone, no cookie, no CSRF, and no CSRF cookie to keep
    const byKey = await withKey(test, secret).send('post', '/api/properties', { listing });
    expect(byKey.status).toBe(201);
    expect(byKey.headers['set-cookie']).toBeUndefined();
    expect((await withKey(test, secret).get('/api/properties/search')).headers['set-cookie']).toBeUndefined();
    expect((await test.http().get('/api/properties/search')).headers['set-cookie']).toEqual([expect.stringContaining('csrf_token=')]);
    // the browser's way keeps working
    expect((await seller.user.send('post', '/api/properties', { listing })).status).toBe(201);
  });

  it('lets only plans with API access create keys, with billing’s upgrade answer, and stops keys on a downgrade', async () => {
    const free = await make.buyer();
    const refused = await createKey(free);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: API_ACCESS_UPGRADE_MESSAGE,
      code: 'plan_limit_reached',
      upgradeRequired: true,
      details: { limit: 'apiAccess', allowed: 0, tier: 'free', suggestedTier: 'pro' },
    });
    // the same answer billing's own rule gives
    try {
      assertWithinPlan(
        {
          buyerTier: 'free',
          sellerTier: 'free',
          buyer: buyerPlan('free').limits,
          seller: sellerPlan('free').limits,
          trialAvailable: true,
          subscriptions: { buyer: null, seller: null },
        },
        'apiAccess',
        0,
        () => API_ACCESS_UPGRADE_MESSAGE,
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PlanLimitReachedError);
      expect((error as PlanLimitReachedError).details).toEqual(refused.body.details);
    }
    expect((await free.user.get('/api/users/me/api-keys')).body).toEqual({ apiAccess: false, keys: [] });
    expect((await createKey(await make.plusBuyer())).status).toBe(403);
    expect((await createKey(await make.sellerOn('pro'))).status).toBe(403);
    expect((await createKey(await make.sellerOn('premium'))).status).toBe(201);

    const pro = await make.proBuyer();
    const { secret } = await keyFor(pro);
    expect((await withKey(test, secret).get('/api/properties/search')).status).toBe(200);
    const downgraded = await pro.user.send('patch', '/api/billing/subscriptions/buyer', { action: 'change-plan', tier: 'plus' });
    expect(downgraded.body.buyerTier).toBe('plus');
    await test.host.projections.settled();
    const stopped = await withKey(test, secret).get('/api/properties/search');
    expect(stopped.status).toBe(403);
    expect(stopped.body).toMatchObject({ upgradeRequired: true, code: 'plan_limit_reached', details: { limit: 'apiAccess' } });
    expect((await pro.user.get('/api/users/me/api-keys')).body.apiAccess).toBe(false);
    // back on Pro, the same key works again
    await pro.user.send('patch', '/api/billing/subscriptions/buyer', { action: 'change-plan', tier: 'pro' });
    await test.host.projections.settled();
    expect((await withKey(test, secret).get('/api/properties/search')).status).toBe(200);
  });

  it('gives members whose plan has API access but who have no copy of it theirs from billing’s restatement, which never overrides a copy', async () => {
    const [pro, premium, plus, free, downgraded] = [
      await make.proBuyer(),
      await make.sellerOn('premium'),
      await make.plusBuyer(),
      await make.buyer(),
      await make.proBuyer(),
    ];
    const sql = (query: string, params: unknown[] = []) =>
      test.database.orm.em.fork().execute<Array<Record<string, unknown>>>(query, params);
    // members on a plan from before identity kept API access copies: billing's events came before them
    await sql('delete from identity.api_access where user_id <> ?', [downgraded.id]);
    expect((await createKey(pro)).status).toBe(403);
    // a copy that says otherwise than billing (as a newer plan event would) stays as it is
    await sql('update identity.api_access set allowed = false where user_id = ?', [downgraded.id]);

    await sql(`insert into billing.entitlement_restatements (reason, requested_at) values ('a new copy', now())`);
    await test.host.runJobs();
    await test.host.runJobs();
    await test.host.projections.settled();
    // every member who has a subscription (the free buyer has none), once, in one batch that closes the request
    const restated = await sql(`select aggregate_id from platform.outbox where type = 'billing.entitlements-restated.v1'`);
    expect(restated.map((row) => row.aggregate_id).sort()).toEqual([pro.id, premium.id, plus.id, downgraded.id].sort());
    expect(await sql('select reason from billing.entitlement_restatements where done_at is null')).toEqual([]);
    // each copy is as of the latest change to the member's subscriptions, so an older plan event delivered later loses to it
    const [copy] = await sql('select as_of from identity.api_access where user_id = ?', [pro.id]);
    const [changed] = await sql('select max(updated_at) as updated_at from billing.subscriptions where user_id = ?', [pro.id]);
    expect(new Date(copy.as_of as string).getTime()).toBe(new Date(changed.updated_at as string).getTime());

    expect((await createKey(pro)).status).toBe(201);
    expect((await createKey(premium)).status).toBe(201);
    expect((await createKey(plus)).status).toBe(403);
    expect((await createKey(free)).status).toBe(403);
    expect((await createKey(downgraded)).status).toBe(403);
    // the next plan event replaces a restated copy
    await pro.user.send('patch', '/api/billing/subscriptions/buyer', { action: 'change-plan', tier: 'plus' });
    await test.host.projections.settled();
    expect((await pro.user.get('/api/users/me/api-keys')).body.apiAccess).toBe(false);
  });

  it('limits each key on its own: 429 with Retry-After over the limit, another key unaffected', async () => {
    const pro = await make.proBuyer();
    const first = await keyFor(pro);
    const second = await keyFor(pro);
    for (let n = 0; n < API_KEY_RATE_LIMIT.limit; n++) {
      // from many addresses, so that only the key's own limit can be reached
      const answer = await withKey(test, first.secret, `10.0.${n}.1`).get('/api/properties/search');
      expect(answer.status).toBe(200);
    }
    const limited = await withKey(test, first.secret).get('/api/properties/search');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the key's budget, not the address limit's
    expect(limited.headers).toMatchObject({
      'ratelimit-policy': '120;w=60',
      'ratelimit-limit': '120',
      'ratelimit-remaining': '0',
      'ratelimit-reset': limited.headers['retry-after'],
    });
    expect(limited.body.message).toContain('This API key made more than 120 requests');
    expect((await withKey(test, second.secret).get('/api/properties/search')).status).toBe(200);
    // the member's cookie session is not the key
    expect((await pro.user.get('/api/properties/search')).status).toBe(200);
  });
});

it('the per-key limit is the documented 120 a minute', () => {
  expect(API_KEY_RATE_LIMIT).toEqual({ name: 'api:key', limit: 120, windowSeconds: 60 });
});
