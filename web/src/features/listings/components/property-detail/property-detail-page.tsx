import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Calculator, Eye, Handshake, Info, MapPin, MapPinOff, Pencil, SearchX, Trash2, TriangleAlert } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { PUBLIC_STATUSES } from '@contracts/listings/contracts/listing-terms.ts';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';
import { useFavoriteSlot } from '@/components/favorite-slot.tsx';
import { useMessagingSlots } from '@/components/messaging-slot.tsx';
import { useOfferSlots } from '@/components/offer-slot.tsx';
import { LazyPinMap } from '@/components/map/lazy-maps.tsx';
import { MapBoundary } from '@/components/map/map-boundary.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { isAdmin, useCurrentUser } from '@/lib/auth.ts';
import { cn, formatDollars, formatNumber } from '@/lib/utils.ts';
import { useProperty, useRecordPropertyView, useSimilarProperties } from '../../api/property.ts';
import { categoryLabel } from '../category-label.ts';
import { DeletePropertyDialog } from '../delete-property-dialog.tsx';
import { formatAcres, PropertyCard } from '../property-card.tsx';
import { PropertyCardSkeleton } from '../property-card-skeleton.tsx';
import { PropertyGallery } from './property-gallery.tsx';
import { dealSpread, fullAddress, paragraphs, propertyFacts, STATUS_LABELS } from './property-format.ts';
import { ReportListingDialog } from './report-listing-dialog.tsx';
import { SellerCard } from './seller-card.tsx';
import { AddressGate } from './address-gate.tsx';
import { ShareButton } from '@/components/share-button.tsx';
import { JV_SEEKING_LABELS } from '../jv-terms.ts';

/** `/property/{id}`: everything about one listing. */
export function PropertyDetailPage({ id }: { id: string }) {
  const { data: property, isPending, isError, error, refetch, isRefetching } = useProperty(id);
  useRecordPropertyView(id, property !== undefined && PUBLIC_STATUSES.includes(property.status));

  if (isPending) return <PropertyDetailSkeleton />;
  if (isError) {
    return isApiError(error, 404) ? (
      <PropertyNotFound />
    ) : (
      <PageMessage icon={<TriangleAlert className="size-10 text-red-500" aria-hidden="true" />} title="Failed to load this property">
        <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Trying again...' : 'Try again'}
        </Button>
      </PageMessage>
    );
  }
  return <PropertyDetails property={property} />;
}

