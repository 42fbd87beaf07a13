import { describe, expect, it } from 'vitest';
import { createQueryClient, removeOldQueries, retryDelay, shouldRetryMutation, shouldRetryQuery } from './query-client.ts';

describe('retry rules (spec section 8)', () => {
  it('does not retry queries on 401 or 404, and retries others up to twice', () => {
    expect(shouldRetryQuery(0, new Error('401: signed out'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('404: {"message":"Not found"}'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('500: boom'))).toBe(true);
    expect(shouldRetryQuery(1, new Error('500: boom'))).toBe(true);
    expect(shouldRetryQuery(2, new Error('500: boom'))).toBe(false);
  });

  it('does not retry mutations on 401 or 403, and retries others once', () => {
    expect(shouldRetryMutation(0, new Error('401: signed out'))).toBe(false);
    expect(shouldRetryMutation(0, new Error('403: not allowed'))).toBe(false);
    expect(shouldRetryMutation(0, new Error('500: boom'))).toBe(true);
    expect(shouldRetryMutation(1, new Error('500: boom'))).toBe(false);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('cache housekeeping (spec section 9)', () => {
  it('removes unobserved entries last updated over the maximum age ago', () => {
    const queryClient = createQueryClient();
    const now = Date.now();
    queryClient.setQueryData(['old'], 1, { updatedAt: now - 3 * 60 * 60 * 1000 });
    queryClient.setQueryData(['fresh'], 2, { updatedAt: now - 60 * 60 * 1000 });

    removeOldQueries(queryClient, 2 * 60 * 60 * 1000, now);

    expect(queryClient.getQueryData(['old'])).toBeUndefined();
    expect(queryClient.getQueryData(['fresh'])).toBe(2);
  });
});
