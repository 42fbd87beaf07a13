import type { OfferStatus } from '@contracts/leads/contracts/offers.ts';
import { cn } from '@/lib/utils.ts';
import { STATUS_LABELS, STATUS_TONES } from '../offer-format.ts';

export function OfferStatusBadge({ status, label }: { status: OfferStatus; label?: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONES[status])}>
      {label ?? STATUS_LABELS[status]}
    </span>
  );
}
