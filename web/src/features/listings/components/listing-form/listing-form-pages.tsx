import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { hasSellerCapability, isAdmin } from '@/lib/auth.ts';
import { editablePropertyQueryOptions } from '../../api/manage-listings.ts';
import { ListingForm, type RenderDemand } from './listing-form.tsx';

function PageFrame({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{`${title} | DealAcre`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{summary}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** Signed in, but not a seller: what posting needs, and where to turn it on. */
function SellerCapabilityNeeded() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Store className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Posting properties needs the seller capability</h2>
        <p className="mt-1 text-slate-600">
          Your account can browse and buy. To list properties, enable the seller capability in your settings. You can then save drafts at
          once, and publish them under a seller plan.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/settings" hash="capabilities">
              Enable selling in Settings
            </Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link to="/pricing">See seller plans</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

/** `/post-property` */
export function PostListingPage({ user, demand }: { user: CurrentUser; demand?: RenderDemand }) {
  return (
    <PageFrame
      title="List a Property"
      summary="Post an investment property for buyers and investors to find. Save a draft any time; publish when it is ready."
    >
      {hasSellerCapability(user) ? <ListingForm user={user} demand={demand} /> : <SellerCapabilityNeeded />}
    </PageFrame>
  );
}

/** `/property/{id}/edit`: the owner (or an administrator) edits the listing. */
export function EditListingPage({ user, id, demand }: { user: CurrentUser; id: string; demand?: RenderDemand }) {
  const query = useQuery(editablePropertyQueryOptions(id));

  if (query.isError && isApiError(query.error, 403)) return <NotYourListing id={id} />;
  if (query.isError) {
    const missing = isApiError(query.error, 404);
    return (
      <PageFrame title="Edit Property" summary="Change the listing's details, photos and price.">
        <Alert variant="error" title={missing ? 'Property not found' : 'The listing could not be loaded'}>
          {missing ? 'It may have been deleted, or the link is wrong.' : 'Please try again in a moment.'}
        </Alert>
        <Button variant="secondary" asChild className="mt-6">
          <Link to="/dashboard">Back to your listings</Link>
        </Button>
      </PageFrame>
    );
  }

  // the form starts from the version read when the page opened, never from an older cached copy
  if (!query.data || !query.isFetchedAfterMount) {
    return (
      <PageFrame title="Edit Property" summary="Change the listing's details, photos and price.">
        <div className="space-y-6" role="status" aria-label="Loading the listing">
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      </PageFrame>
    );
  }

  const property = query.data;
  if (property.userId !== user.id && !isAdmin(user)) return <NotYourListing id={id} />;

  return (
    <PageFrame title="Edit Property" summary={property.title}>
      <ListingForm key={property.id} user={user} property={property} demand={demand} />
    </PageFrame>
  );
}

function NotYourListing({ id }: { id: string }) {
  return (
    <PageFrame title="Edit Property" summary="Change the listing's details, photos and price.">
      <Alert variant="error" title="This is not your listing">
        Only the seller who posted it can edit it.
      </Alert>
      <Button variant="secondary" asChild className="mt-6">
        <Link to="/property/$id" params={{ id }}>
          View the property
        </Link>
      </Button>
    </PageFrame>
  );
}
