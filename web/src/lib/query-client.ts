import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** Spec section 9 caching defaults and the retry rules: reads retry, writes do not. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const QUERY_STALE_TIME = 5 * MINUTE;
export const QUERY_GC_TIME = 30 * MINUTE;
const HOUSEKEEPING_INTERVAL = 4 * HOUR;
const HOUSEKEEPING_MAX_AGE = 2 * HOUR;

/** The HTTP status of an API answer's error (an ApiError, or any error whose message reads "<status>: ..."). */
function statusOf(error: unknown): number | undefined {
  if (isApiError(error)) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * Queries (GET, safe to repeat): up to 2 retries after a network failure or a server error (5xx); none
 * after a 4xx, which asking again would only repeat (signed out, not allowed, not found, invalid, rate limited).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** Doubles from 1 s, capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** `onServer`: the cache of one server render, which never waits on retries (the browser asks again after it takes over). */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // a failed query is not sent with the page, so the browser runs it again itself
        retry: onServer ? false : shouldRetryQuery,
        retryDelay,
      },
      // writes are not idempotent: after a timeout or a lost answer the server may have applied one,
      // and a retry would apply it twice (a second message, listing, charge). The user retries, or a
      // mutation known to be idempotent opts in with its own `retry`.
      mutations: {
        retry: false,
      },
    },
  });
}

/**
 * Removes cached entries whose data was last updated before `now - maxAge`. Entries a mounted
 * component still observes are left alone: removing them would detach what is on screen.
 */
export function removeOldQueries(queryClient: QueryClient, maxAge = HOUSEKEEPING_MAX_AGE, now = Date.now()): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 && query.state.dataUpdatedAt < now - maxAge) cache.remove(query);
  }
}

/**
 * Spec section 9: the cache is cleared on page unload, and every 4 hours entries last updated
 * over 2 hours ago are removed. Returns a function that stops the housekeeping.
 */
export function startCacheHousekeeping(queryClient: QueryClient): () => void {
  const onPageHide = (event: PageTransitionEvent) => {
    // A page kept in the back/forward cache is not unloaded; keep its cache for the return.
    if (!event.persisted) queryClient.clear();
  };
  window.addEventListener('pagehide', onPageHide);
  const timer = window.setInterval(() => removeOldQueries(queryClient), HOUSEKEEPING_INTERVAL);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.clearInterval(timer);
  };
}
