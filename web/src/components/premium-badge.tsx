import { Crown } from 'lucide-react';

/** The Premium seller plan's badge, on the cards and pages of Premium sellers' listings. */
export function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
      <Crown className="size-3.5" aria-hidden="true" />
      Premium seller
    </span>
  );
}