function PropertyDetails({ property }: { property: PropertyDetail }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const isOwner = user !== null && user.id === property.userId;
  const canManage = isOwner || isAdmin(user);
  const text = paragraphs(property.description);
  const messaging = useMessagingSlots();
  const offers = useOfferSlots();
  // the seller does not write to themselves; a listing off public view takes no new conversations
  const contact =
    !isOwner && PUBLIC_STATUSES.includes(property.status)
      ? messaging.contactSeller({ id: property.id, title: property.title, city: property.city, state: property.state })
      : null;

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10" aria-labelledby="property-title">
      <title>{`${property.title} | DealAcre`}</title>
      <Link to="/search" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All properties
      </Link>

      <StatusBanner property={property} canManage={canManage} />

      <header className="mt-4 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-md bg-slate-900 px-2 py-0.5 text-white">{categoryLabel(property.category)}</span>
          {property.featured ? <span className="rounded-md bg-amber-700 px-2 py-0.5 tracking-wider text-white">FEATURED</span> : null}
          {property.openToJointVenture ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800 ring-1 ring-brand-200">
              <Handshake className="size-3.5" aria-hidden="true" />
              Open to JV
            </span>
          ) : null}
        </div>
        <h1 id="property-title" className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {property.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4 text-slate-400" aria-hidden="true" />
            {fullAddress(property)}
          </span>
          {property.viewCount > 0 ? (
            <span className="inline-flex items-center gap-1 text-sm">
              <Eye className="size-4 text-slate-400" aria-hidden="true" />
              {formatNumber(property.viewCount)} {property.viewCount === 1 ? 'view' : 'views'}
            </span>
          ) : null}
        </p>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          <PropertyGallery images={property.images} title={property.title} />
        </div>

        <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Price and seller">
          <div className="space-y-6 lg:sticky lg:top-24">
            <PriceCard property={property} />
            {!canManage && property.status === 'active'
              ? offers.makeOffer({ id: property.id, title: property.title, price: property.price })
              : null}
            {canManage ? (
              <OwnerActions
                property={property}
                inquiries={isOwner ? messaging.inquiries(property.id, 'page') : null}
                offers={isOwner ? offers.listingOffers(property.id) : null}
                onDeleted={() => void navigate({ to: isOwner ? '/dashboard' : '/' })}
              />
            ) : null}
            <SellerCard sellerId={property.userId} premium={property.sellerPremium} action={contact} />
            {user && !canManage && PUBLIC_STATUSES.includes(property.status) ? <ReportListingDialog propertyId={property.id} /> : null}
          </div>
        </aside>

        <div className="space-y-8 lg:col-start-1 lg:row-start-2">
          <Section title="About this property">
            {text.length > 0 ? (
              <div className="space-y-4 leading-relaxed text-slate-700">
                {text.map((paragraph, index) => (
                  <p key={index} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            ) : (
              <p className="text-slate-500">The seller has not added a description yet.</p>
            )}
          </Section>

          <Section title="Property facts">
            <dl className="grid overflow-hidden rounded-xl border border-slate-200 bg-white sm:grid-cols-2">
              {propertyFacts(property).map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 border-b border-slate-100 px-4 py-3 text-sm sm:odd:border-r">
                  <dt className="text-slate-500">{fact.label}</dt>
                  <dd className="text-right font-medium text-slate-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          {property.openToJointVenture ? (
            <Section title="Joint venture terms">
              <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
                <p className="flex items-center gap-2 font-semibold">
                  <Handshake className="size-5" aria-hidden="true" />
                  This seller is open to a joint venture.
                </p>
                <JvTermsDetails terms={property.jvTerms} />
              </div>
            </Section>
          ) : null}

          <Section title="Location">
            <p className="mb-3 text-sm text-slate-600">
              {fullAddress(property)}
              {property.county ? ` · ${countyLabel(property.county)}` : ''}
              {property.addressHidden ? ' · approximate area' : ''}
            </p>
            <AddressGate property={property} isOwner={isOwner} />
            {property.latitude !== null && property.longitude !== null ? (
              <MapBoundary
                fallback={
                  <p
                    role="status"
                    className="flex items-center justify-center gap-2 rounded-xl bg-slate-100 px-4 py-6 text-sm text-slate-500"
                  >
                    <MapPinOff className="size-4" aria-hidden="true" />
                    The map could not be shown.
                  </p>
                }
              >
                <LazyPinMap latitude={property.latitude} longitude={property.longitude} className="h-72 sm:h-80" />
              </MapBoundary>
            ) : (
              <p className="rounded-xl bg-slate-100 px-4 py-6 text-center text-sm text-slate-500">This property has no map location yet.</p>
            )}
          </Section>
        </div>
      </div>

      <SimilarListings id={property.id} />
    </article>
  );
}

function StatusBanner({ property, canManage }: { property: PropertyDetail; canManage: boolean }) {
  if (property.status === 'under_contract' || property.status === 'sold') {
    const sold = property.status === 'sold';
    return (
      <div
        role="status"
        className={cn(
          'mt-4 flex items-center gap-3 rounded-xl px-4 py-3 font-semibold',
          sold ? 'bg-slate-900 text-white' : 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
        )}
      >
        <Info className="size-5 shrink-0" aria-hidden="true" />
        {sold ? 'Sold: this property is no longer available.' : 'Under Contract: this deal is pending and may not take new offers.'}
      </div>
    );
  }
  if (property.review && canManage) {
    const rejected = property.review === 'rejected';
    return (
      <div
        role="status"
        className={cn(
          'mt-4 flex items-start gap-3 rounded-xl px-4 py-3 ring-1',
          rejected ? 'bg-red-50 text-red-900 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
        )}
      >
        <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="[overflow-wrap:anywhere]">
          {rejected ? (
            <>
              <span className="font-semibold">Not approved:</span> {property.reviewReason} Edit the listing and resubmit it for review.
            </>
          ) : (
            <>
              <span className="font-semibold">In review.</span> Only you (and administrators) can see this listing until an administrator
              approves it; you will be told.
            </>
          )}
        </p>
      </div>
    );
  }
  if (property.status === 'active' || !canManage) return null;
  const note: Record<string, string> = {
    draft: 'This listing is a draft: only you (and administrators) can see it. Publish it from your dashboard when it is ready.',
    withdrawn: 'This listing is unpublished: buyers cannot see it. Publish it again from your dashboard.',
    expired: 'This listing expired: buyers cannot see it. Renew it from your dashboard.',
  };
  return (
    <div role="status" className="mt-4 flex items-start gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sky-900 ring-1 ring-sky-200">
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{STATUS_LABELS[property.status]}.</span> {note[property.status]}
      </p>
    </div>
  );
}

function PriceCard({ property }: { property: PropertyDetail }) {
  const spread = dealSpread(property);
  const favoriteToggle = useFavoriteSlot()(property.id, 'page');
  return (
    <section aria-label="Price" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-500">Asking price</p>
      <p className="text-3xl font-bold text-slate-900">{formatDollars(property.price)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {formatDollars(property.pricePerAcre)} per acre · {formatAcres(property.acres)}
      </p>
      {property.arv !== null ? (
        <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">After repair value (ARV)</dt>
            <dd className="font-semibold text-slate-900">{formatDollars(property.arv)}</dd>
          </div>
          {property.estimatedRepairs !== null ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Estimated repairs</dt>
              <dd className="font-semibold text-slate-900">{formatDollars(property.estimatedRepairs)}</dd>
            </div>
          ) : null}
          {spread !== null ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">
                Spread <span className="text-xs text-slate-600">(ARV − price − repairs)</span>
              </dt>
              <dd className={cn('font-bold', spread >= 0 ? 'text-brand-700' : 'text-red-700')}>{formatDollars(spread)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-5 grid gap-2">
        <Link to="/calculator" search={{ propertyId: property.id }} className={cn(buttonClassName('primary', 'md'), 'w-full')}>
          <Calculator className="size-4" aria-hidden="true" />
          Analyze this deal
        </Link>
        <div className="grid auto-cols-fr grid-flow-col gap-2">
          {favoriteToggle}
          <ShareButton title={property.title} what="property" />
        </div>
      </div>
    </section>
  );
}

function OwnerActions({
  property,
  inquiries,
  offers,
  onDeleted,
}: {
  property: PropertyDetail;
  inquiries: ReactNode;
  offers: ReactNode;
  onDeleted: () => void;
}) {
  return (
    <section aria-label="Manage this listing" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Your listing</h2>
      <p className="mt-1 text-sm text-slate-600">
        Status: {property.review === 'pending' ? 'In review' : property.review === 'rejected' ? 'Rejected' : STATUS_LABELS[property.status]}
      </p>
      {inquiries ? <p className="mt-2">{inquiries}</p> : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link to="/property/$id/edit" params={{ id: property.id }} className={buttonClassName('secondary', 'md')}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Link>
        <DeletePropertyDialog
          propertyId={property.id}
          propertyTitle={property.title}
          onDeleted={onDeleted}
          trigger={
            <Button variant="secondary" className="text-red-700 ring-red-200 hover:bg-red-50">
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          }
        />
        {offers ? <div className="col-span-2 grid">{offers}</div> : null}
      </div>
    </section>
  );
}

// memo: a new view count re-renders the page, and the cards need not follow
const SimilarListings = memo(function SimilarListings({ id }: { id: string }) {
  const { data: similar, isPending, isError } = useSimilarProperties(id);
  if (isError || (!isPending && similar.length === 0)) return null;
  return (
    <section aria-labelledby="similar-heading" className="below-fold mt-14 space-y-5">
      <h2 id="similar-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Similar properties
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Similar properties" aria-busy={isPending}>
        {isPending
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <PropertyCardSkeleton />
              </li>
            ))
          : similar.map((property) => (
              <li key={property.id} className="flex">
                <PropertyCard property={property} />
              </li>
            ))}
      </ul>
    </section>
  );
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="below-fold">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PropertyDetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10" aria-busy="true" aria-label="Loading property">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-6 h-5 w-32" />
      <Skeleton className="mt-3 h-9 w-3/4" />
      <Skeleton className="mt-3 h-5 w-1/3" />
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3">
          <Skeleton className="aspect-[16/10] rounded-xl" />
          <div className="flex gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-24 sm:h-20 sm:w-28" />
            ))}
          </div>
          <Skeleton className="mt-6 h-6 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      </div>
    </div>
  );
}

/** 404: the property does not exist, was deleted, or is not public. */
function PropertyNotFound() {
  return (
    <PageMessage icon={<SearchX className="size-12 text-slate-400" aria-hidden="true" />} title="Property not found">
      <title>Property Not Found | DealAcre</title>
      <p className="max-w-md text-slate-600">This property does not exist or is no longer listed.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/search" className={buttonClassName('primary', 'md')}>
          Browse properties
        </Link>
        <Link to="/" className={buttonClassName('secondary', 'md')}>
          Back to Home
        </Link>
      </div>
    </PageMessage>
  );
}

function PageMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        {icon}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** What the seller seeks, the amount and the partner's share, then the seller's note. */
function JvTermsDetails({ terms }: { terms: PropertyDetail['jvTerms'] }) {
  const rows: [string, string][] = [];
  if (terms?.seeking) rows.push(['Looking for', JV_SEEKING_LABELS[terms.seeking]]);
  if (terms?.amount) rows.push([terms.seeking === 'share-buyer' ? 'Price of the share' : 'Amount', formatDollars(terms.amount)]);
  if (terms?.partnerShare) rows.push(["Partner's share of the profit", `${terms.partnerShare}%`]);
  if (rows.length === 0 && !terms?.note) return <p className="mt-2">Terms are open: ask the seller.</p>;
  return (
    <>
      {rows.length > 0 ? (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-brand-700">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {terms?.note ? <p className="mt-3 whitespace-pre-line">{terms.note}</p> : null}
    </>
  );
}
