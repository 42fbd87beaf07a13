import { Link } from '@tanstack/react-router';
import { Clock, Lock, LockOpen } from 'lucide-react';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { useRequestAddress } from '../../api/property.ts';

/**
 * Address gating on the property page (decision 0070): a viewer the street address is withheld from learns why and may
 * ask the seller for it; the seller is reminded that it is hidden.
 */
export function AddressGate({ property, isOwner }: { property: PropertyDetail; isOwner: boolean }) {
  if (isOwner && property.hideAddress) {
    return (
      <p className="mb-3 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
        <Lock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span>
          The street address is hidden from buyers without verified funds. Answer their requests on{' '}
          <Link
            to="/property/$id/offers"
            params={{ id: property.id }}
            hash="address-requests"
            className="font-medium text-brand-700 underline"
          >
            the listing’s offers page
          </Link>
          .
        </span>
      </p>
    );
  }
  if (!property.addressHidden) return null;
  return (
    <div
      className="mb-3 space-y-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
      data-testid="address-gate"
    >
      <p className="flex items-start gap-2">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          The seller shares the street address with buyers whose funds are verified, or when they agree to your request. The map shows the
          approximate area.
        </span>
      </p>
      <AddressRequestAction property={property} />
    </div>
  );
}

function AddressRequestAction({ property }: { property: PropertyDetail }) {
  const { user } = useCurrentUser();
  const request = useRequestAddress(property.id);
  const status = property.addressRequest?.status;
  if (!user) {
    return (
      <Link
        to="/login"
        search={{ redirect: `/property/${property.id}` }}
        className={cn(buttonClassName('secondary', 'sm'), 'w-full sm:w-auto')}
      >
        Sign in to request the address
      </Link>
    );
  }
  if (status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 font-medium">
        <Clock className="size-4" aria-hidden="true" />
        Address requested. The seller will answer soon.
      </p>
    );
  }
  if (status === 'declined') {
    return (
      <p role="status" className="font-medium">
        The seller declined to share the street address. You may still message them or make an offer.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" onClick={() => request.mutate()} disabled={request.isPending} className="w-full sm:w-auto">
        <LockOpen className="size-4" aria-hidden="true" />
        {request.isPending ? 'Requesting...' : 'Request the address'}
      </Button>
      {request.isError ? (
        <p role="alert" className="text-red-700">
          {serverMessage(request.error) ?? 'Your request could not be sent. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
