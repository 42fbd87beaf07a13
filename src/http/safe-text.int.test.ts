import { expect, it } from 'vitest';
import { browser } from '../testing/browser.ts';
import { describeHost, useTestHost } from '../testing/test-host.ts';

describeHost('text from outside: control characters and unpaired surrogates', () => {
  const test = useTestHost({ startDispatcher: false });
  let address = 0;

  async function seller() {
    const user = browser(test.host);
    user.agent.set('X-Forwarded-For', `198.51.100.${++address}`);
    await user.get('/api/auth/me');
    const registered = await user.send('post', '/api/auth/register', {
      email: `seller${address}@example.com`,
      password: 'acres-and-acres-9',
      firstName: 'Ada',
      lastName: 'Reyes',
    });
    expect(registered.status).toBe(201);
    expect((await user.send('post', '/api/users/me/capabilities/seller')).status).toBe(200);
    return user;
  }

  /** a JSON body written by hand, so it can carry "\ud800" as the escape JSON allows */
  const rawJson = (user: ReturnType<typeof browser>, method: 'post' | 'patch', path: string, json: string, csrf: string) =>
    user.agent[method](path).set('Content-Type', 'application/json').set('X-CSRF-Token', csrf).send(json);
  const csrfOf = async (user: ReturnType<typeof browser>) => {
    const response = await user.get('/api/auth/me');
    return /csrf_token=([^;]+)/.exec(String(response.headers['set-cookie'] ?? ''))?.[1] ?? '';
  };

  it('refuses a body nested thousands of levels deep with a 400 naming the limit, signed out or in', async () => {
    const deep = `{"email":"ann@example.com","password":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const visitor = browser(test.host);
    const csrf = await csrfOf(visitor);
    const refused = await rawJson(visitor, 'post', '/api/auth/login', deep, csrf);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'The request body is nested deeper than 32 levels', code: 'too_deeply_nested' });

    const user = await seller();
    const created = await rawJson(user, 'post', '/api/analyses', deep, await csrfOf(user));
    expect(created.status).toBe(400);
    expect(created.body.code).toBe('too_deeply_nested');
  });

  it('refuses a NUL byte in any field with a 400 naming it, and stores nothing', async () => {
    const visitor = browser(test.host);
    await visitor.get('/api/auth/me');
    const login = await visitor.send('post', '/api/auth/login', { email: 'ann\u0000@example.com', password: 'whatever-long' });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({
      message: 'email contains a control character (such as a NUL byte)',
      details: [{ path: ['email'] }],
    });

    const user = await seller();
    const profile = await user.send('patch', '/api/users/me', { firstName: 'Ada\u0000' });
    expect(profile.status).toBe(400);
    expect(profile.body.details[0].path).toEqual(['firstName']);
    expect((await user.get('/api/auth/me')).body.firstName).toBe('Ada');

    const analysis = await user.send('post', '/api/analyses', { name: 'Deal\u0000', strategy: 'rental', inputs: {} });
    expect(analysis.status).toBe(400);
    expect(analysis.body.details[0].path).toEqual(['name']);

    const listing = await user.send('post', '/api/properties', {
      listing: { title: 'Ranch\u0000 land', category: 'land', city: 'Austin', state: 'TX', acres: 5, price: 50_000 },
      publish: false,
    });
    expect(listing.status).toBe(400);
    expect(listing.body.details[0].path).toEqual(['listing', 'title']);
    expect((await user.get('/api/my/properties')).body.listings).toEqual([]);

    expect((await visitor.get('/api/properties/search?q=a%00b')).status).toBe(400);
    expect((await visitor.get('/api/properties/%00')).status).toBe(400);
  });

  it('refuses unpaired surrogates the JSON escapes can carry', async () => {
    const user = await seller();
    const csrf = await csrfOf(user);
    const login = await rawJson(user, 'post', '/api/auth/login', '{"email":"\\ud800@example.com","password":"whatever-long"}', csrf);
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('email contains an invalid character (an unpaired surrogate)');
    const profile = await rawJson(user, 'patch', '/api/users/me', '{"lastName":"Reyes\\udc00"}', csrf);
    expect(profile.status).toBe(400);
    const listing = await rawJson(
      user,
      'post',
      '/api/properties',
      '{"listing":{"title":"Ranch \\ud83d land","category":"land","city":"Austin","state":"TX","acres":5,"price":50000},"publish":false}',
      csrf,
    );
    expect(listing.status).toBe(400);
    expect(listing.body.details[0].path).toEqual(['listing', 'title']);
  });

  it('refuses text-direction controls and line breaks in titles and names, but keeps emoji and other scripts', async () => {
    const user = await seller();
    const spoofed = await user.send('post', '/api/properties', {
      listing: { title: 'Ranch for sale \u202Eexe.fdp', category: 'land', city: 'Austin', state: 'TX', acres: 5, price: 50_000 },
      publish: false,
    });
    expect(spoofed.status).toBe(400);
    expect(spoofed.body.details[0]).toMatchObject({
      path: ['listing', 'title'],
      message: 'Title must be one line of plain text, without line breaks or text-direction controls',
    });
    expect((await user.send('patch', '/api/users/me', { lastName: 'Reyes\u2066admin\u2069' })).status).toBe(400);
    expect((await user.send('patch', '/api/users/me', { firstName: 'Ada\nAdmin' })).status).toBe(400);

    const fine = await user.send('post', '/api/properties', {
      listing: {
        title: 'Rancho 🏡 Señora – 日本',
        description: 'Two lines\nof description',
        category: 'land',
        city: 'Austin',
        state: 'TX',
        acres: 5,
        price: 50_000,
      },
      publish: false,
    });
    expect(fine.status).toBe(201);
    expect(fine.body.title).toBe('Rancho 🏡 Señora – 日本');
  });
});
