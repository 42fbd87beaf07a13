import { Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ListingDemandRequest } from '@contracts/engagement/contracts/saved-searches.ts';
import { formatNumber } from '@/lib/utils.ts';
import { useListingDemand, useListingsDemand } from '../api/saved-searches.ts';

/** The form's fields settle this long before the count is asked for. */
const DEMAND_DEBOUNCE_MS = 1_000;

/** `value` once it has not changed (as JSON) for `delay` ms: a form hands over a new object on every render. */
function useSettled<T>(value: T, delay: number): T {
  const key = JSON.stringify(value);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return useMemo(() => JSON.parse(settledKey) as T, [settledKey]);
}

const buyers = (count: number) => `Matches ${formatNumber(count)} ${count === 1 ? "buyer's saved search" : "buyers' saved searches"}`;

/**
 * "Matches N buyers' saved searches" under a listing form, for its current fields (null until the
 * form has a category, a state and a price). A count only: nobody is named.
 */
export function ListingDemandLine({ request }: { request: ListingDemandRequest | null }) {
  const settled = useSettled(request, DEMAND_DEBOUNCE_MS);
  const demand = useListingDemand(settled);
  if (request === null) {
    return <p className="text-sm text-slate-500">Add a category, a state and a price to see how many buyers' saved searches it matches.</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
      <Users className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {demand.data ? (
        <strong className="font-semibold">{buyers(demand.data.count)}</strong>
      ) : demand.isError ? (
        'Matching saved searches could not be counted.'
      ) : (
        'Counting matching saved searches…'
      )}
    </p>
  );
}

/** The demand endpoint counts at most this many listings per request. */
const DEMAND_BATCH = 100;

/**
 * The saved-search matches of one of the owner's active listings: each batch of 100 of `activeIds`
 * is one request, shared by the rows in it.
 */
export function ListingMatchesCount({ propertyId, activeIds }: { propertyId: string; activeIds: readonly string[] }) {
  const index = Math.max(activeIds.indexOf(propertyId), 0);
  const batchStart = index - (index % DEMAND_BATCH);
  const demand = useListingsDemand(activeIds.slice(batchStart, batchStart + DEMAND_BATCH));
  const count = demand.data?.counts[propertyId];
  if (count === undefined) return <span className="text-slate-400">{demand.isPending ? '…' : '—'}</span>;
  return <span className="tabular-nums">{formatNumber(count)}</span>;
}
