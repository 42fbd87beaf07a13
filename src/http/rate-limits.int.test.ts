import { expect, it } from 'vitest';
import { describeHost, useTestHost } from '../testing/test-host.ts';
import { LISTINGS_RATE_LIMITS } from '../../modules/listings/http/rate-limits.ts';
import { UPLOADS_RATE_LIMIT } from './rate-limits.ts';

describeHost('rate limits on the public read side', () => {
  const test = useTestHost({ startDispatcher: false });

  it('holds one address to the search limit with a JSON 429 and RateLimit headers, and leaves other addresses alone', async () => {
    const { limit, windowSeconds } = LISTINGS_RATE_LIMITS.search;
    const from = (address: string) => test.http().get('/api/properties/search').set('X-Forwarded-For', address);

    const first = await from('203.0.113.7').expect(200);
    expect(first.headers).toMatchObject({
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(limit - 1),
      'ratelimit-policy': `${limit};w=${windowSeconds}`,
    });
    for (let request = 2; request <= limit; request++) await from('203.0.113.7').expect(200);

    const refused = await from('203.0.113.7').expect(429).expect('Content-Type', /json/);
    expect(refused.body).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      code: 'rate_limited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    await test.http().get('/api/properties/map').set('X-Forwarded-For', '203.0.113.7').expect(429);

    await from('203.0.113.8').expect(200);
    await test.http().get('/api/properties/00000000-0000-7000-8000-000000000000').set('X-Forwarded-For', '203.0.113.7').expect(404);
  });

  it('limits geocoding per address too', async () => {
    const { limit } = LISTINGS_RATE_LIMITS.geocode;
    for (let request = 1; request <= limit; request++) {
      await test.http().get('/api/geocode?zip=78701').set('X-Forwarded-For', '203.0.113.9').expect(200);
    }
    await test.http().get('/api/geocode?zip=78701').set('X-Forwarded-For', '203.0.113.9').expect(429);
  });

  it('limits the uploaded files served per address', async () => {
    const { limit } = UPLOADS_RATE_LIMIT;
    const from = (address: string) => test.http().get('/uploads/listings/missing.jpg').set('X-Forwarded-For', address);
    const first = await from('203.0.113.10').expect(404);
    expect(first.headers['ratelimit-limit']).toBe(String(limit));
    for (let request = 2; request <= limit; request++) await from('203.0.113.10').expect(404);
    await from('203.0.113.10').expect(429);
    await from('203.0.113.11').expect(404);
  });
});
