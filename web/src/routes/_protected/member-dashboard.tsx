import { createFileRoute, Link } from '@tanstack/react-router';
import { Calculator, CreditCard, Heart, LayoutDashboard, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button.tsx';
import { useFavorites } from '@/features/favorites/api/favorites.ts';
import { PropertyResults } from '@/features/listings/components/search/property-results.tsx';
import { LazySavedSearchesManager } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { MyOffersSection } from '@/features/offers/components/my-offers-section.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';
import { formatNumber } from '@/lib/utils.ts';

export const Route = createFileRoute('/_protected/member-dashboard')({
  component: MemberDashboardPage,
});

/** The search API takes at most this many ids at once: the newest favorites are shown. */
const FAVORITES_SHOWN = 100;

/** A saved search's matched listings, as the search results' cards. */
const renderMatches = (propertyIds: string[]) => (
  <PropertyResults query={{ ids: propertyIds.join(',') }} gridClassName="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3" />
);

/** Where members land after signing in: what they can do next, the properties and the searches they saved. */
function MemberDashboardPage() {
  const { user } = useCurrentUser();
  const favorites = useFavorites(user !== null);
  const ids = favorites.data?.slice(0, FAVORITES_SHOWN).map((favorite) => favorite.propertyId) ?? [];
  const seller = hasSellerCapability(user);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <title>Member Dashboard | DealAcre</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Member Dashboard</h1>
        {user ? <p className="mt-2 text-lg text-slate-600">Welcome back, {user.firstName}.</p> : null}
      </header>

      <nav aria-label="Shortcuts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Shortcut
          to="/search"
          icon={<Search className="size-5" />}
          title="Find deals"
          text="Search by place, price and acreage, on a map."
        />
        <Shortcut
          to="/calculator"
          icon={<Calculator className="size-5" />}
          title="Deal calculator"
          text="Run the numbers on a rental, flip or wholesale deal."
        />
        {seller ? (
          <Shortcut
            to="/dashboard"
            icon={<LayoutDashboard className="size-5" />}
            title="Your listings"
            text="Post, edit and publish your properties."
          />
        ) : (
          <Shortcut
            to="/settings"
            hash="capabilities"
            icon={<Store className="size-5" />}
            title="Start selling"
            text="Enable the seller capability to post deals."
          />
        )}
        <Shortcut
          to="/settings"
          hash="billing"
          icon={<CreditCard className="size-5" />}
          title="Plan and billing"
          text="See your plan, its limits and your receipts."
        />
      </nav>

      <MyOffersSection />

      <LazySavedSearchesManager renderListings={renderMatches} />

      <section aria-labelledby="saved-properties" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="saved-properties" className="text-xl font-semibold text-slate-900">
            Saved properties
          </h2>
          {favorites.data && favorites.data.length > 0 ? (
            <p className="text-sm text-slate-600">
              {formatNumber(favorites.data.length)} {favorites.data.length === 1 ? 'favorite' : 'favorites'}
              {favorites.data.length > FAVORITES_SHOWN ? `, the newest ${FAVORITES_SHOWN} shown` : ''}; those no longer for sale are left
              out
            </p>
          ) : null}
        </div>
        {favorites.isError ? (
          <p role="alert" className="text-red-700">
            Your favorites could not be loaded. Please reload the page.
          </p>
        ) : favorites.data && ids.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Heart className="size-8 text-slate-400" aria-hidden="true" />
            <p className="font-semibold text-slate-900">No saved properties yet</p>
            <p className="max-w-md text-slate-600">Tap the heart on any property to keep it here.</p>
            <Link to="/search" className={buttonClassName('primary', 'md')}>
              Browse deals
            </Link>
          </div>
        ) : favorites.data ? (
          <PropertyResults query={{ ids: ids.join(',') }} />
        ) : null}
      </section>
    </div>
  );
}

function Shortcut({
  to,
  hash,
  icon,
  title,
  text,
}: {
  to: '/search' | '/calculator' | '/dashboard' | '/settings';
  hash?: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      hash={hash}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
    </Link>
  );
}
