import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { useMyLeads } from '../api/leads.ts';

/**
 * The count on `/dashboard`'s Leads tab: the open leads of the seller's markets waiting to be taken
 * (nothing when there are none, or the plan takes no leads).
 */
export function NewLeadsCount({ user }: { user: CurrentUser }) {
  const leads = useMyLeads(user.id);
  const count = leads.data?.canClaim ? leads.data.offered.length : 0;
  if (count === 0) return null;
  return (
    <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-bold text-white tabular-nums">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
