import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useSellerProfile } from '../../api/property.ts';
import { PremiumBadge } from '@/components/premium-badge.tsx';
import { formatMonthYear } from './property-format.ts';

/**
 * Who is selling: first name, last initial, picture, member-since month and the Premium badge, and `action` below (the
 * messaging feature's contact button, through the page's slot).
 */
export function SellerCard({ sellerId, premium, action }: { sellerId: string; premium: boolean; action?: ReactNode }) {
  const { data: seller, isPending, isError } = useSellerProfile(sellerId);

  return (
    <section aria-labelledby="seller-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="seller-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Seller
      </h2>
      {isPending ? (
        <div className="mt-3 flex items-center gap-3" aria-busy="true" aria-label="Loading seller">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ) : isError ? (
        <p className="mt-3 text-sm text-slate-600">The seller’s profile is not available.</p>
      ) : (
        <div className="mt-3 flex items-center gap-3">
          {seller.profilePicture ? (
            <img src={seller.profilePicture} alt="" className="size-12 rounded-full object-cover ring-1 ring-slate-200" />
          ) : (
            <span
              className="flex size-12 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
              aria-hidden="true"
            >
              {seller.firstName.charAt(0).toUpperCase() || <UserRound className="size-5" />}
              {seller.lastInitial}
            </span>
          )}
          <div>
            <p className="font-semibold text-slate-900">{seller.displayName}</p>
            <p className="text-sm text-slate-600">Member since {formatMonthYear(seller.memberSince)}</p>
            {premium ? (
              <p className="mt-1">
                <PremiumBadge />
              </p>
            ) : null}
          </div>
        </div>
      )}
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}
