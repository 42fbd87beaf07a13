/**
 * A loader's prefetches. On the server the page waits for them, so its HTML carries the content
 * (and the data, dehydrated); in the browser they run while the page shows its skeletons.
 * Every loader's prefetch goes through here: one left running on the server would finish while the
 * page streams and reach the browser before hydration, which would then render other HTML than the server's.
 */
export function awaitOnServer(...prefetches: Promise<unknown>[]): Promise<unknown> | undefined {
  if (import.meta.env.SSR) return Promise.all(prefetches);
  // in the browser nobody awaits them: a failed one (a chunk gone after a deploy, the network) is the query's to show
  for (const prefetch of prefetches) prefetch.catch(() => {});
  return undefined;
}
