import { Link, useNavigate } from '@tanstack/react-router';
import { BellRing, Bookmark, ExternalLink } from 'lucide-react';
import { savedSearchParams, type SavedSearch } from '@contracts/engagement/contracts/saved-searches.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { formatNumber } from '@/lib/utils.ts';
import { useOpenSavedSearch, useSavedSearches, type CreateSavedSearchInput } from '../api/saved-searches.ts';
import { criteriaSummary, hasMoreThanHomeFilters, homeFiltersOf, type HomeFilters } from '../saved-search-format.ts';
import { searchPageHref } from '../search-href.ts';
import { SaveSearchButton } from './save-search-button.tsx';

interface HomeSavedSearchesProps {
  /** the homepage's filters as the search API's query, for "Save current search" */
  currentCriteria: CreateSavedSearchInput['criteria'];
  /** applies a loaded search's filters to the homepage and shows its list */
  onLoad: (filters: HomeFilters) => void;
}

/**
 * The homepage's "Saved" tab (spec section 2): the member's saved searches, each loaded with one
 * click (its category and words, then the list tab), and saving the current one. Visitors are
 * invited to sign in or register.
 */
export function HomeSavedSearches({ currentCriteria, onLoad }: HomeSavedSearchesProps) {
  const { user, isLoading } = useCurrentUser();
  const list = useSavedSearches(user?.id);
  const open = useOpenSavedSearch(user?.id ?? '');

  if (isLoading || (user && list.isPending)) return <SavedTabSkeleton />;
  if (!user) return <SignInPrompt />;

  const load = (search: SavedSearch) => {
    // only a marker for the new-match count: the search loads whether or not it is recorded
    open.mutate(search.id);
    onLoad(homeFiltersOf(search.criteria));
  };

  const saveCurrent = <SaveSearchButton criteria={currentCriteria} label="Save current search" variant="primary" />;

  if (list.isError) {
    return (
      <Alert variant="error" title="Your saved searches could not be loaded">
        <Button variant="secondary" size="sm" className="mt-1" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const searches = list.data?.searches ?? [];
  if (searches.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Bookmark className="size-8 text-slate-400" aria-hidden="true" />
        <p className="font-semibold text-slate-900">No saved searches yet</p>
        <p className="max-w-md text-slate-600">
          Choose a category or type a few words above, then save the search to load it here in one click.
        </p>
        {saveCurrent}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {list.data && list.data.total > searches.length
            ? `Your newest ${formatNumber(searches.length)} of ${formatNumber(list.data.total)}: load one to show its listings.`
            : 'Load a search to show its listings.'}{' '}
          <Link to="/member-dashboard" hash="saved-searches" className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
            Manage saved searches
          </Link>
        </p>
        {saveCurrent}
      </div>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Your saved searches">
        {searches.map((search) => (
          <li key={search.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span className="min-w-0 break-words">{search.name}</span>
                {search.newMatches > 0 ? (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {formatNumber(search.newMatches)} new
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-slate-600">{criteriaSummary(search.criteria).join(' · ')}</p>
              {hasMoreThanHomeFilters(search.criteria) ? (
                <p className="mt-1 text-xs text-slate-500">Here it filters by category and words; open it in Search for every filter.</p>
              ) : null}
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <Button size="sm" onClick={() => load(search)} aria-label={`Load ${search.name}`}>
                Load
              </Button>
              <OpenInSearch search={search} onOpen={() => open.mutate(search.id)} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenInSearch({ search, onOpen }: { search: SavedSearch; onOpen: () => void }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        onOpen();
        void navigate({ href: searchPageHref(savedSearchParams(search.criteria)) });
      }}
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      Open in Search
    </Button>
  );
}

function SignInPrompt() {
  const redirect = '/?tab=saved';
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <BellRing className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-semibold text-slate-900">Keep your searches and hear about new deals</p>
      <p className="max-w-md text-slate-600">
        Sign in to see your saved searches here, load one in a click, and get alerts when new listings match.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/login" search={{ redirect }} className={buttonClassName('primary', 'md')}>
          Sign in
        </Link>
        <Link to="/register" search={{ redirect }} className={buttonClassName('secondary', 'md')}>
          Create a free account
        </Link>
      </div>
    </div>
  );
}

function SavedTabSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2" role="status" aria-label="Loading your saved searches">
      <Skeleton className="h-32 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </div>
  );
}
