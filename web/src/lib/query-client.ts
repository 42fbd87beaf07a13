import { QueryClient } from '@tanstack/react-query';

/** Spec section 9 caching defaults and section 8 retry rules. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const QUERY_STALE_TIME = 5 * MINUTE;
export const QUERY_GC_TIME = 30 * MINUTE;
const HOUSEKEEPING_INTERVAL = 4 * HOUR;
const HOUSEKEEPING_MAX_AGE = 2 * HOUR;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Queries: no retry when the message contains 401 or 404, otherwise up to 2 retries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const message = messageOf(error);
  if (message.includes('401') || message.includes('404')) return false;
  return failureCount < 2;
}

/** Mutations: no retry on 401 or 403, otherwise once. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const message = messageOf(error);
  if (message.includes('401') || message.includes('403')) return false;
  return failureCount < 1;
}

/** Doubles from 1 s, capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay,
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
