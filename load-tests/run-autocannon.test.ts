import { describe, expect, it } from 'vitest';
import { fill, Session } from './journeys.ts';
import { runLoad } from './run-autocannon.ts';

describe('the local load runner', () => {
  it.each([
    'http://10.0.0.5:3000',
    'https://staging.dealacre.example',
    'http://192.168.1.20',
    'http://127.0.0.1.example.com',
    'ftp://127.0.0.1',
  ])('refuses %s before sending anything: it only loads this machine', async (baseUrl) => {
    const lines: string[] = [];
    await expect(
      runLoad({ baseUrl, durationSeconds: 10, connections: 1, log: (line) => lines.push(line), allJourneys: true }),
    ).rejects.toThrow(/^refusing to load-test/);
    expect(lines).toEqual([]);
  });

  it('refuses unknown scenario names, naming the known ones', async () => {
    await expect(
      runLoad({ baseUrl: 'http://127.0.0.1:9', durationSeconds: 10, connections: 1, log: () => {}, scenarioNames: ['checkout'] }),
    ).rejects.toThrow(
      /unknown scenario checkout; known: home, browse-listings, search, map, property, health, sign-in, messaging, saved-searches/,
    );
  });
});

describe('a journey client', () => {
  it('keeps cookies from Set-Cookie, forgets expired ones and echoes the CSRF cookie', () => {
    const session = new Session();
    session.remember(['csrf_token=abc; Path=/; SameSite=Lax', 'dealacre_session=s1; Path=/; HttpOnly']);
    expect(session.headers(true)).toEqual({
      cookie: 'csrf_token=abc; dealacre_session=s1',
      'X-CSRF-Token': 'abc',
      'content-type': 'application/json',
    });
    session.remember('dealacre_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    session.remember('csrf_token=def; Path=/');
    expect(session.headers(false)).toEqual({ cookie: 'csrf_token=def', 'X-CSRF-Token': 'def' });
  });

  it('fills the placeholders it knows and leaves the others', () => {
    expect(fill('/api/conversations/{conversationId}/messages', { conversationId: 'c 1' })).toBe('/api/conversations/c%201/messages');
    expect(fill('/api/saved-searches/{savedSearchId}', {})).toBe('/api/saved-searches/{savedSearchId}');
  });
});
