import { ShieldCheck } from 'lucide-react';
import type { VerifiedFunds } from '@contracts/identity/contracts/verified-funds.ts';
import { formatDollars } from '@/lib/utils.ts';

/** `2027-02-27` → "Feb 27, 2027" */
export const fundsDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * "Funds verified up to $X": a statement an administrator checked, shown on a member's cards and profile while it
 * holds (the server leaves it out once its day has passed).
 */
export function VerifiedFundsBadge({ funds, withExpiry = false }: { funds: VerifiedFunds; withExpiry?: boolean }) {
  const pill = (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
      title={`Checked by DealAcre's team; valid through ${fundsDay(funds.expiresOn)}`}
    >
      <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
      <span>Funds verified up to {formatDollars(funds.amount)}</span>
    </span>
  );
  if (!withExpiry) return pill;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {pill}
      <span className="text-xs text-slate-600">until {fundsDay(funds.expiresOn)}</span>
    </span>
  );
}
