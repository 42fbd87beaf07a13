import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, removeOldQueries, retryDelay, shouldRetryQuery } from './query-client.ts';

describe('retry rules', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not retry queries on a 4xx, and retries others up to twice', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'no', null))).toBe(false);
    }
    expect(shouldRetryQuery(0, new Error('404: {"message":"Not found"}'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('500: boom'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(500, 'boom', null))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(503, 'Service Unavailable', null))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(0, new Error('the answer for 401 Main St was empty'))).toBe(true); // a status only leads the message
    expect(shouldRetryQuery(1, new ApiError(500, 'boom', null))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(500, 'boom', null))).toBe(false);
  });

  it('calls a failing mutation once: a write may have been applied before it failed', async () => {
    const queryClient = createQueryClient();
    for (const error of [
      new ApiError(500, 'boom', null),
      new ApiError(502, 'Bad Gateway', null),
      new TypeError('Failed to fetch'),
      new ApiError(422, 'no', null),
    ]) {
      const mutationFn = vi.fn(async () => {
        throw error;
      });
      const observer = new MutationObserver(queryClient, { mutationFn });
      await expect(observer.mutate()).rejects.toBe(error);
      expect(mutationFn).toHaveBeenCalledTimes(1);
    }
  });

  it('retries a failing GET twice after a network or server error, with growing delays, and not after a 4xx', async () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const attempts = async (error: Error) => {
      const queryFn = vi.fn(async () => {
        throw error;
      });
      const result = queryClient.fetchQuery({ queryKey: ['failing', error.message], queryFn }).catch((failure: unknown) => failure);
      await vi.advanceTimersByTimeAsync(999);
      const beforeFirstDelay = queryFn.mock.calls.length;
      await vi.runAllTimersAsync();
      expect(await result).toBe(error);
      return [beforeFirstDelay, queryFn.mock.calls.length];
    };
    expect(await attempts(new ApiError(500, 'boom', null))).toEqual([1, 3]);
    expect(await attempts(new TypeError('Failed to fetch'))).toEqual([1, 3]);
    expect(await attempts(new ApiError(404, 'Not found', null))).toEqual([1, 1]);
    expect(await attempts(new ApiError(400, 'Bad request', null))).toEqual([1, 1]);
  });

  it('asks once in a server render, which never waits on retries', async () => {
    const queryFn = vi.fn(async () => {
      throw new ApiError(503, 'The service is briefly unavailable.', null);
    });
    const failure = await createQueryClient({ onServer: true })
      .fetchQuery({ queryKey: ['failing-on-server'], queryFn })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
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
