import { CheckCircle2, Circle, FileDown } from 'lucide-react';
import { useState } from 'react';
import type { Offer } from '@contracts/leads/contracts/offers.ts';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn, formatDollars } from '@/lib/utils.ts';
import { contractDraftUrl, useAnswerOffer } from '../api/offers.ts';
import { when } from '../offer-format.ts';

/**
 * An accepted offer's checklist, for either side: the earnest money (due, then received), the end of the
 * inspection period and the closing date, and the assignment contract draft to download. The seller marks the
 * earnest money received.
 */
export function DealChecklist({ offer, side }: { offer: Offer; side: 'buyer' | 'seller' }) {
  const answer = useAnswerOffer();
  // the moment the checklist was opened: a date passed since shows as done on the next visit
  const [now] = useState(() => Date.now());
  const list = offer.checklist;
  if (!list) return null;
  const items: Array<{ label: string; done: boolean }> = [
    {
      label: list.earnestReceivedAt
        ? `Earnest money of ${formatDollars(list.earnestMoney)} received ${when(list.earnestReceivedAt)}`
        : `Earnest money of ${formatDollars(list.earnestMoney)} due ${when(list.earnestDueAt)}`,
      done: list.earnestReceivedAt !== null,
    },
    { label: `Inspection period ends ${when(list.inspectionEndsAt)}`, done: new Date(list.inspectionEndsAt).getTime() <= now },
    { label: `Closing ${when(list.closingAt)}`, done: new Date(list.closingAt).getTime() <= now },
  ];
  return (
    <div className="mt-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Deal checklist</p>
      <ul className="mt-1.5 space-y-1 text-sm text-slate-800" aria-label="Deal checklist">
        {items.map(({ label, done }) => (
          <li key={label} className="flex items-start gap-2">
            {done ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-label="Done" />
            ) : (
              <Circle className="mt-0.5 size-4 shrink-0 text-slate-400" aria-label="To do" />
            )}
            <span>{label}</span>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap gap-2">
        {side === 'seller' && !list.earnestReceivedAt ? (
          <Button
            size="sm"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate(
                { offerId: offer.id, action: 'earnest-received' },
                {
                  onSuccess: () => toast({ title: 'Earnest money marked received' }),
                  onError: (error) =>
                    toast({ title: serverMessage(error) ?? 'That did not work. Please try again.', variant: 'destructive' }),
                },
              )
            }
          >
            Mark earnest money received
          </Button>
        ) : null}
        <a href={contractDraftUrl(offer.id)} download className={cn(buttonClassName('secondary', 'sm'))}>
          <FileDown className="size-4" aria-hidden="true" /> Contract draft (PDF)
        </a>
      </div>
    </div>
  );
}
