import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import type { InquiriesPlacement } from '@/components/messaging-slot.tsx';
import { formatNumber } from '@/lib/utils.ts';
import { useInquiryCount } from '../api/inquiries.ts';

const plural = (count: number) => `${formatNumber(count)} ${count === 1 ? 'inquiry' : 'inquiries'}`;

/** How many buyers wrote about one of the seller's listings (and how many are unread), linking to /messages. */
export function InquiriesCount({ propertyId, placement }: { propertyId: string; placement: InquiriesPlacement }) {
  const { data, isPending, isError } = useInquiryCount(propertyId);
  if (isPending) return <span className="text-slate-400">…</span>;
  if (isError) return <span className="text-slate-400">—</span>;
  const { conversations, unread } = data;

  if (placement === 'table') {
    return conversations === 0 ? (
      <span className="tabular-nums">0</span>
    ) : (
      <Link to="/messages" className="font-medium text-brand-700 tabular-nums hover:text-brand-900 hover:underline">
        {formatNumber(conversations)}
        <span className="sr-only"> {conversations === 1 ? 'inquiry' : 'inquiries'}</span>
        {unread > 0 ? <span className="ml-1 text-xs font-semibold text-red-700">({formatNumber(unread)} new)</span> : null}
      </Link>
    );
  }

  if (placement === 'card') {
    return (
      <Link to="/messages" className="inline-flex items-center gap-1 hover:text-brand-700">
        <MessageSquare className="size-4 text-slate-400" aria-hidden="true" />
        {formatNumber(conversations)}
        <span className="sr-only"> {conversations === 1 ? 'inquiry' : 'inquiries'}</span>
        {unread > 0 ? <span className="text-xs font-semibold text-red-700">({formatNumber(unread)} new)</span> : null}
      </Link>
    );
  }

  return (
    <Link
      to="/messages"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      {plural(conversations)}
      {unread > 0 ? <span className="font-semibold text-red-700">({formatNumber(unread)} new)</span> : null}
    </Link>
  );
}
