import { createFileRoute, Link } from '@tanstack/react-router';
import { readCampaignsSearch } from '@/features/campaigns/campaigns-search.ts';
import { CampaignsPage } from '@/features/campaigns/components/campaigns-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';

/**
 * `/bulk-invitations`: a seller's email campaigns to their buyers list; members who do not sell see how to.
 * `?listing=ID` opens a new campaign sending that listing to the buyers who fit it.
 */
export const Route = createFileRoute('/_protected/bulk-invitations')({
  validateSearch: readCampaignsSearch,
  component: BulkInvitationsPage,
});

function BulkInvitationsPage() {
  const { user } = useCurrentUser();
  const { listing } = Route.useSearch();
  if (!hasSellerCapability(user)) return <ForSellers />;
  return <CampaignsPage key={listing ?? ''} presetListingId={listing ?? null} />;
}

function ForSellers() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <title>Bulk Invitations | DealAcre</title>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For sellers</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Bulk Invitations</h1>
      <p className="mt-3 text-lg text-slate-600">
        Sellers email their deals to their buyers list and invite their contacts to join DealAcre. Turn on selling in your settings; email
        campaigns come with the Premium plan.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/pricing">View seller plans</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/settings">Turn on selling</Link>
        </Button>
      </div>
    </section>
  );
}
