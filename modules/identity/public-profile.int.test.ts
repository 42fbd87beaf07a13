import { expect, it } from 'vitest';
import { browser } from '../../src/testing/browser.ts';
import { describeHost, useTestHost } from '../../src/testing/test-host.ts';

describeHost('identity: public profiles', () => {
  const test = useTestHost();

  async function register(account: { email: string; firstName: string; lastName: string }) {
    const user = browser(test.host);
    await user.get('/api/auth/me');
    const response = await user.send('post', '/api/auth/register', { ...account, password: 'quiet-meadow-creek-9', phone: '555-010-4444' });
    expect(response.status).toBe(201);
    return response.body as { id: string };
  }

  it('shows anyone a member’s first name, last initial, picture and member-since date, and nothing private', async () => {
    const { id } = await register({ email: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'lopez' });

    const response = await test.http().get(`/api/users/${id}/public-profile`).expect(200);
    expect(response.body).toEqual({
      id,
      firstName: 'Maria',
      lastInitial: 'L',
      displayName: 'Maria L.',
      profilePicture: null,
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/example\.com|555-010|lopez/i);
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    // the same for a signed-in member looking at someone else
    const viewer = browser(test.host);
    await viewer.get('/api/auth/me');
    await viewer.send('post', '/api/auth/register', {
      email: 'ben@example.com',
      password: 'quiet-meadow-creek-9',
      firstName: 'Ben',
      lastName: 'Okafor',
    });
    expect((await viewer.get(`/api/users/${id}/public-profile`)).body.displayName).toBe('Maria L.');
  });

  it('answers 404 for an unknown or malformed member id', async () => {
    const unknown = await test.http().get('/api/users/0190a1b2-0000-7000-8000-00000000ffff/public-profile').expect(404);
    expect(unknown.body).toMatchObject({ message: 'This member does not exist', code: 'user_not_found' });
    await test.http().get('/api/users/not-a-uuid/public-profile').expect(404);
  });
});
