import { CSRF_COOKIE } from '../shared/kernel/csrf.ts';
import supertest from 'supertest';
import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { FREE_SIGN_IN_FAILURES, signInWaitSeconds } from './application/sign-in-throttle.ts';
import { IDENTITY_RATE_LIMITS } from './application/rate-limits.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';

const clock = {
  current: new Date('2026-11-22T12:00:00Z'),
  now() {
    return this.current;
  },
};

const maria = {
  email: 'Maria.Lopez@Example.com',
  password: 'land-for-sale-42',
  firstName: 'Maria',
  lastName: 'Lopez',
  phone: '555-010-2030',
};

describeHost('identity: accounts and sessions', () => {
  const test = useTestHost({ hostOptions: { clock } });

  async function registered() {
    const user = browser(test.host);
    await user.get('/api/auth/me');
    const response = await user.send('post', '/api/auth/register', maria);
    expect(response.status).toBe(201);
    return { user, response };
  }

  it('registers a buyer, signs them in with a secure session cookie, and answers /me', async () => {
    clock.current = new Date('2026-11-22T12:00:00Z');
    const { user, response } = await registered();
    expect(response.body).toEqual({
      id: expect.any(String),
      email: 'maria.lopez@example.com',
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '555-010-2030',
      profilePicture: null,
      roles: ['buyer'],
      activeRole: 'buyer',
      buyerTier: 'free',
      role: 'user',
      emailVerified: false,
      hasPassword: true,
    });
    expect(user.sessionCookie(response)).toMatch(/HttpOnly/);
    expect(user.sessionCookie(response)).toMatch(/SameSite=Lax/);
    expect((await user.get('/api/auth/me')).body).toEqual(response.body);

    const [stored] = await test.database.orm.em.fork().execute('select password_hash from identity.users');
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses bad registrations with clear messages and creates nothing', async () => {
    const user = browser(test.host);
    await user.get('/api/auth/me');
    const missing = await user.send('post', '/api/auth/register', { email: 'not-an-email', password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining(['Please enter a valid email address', 'Password must be at least 8 characters', 'First name is required']),
    );
    const common = await user.send('post', '/api/auth/register', { ...maria, password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common. Choose one that is harder to guess.');
    expect(await test.database.orm.em.fork().execute('select count(*)::int as n from identity.users')).toEqual([{ n: 0 }]);

    await registered();
    const again = await browser(test.host)
      .get('/api/auth/me')
      .then(async () => {
        const other = browser(test.host);
        await other.get('/api/auth/me');
        return other.send('post', '/api/auth/register', { ...maria, email: 'maria.lopez@example.com' });
      });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists. Sign in instead.');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    await registered();
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const wrong = await visitor.send('post', '/api/auth/login', { email: maria.email, password: 'not-her-password' });
    const unknown = await visitor.send('post', '/api/auth/login', { email: 'nobody@example.com', password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('starts a new session at every sign-in and ends it at sign-out', async () => {
    const { user, response: registration } = await registered();
    const signIn = await user.send('post', '/api/auth/login', { email: maria.email, password: maria.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.firstName).toBe('Maria');
    const first = user.sessionCookie(registration)!.split(';')[0];
    const second = user.sessionCookie(signIn)!.split(';')[0];
    expect(second).not.toBe(first);
    await supertest(test.host.app).get('/api/auth/me').set('Cookie', first).expect(401);
    await supertest(test.host.app).get('/api/auth/me').set('Cookie', second).expect(200);

    expect((await user.send('post', '/api/auth/logout')).body).toEqual({ message: 'Signed out' });
    await supertest(test.host.app).get('/api/auth/me').set('Cookie', second).expect(401);
    expect(await test.database.orm.em.fork().execute('select count(*)::int as n from identity.sessions')).toEqual([{ n: 0 }]);
  });

  it('signs out every device on request', async () => {
    const { user: laptop } = await registered();
    const phone = browser(test.host);
    await phone.get('/api/auth/me');
    await phone.send('post', '/api/auth/login', { email: maria.email, password: maria.password });
    await laptop.send('post', '/api/auth/logout-everywhere');
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session left unused longer than the idle limit, and any session after the absolute limit', async () => {
    clock.current = new Date('2026-11-22T12:00:00Z');
    const { user } = await registered();
    clock.current = new Date('2026-11-28T12:00:00Z'); // 6 days: still inside the 7-day idle window
    expect((await user.get('/api/auth/me')).status).toBe(200);
    clock.current = new Date('2026-12-06T12:00:00Z'); // 8 days after the last use
    expect((await user.get('/api/auth/me')).status).toBe(401);

    clock.current = new Date('2026-11-22T12:00:00Z');
    const { user: daily } = await browser(test.host)
      .get('/api/auth/me')
      .then(async () => {
        const other = browser(test.host);
        await other.get('/api/auth/me');
        await other.send('post', '/api/auth/login', { email: maria.email, password: maria.password });
        return { user: other };
      });
    for (let day = 1; day <= 29; day += 4) {
      clock.current = new Date(Date.UTC(2026, 10, 22 + day, 12));
      expect((await daily.get('/api/auth/me')).status).toBe(200);
    }
    clock.current = new Date(Date.UTC(2026, 10, 22 + 31, 12));
    expect((await daily.get('/api/auth/me')).status).toBe(401);
    clock.current = new Date('2026-11-22T12:00:00Z');
  });

  it('forgets the browsers and addresses of ended sessions once they are older than the 60-day referral window', async () => {
    const places = async () =>
      (
        await test.database.orm.em
          .fork()
          .execute<Array<{ user_agent: string }>>('select user_agent from identity.sign_in_places order by user_agent')
      ).map((row) => row.user_agent);
    const signInFrom = async (userAgent: string) => {
      const user = browser(test.host);
      user.agent.set('User-Agent', userAgent).set('X-Forwarded-For', '203.0.113.40');
      await user.get('/api/auth/me');
      expect((await user.send('post', '/api/auth/login', { email: maria.email, password: maria.password })).status).toBe(200);
      expect((await user.send('post', '/api/auth/logout')).status).toBe(200);
    };
    clock.current = new Date('2026-11-22T12:00:00Z');
    await registered();
    await signInFrom('Old/1');
    clock.current = new Date('2027-01-01T12:00:00Z');
    await signInFrom('Recent/1');
    expect(await places()).toEqual(['Old/1', 'Recent/1']);

    clock.current = new Date('2027-01-20T12:00:00Z'); // 59 days after the first: still read by the self-referral check
    await test.host.runJobs();
    expect(await places()).toEqual(['Old/1', 'Recent/1']);
    clock.current = new Date('2027-01-22T12:00:01Z'); // just over 60 days
    await test.host.runJobs();
    expect(await places()).toEqual(['Recent/1']);
    clock.current = new Date('2026-11-22T12:00:00Z');
  });

  it('refuses a mutation without the CSRF token', async () => {
    const visitor = supertest.agent(test.host.app);
    const first = await visitor.get('/api/auth/me');
    const response = await visitor.post('/api/auth/login').send({ email: maria.email, password: maria.password }).expect(403);
    expect(response.body).toEqual({ message: 'Your session could not be verified. Reload the page and try again.', code: 'csrf_failed' });
    // as many characters as the token, but more bytes: "é" travels in UTF-8, two bytes the server reads as two characters
    const token = new RegExp(`${CSRF_COOKIE}=([\\w-]+)`).exec(String(first.headers['set-cookie']))?.[1] ?? '';
    expect(token).toHaveLength(43);
    const lookalike = await visitor
      .post('/api/auth/login')
      .set('X-CSRF-Token', `é${token.slice(2)}`)
      .send({ email: maria.email, password: maria.password });
    expect(lookalike.status).toBe(403);
    expect(lookalike.body.code).toBe('csrf_failed');
  });

  it("refuses a token the member's session did not sign, and any mutation from another site", async () => {
    // from an address of its own: registrations are limited per address, and Redis keeps the count between tests
    const member = browser(test.host);
    member.agent.set('X-Forwarded-For', '198.51.100.77');
    await member.get('/api/auth/me');
    const signedIn = await member.send('post', '/api/auth/register', maria);
    expect(signedIn.status).toBe(201);
    const session = member.sessionCookie(signedIn)!.split(';')[0];
    const issued = new RegExp(`${CSRF_COOKIE}=([\\w.-]+)`).exec(String(signedIn.headers['set-cookie']))?.[1] ?? '';
    expect(issued).toMatch(/^[\w-]{22}\.[\w-]{43}$/);

    // a cookie and header of the attacker's choosing, sent with the member's session
    for (const chosen of ['a'.repeat(43), `${'a'.repeat(22)}.${'b'.repeat(43)}`]) {
      const forged = await supertest(test.host.app)
        .post('/api/favorites')
        .set({ Cookie: `${session}; ${CSRF_COOKIE}=${chosen}`, 'X-CSRF-Token': chosen })
        .send({ propertyId: '00000000-0000-4000-8000-000000000000' });
      expect(forged.status).toBe(403);
      expect(forged.body.code).toBe('csrf_failed');
      // the refusal hands the browser a token its session signed
      expect(String(forged.headers['set-cookie'])).toMatch(new RegExp(`${CSRF_COOKIE}=[\\w-]{22}\\.`));
    }

    const fromElsewhere = await member.agent
      .post('/api/favorites')
      .set({ 'X-CSRF-Token': issued, Origin: 'https://evil.example' })
      .send({ propertyId: '00000000-0000-4000-8000-000000000000' });
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.body).toEqual({ message: 'Requests from other sites are refused.', code: 'cross_origin' });

    // the member's own page, same token, this site's origin: past both checks (the property does not exist)
    const ownPage = await member.agent
      .post('/api/favorites')
      .set({ 'X-CSRF-Token': issued, Origin: new URL(test.host.config.PUBLIC_URL).origin })
      .send({ propertyId: '00000000-0000-4000-8000-000000000000' });
    expect(ownPage.status).toBe(404);
  });

  it('slows a guessing address down without locking the owner out', async () => {
    await registered();
    const attacker = browser(test.host);
    attacker.agent.set('X-Forwarded-For', '203.0.113.66');
    await attacker.get('/api/auth/me');
    for (let attempt = 0; attempt < FREE_SIGN_IN_FAILURES; attempt++) {
      expect((await attacker.send('post', '/api/auth/login', { email: maria.email, password: `guess-${attempt}-xx` })).status).toBe(401);
    }
    // the guessing address now waits before its next try, even with the right password
    const limited = await attacker.send('post', '/api/auth/login', { email: maria.email, password: maria.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(signInWaitSeconds(FREE_SIGN_IN_FAILURES));
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds?\.$/);

    // the owner, from her own address, signs in at once
    const owner = browser(test.host);
    owner.agent.set('X-Forwarded-For', '198.51.100.20');
    await owner.get('/api/auth/me');
    expect((await owner.send('post', '/api/auth/login', { email: maria.email, password: maria.password })).status).toBe(200);
  });

  it('stops an address that fails on many accounts for the rest of the hour', async () => {
    const sprayer = browser(test.host);
    sprayer.agent.set('X-Forwarded-For', '203.0.113.77');
    await sprayer.get('/api/auth/me');
    const { limit } = IDENTITY_RATE_LIMITS.signInFailuresPerAddress;
    for (let account = 0; account < limit; account++) {
      expect(
        (await sprayer.send('post', '/api/auth/login', { email: `someone${account}@example.com`, password: 'password-spray-1' })).status,
      ).toBe(401);
    }
    const stopped = await sprayer.send('post', '/api/auth/login', { email: 'another@example.com', password: 'password-spray-1' });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(60 * 59);
  });
});

describeHost('identity: modes and roles', () => {
  const test = useTestHost();

  it('switches mode only to a held capability', async () => {
    const user = browser(test.host);
    await user.get('/api/auth/me');
    await user.send('post', '/api/auth/register', maria);
    const refused = await user.send('patch', '/api/users/switch-mode', { mode: 'seller' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Enable seller capability first');

    const enabled = await user.send('post', '/api/users/me/capabilities/seller');
    expect(enabled.body.roles).toEqual(['buyer', 'seller']);
    const switched = await user.send('patch', '/api/users/switch-mode', { mode: 'seller' });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ roles: ['buyer', 'seller'], activeRole: 'seller' });
    await test.host.projections.settled();
    expect((await user.get('/api/auth/me')).body.activeRole).toBe('seller');
  });

  it('lets only administrators grant roles, and never from the email address', async () => {
    const sneaky = browser(test.host);
    await sneaky.get('/api/auth/me');
    const registered = await sneaky.send('post', '/api/auth/register', { ...maria, email: 'admin@dealacre.com' });
    expect(registered.body.role).toBe('user');
    const selfGrant = await sneaky.send('post', `/api/admin/users/${registered.body.id}/roles`, { grant: ['admin'] });
    expect(selfGrant.status).toBe(403);

    await test.grantAdmin(registered.body.id);
    const other = browser(test.host);
    await other.get('/api/auth/me');
    const target = await other.send('post', '/api/auth/register', { ...maria, email: 'ben@example.com' });
    await test.host.reindex();
    const granted = await sneaky.send('post', `/api/admin/users/${target.body.id}/roles`, { grant: ['seller'] });
    expect(granted.status).toBe(200);
    expect(granted.body.roles).toEqual(['buyer', 'seller']);
    await test.host.projections.settled();
    expect((await other.get('/api/auth/me')).body.roles).toEqual(['buyer', 'seller']);
  });
});
