import { Lock } from 'lucide-react';
import { useId } from 'react';
import type { ListingAddressRequests } from '@contracts/listings/contracts/address-requests.ts';
import { VerifiedFundsBadge } from '@/components/verified-funds-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useAddressRequests, useAnswerAddressRequest, useSetAddressGate } from '../api/offers.ts';
import { when } from '../offer-format.ts';

const failed = (error: unknown) => toast({ title: serverMessage(error) ?? 'That did not work. Please try again.', variant: 'destructive' });

const STATUS_TEXT = { approved: 'Address shared', declined: 'Declined' } as const;

/**
 * The seller's address gating on the listing's offers page (decision 0070): the switch that hides the street address
 * from buyers without verified funds, and the buyers who asked for it, each shared with or declined.
 */
export function AddressRequestsPanel({ listingId }: { listingId: string }) {
  const gating = useAddressRequests(listingId);
  const setGate = useSetAddressGate(listingId);
  const switchId = useId();
  if (!gating.data) return null;
  const { hideAddress, requests } = gating.data;
  return (
    <section
      id="address-requests"
      aria-labelledby="address-requests-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="address-requests-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lock className="size-4 text-slate-500" aria-hidden="true" />
        Street address
      </h2>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={hideAddress}
          disabled={setGate.isPending}
          onCheckedChange={(checked) =>
            setGate.mutate(checked, {
              onSuccess: () =>
                toast({
                  title: checked
                    ? 'The street address is hidden from buyers without verified funds'
                    : 'Every buyer sees the street address now',
                }),
              onError: failed,
            })
          }
        />
        <label htmlFor={switchId} className="text-sm text-slate-800">
          <span className="font-semibold">Hide the street address from buyers without verified funds</span>
          <span className="block text-slate-600">
            They see the city, county and ZIP and an approximate map until they ask and you agree.
          </span>
        </label>
      </div>
      {requests.length > 0 ? (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {requests.map((request) => (
            <RequestRow key={request.id} listingId={listingId} request={request} />
          ))}
        </ul>
      ) : hideAddress ? (
        <p className="border-t border-slate-100 pt-3 text-sm text-slate-600">No buyer has asked for the address yet.</p>
      ) : null}
    </section>
  );
}

function RequestRow({ listingId, request }: { listingId: string; request: ListingAddressRequests['requests'][number] }) {
  const answer = useAnswerAddressRequest(listingId);
  const decide = (decision: 'approve' | 'decline') =>
    answer.mutate(
      { requestId: request.id, decision },
      {
        onSuccess: () =>
          toast({ title: decision === 'approve' ? `${request.buyer.name} sees the street address now` : 'Request declined' }),
        onError: failed,
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <div>
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {request.buyer.name}
          {request.buyer.verifiedFunds ? <VerifiedFundsBadge funds={request.buyer.verifiedFunds} /> : null}
        </p>
        <p className="text-slate-600">Asked {when(request.createdAt)}</p>
      </div>
      {request.status === 'pending' ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => decide('approve')} disabled={answer.isPending}>
            Share the address
          </Button>
          <Button size="sm" variant="secondary" onClick={() => decide('decline')} disabled={answer.isPending}>
            Decline
          </Button>
        </div>
      ) : (
        <p className="font-medium text-slate-700">{STATUS_TEXT[request.status]}</p>
      )}
    </li>
  );
}
