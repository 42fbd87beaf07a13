import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useLeadPage } from '../api/lead-page.ts';
import { SELLER_LEAD_ANCHOR } from './lazy-seller-lead-form.tsx';
import { SellerLeadSection } from './seller-lead-form.tsx';

/**
 * `/sell/{sellerId}`: a paid seller's own "sell your property" page, to link from their site or
 * cards. Its leads go straight to that seller. A page that takes no requests (no such seller, or a
 * plan without lead capture) sends owners to the network's form on the homepage instead.
 */
export function LeadPageView({ sellerId }: { sellerId: string }) {
  const page = useLeadPage(sellerId);

  if (page.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8" role="status" aria-label="Loading">
        <Skeleton className="h-[900px] w-full rounded-3xl lg:h-[720px]" />
      </div>
    );
  }
  if (page.isError) {
    const gone = isApiError(page.error, 404);
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
        <div role="status" className="flex max-w-md flex-col items-center gap-3 text-center">
          <title>{gone ? 'Page not available | DealAcre' : 'Failed to load | DealAcre'}</title>
          <SearchX className="size-12 text-slate-400" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {gone ? 'This page is not taking requests' : 'Failed to load this page'}
          </h1>
          <p className="text-slate-600">
            {gone
              ? 'The investor’s page is not available. Our investor network still makes cash offers: tell us about your property on the homepage.'
              : 'Please try again in a moment.'}
          </p>
          <Link to="/" hash={SELLER_LEAD_ANCHOR} className={buttonClassName('primary', 'md')}>
            Get a cash offer
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="pb-16">
      <title>{`Sell your property to ${page.data.name} | DealAcre`}</title>
      <SellerLeadSection id={SELLER_LEAD_ANCHOR} investor={page.data} />
    </div>
  );
}
