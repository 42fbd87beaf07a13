import { Link } from '@tanstack/react-router';
import { Calculator, Handshake, Search, Store, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { Button } from '@/components/ui/button.tsx';
import { hasSellerCapability } from '@/lib/auth.ts';
import type { MyListingsSearch } from '../../my-listings-search.ts';
import { SellerListings, type RenderSavedSearchMatches } from './seller-listings.tsx';

const SHORTCUTS: { to: '/search' | '/calculator' | '/joint-venture'; label: string; text: string; icon: LucideIcon }[] = [
  { to: '/search', label: 'Browse deals', text: 'Search listings by place, price, acres and terms, on a list or a map.', icon: Search },
  {
    to: '/calculator',
    label: 'Deal calculator',
    text: 'Run the numbers on a flip, a rental, a wholesale or a BRRRR deal.',
    icon: Calculator,
  },
  { to: '/joint-venture', label: 'Joint venture board', text: 'Find partners for deals open to joint venture.', icon: Handshake },
];

interface DashboardPageProps {
  user: CurrentUser;
  /** the listings table's search, filter, sort and page, from the URL */
  listingsSearch: MyListingsSearch;
  onListingsSearchChange: (search: MyListingsSearch, options?: { replace?: boolean }) => void;
  /** the saved-searches feature's count per listing (the route passes it in: features do not import each other) */
  savedSearchMatches?: RenderSavedSearchMatches;
  /** a card above the listings asking the seller to do something (the leads feature's prompt to choose markets) */
  prompt?: ReactNode;
}

/** `/dashboard` (its Listings tab for sellers): the seller's listings, and the buyer's shortcuts for everyone. */
export function DashboardPage({ user, listingsSearch, onListingsSearchChange, savedSearchMatches, prompt }: DashboardPageProps) {
  const seller = hasSellerCapability(user);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>Dashboard | DealAcre</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <p className="mt-2 text-slate-600">
        Welcome back{user.firstName ? `, ${user.firstName}` : ''}.{' '}
        {seller ? 'Manage your listings and find your next deal.' : 'Find your next deal.'}
      </p>

      <div className="mt-8 space-y-10">
        {prompt}
        {seller ? (
          <SellerListings
            user={user}
            search={listingsSearch}
            onSearchChange={onListingsSearchChange}
            savedSearchMatches={savedSearchMatches}
          />
        ) : null}

        <section aria-labelledby="buyer-tools-title">
          <h2 id="buyer-tools-title" className="text-xl font-semibold text-slate-900">
            {seller ? 'Buying' : 'Your tools'}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.to}>
                <Link
                  to={shortcut.to}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <shortcut.icon className="size-6 text-brand-700" aria-hidden="true" />
                  <span className="mt-3 font-semibold text-slate-900">{shortcut.label}</span>
                  <span className="mt-1 text-sm text-slate-600">{shortcut.text}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            The properties and searches you saved are on your{' '}
            <Link to="/member-dashboard" className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
              member dashboard
            </Link>
            .
          </p>
        </section>

        {seller ? null : (
          <section
            aria-labelledby="sell-title"
            className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Store className="size-5" aria-hidden="true" />
            </span>
            <div className="flex-1">
              <h2 id="sell-title" className="font-semibold text-slate-900">
                Selling a property?
              </h2>
              <p className="mt-1 text-sm text-slate-600">Enable the seller capability to post listings and manage them here.</p>
            </div>
            <Button variant="secondary" asChild>
              <Link to="/settings" hash="capabilities">
                Enable selling
              </Link>
            </Button>
          </section>
        )}
      </div>
    </div>
  );
}
