import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Eye, Heart, Plus, Search, SearchX, Trees } from 'lucide-react';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import {
  MY_LISTINGS_SEARCH_MAX,
  type MyListingsSort,
  type MyListingsState,
  type SortOrder,
} from '@contracts/listings/contracts/my-listings-query.ts';
import type { MyListing, MyListingsResult } from '@contracts/listings/contracts/my-listings.ts';
import { useMessagingSlots, type InquiriesPlacement } from '@/components/messaging-slot.tsx';
import { ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { PagerLink } from '@/components/pager-link.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import { cn, formatDollars, formatNumber } from '@/lib/utils.ts';
import { myListingsQueryOptions } from '../../api/manage-listings.ts';
import { myListingsQueryOf, nextMyListingsSearch, type MyListingsSearch } from '../../my-listings-search.ts';
import { ListingActionsMenu, ListingActionsProvider } from './listing-actions.tsx';
import { STATE_LABEL, STATUS_BADGE_CLASS, STATUS_FILTER_ORDER, STATUS_LABEL, statusReasonText } from './listing-status.ts';

/** The server pages, sorts and filters (`GET /api/my/properties`): the table only shows the page and asks for others. */
const column = createColumnHelper<ServerTableFeatures, MyListing>();

/**
 * How many other members' saved searches one of the seller's active listings matches (the
 * saved-searches feature's, composed by the route): `activeIds` are all of them, asked for at once.
 */
export type RenderSavedSearchMatches = (propertyId: string, activeIds: readonly string[]) => ReactNode;

/** The sortable columns and the server's sort each stands for. */
const SORT_OF_COLUMN: Record<string, MyListingsSort> = {
  title: 'title',
  price: 'price',
  viewCount: 'views',
  favorites: 'favorites',
  updatedAt: 'updated',
};
const COLUMN_OF_SORT = Object.fromEntries(Object.entries(SORT_OF_COLUMN).map(([id, sort]) => [sort, id])) as Partial<
  Record<MyListingsSort, string>
>;

/** The sort menu (phones have no column headers; "Date listed" has no column) */
const SORT_OPTIONS: Array<{ sort: MyListingsSort; order: SortOrder; label: string }> = [
  { sort: 'updated', order: 'desc', label: 'Recently updated' },
  { sort: 'updated', order: 'asc', label: 'Least recently updated' },
  { sort: 'created', order: 'desc', label: 'Newest listed' },
  { sort: 'created', order: 'asc', label: 'Oldest listed' },
  { sort: 'price', order: 'desc', label: 'Price: high to low' },
  { sort: 'price', order: 'asc', label: 'Price: low to high' },
  { sort: 'views', order: 'desc', label: 'Most viewed' },
  { sort: 'views', order: 'asc', label: 'Least viewed' },
  { sort: 'favorites', order: 'desc', label: 'Most saved' },
  { sort: 'favorites', order: 'asc', label: 'Least saved' },
  { sort: 'title', order: 'asc', label: 'Title: A to Z' },
  { sort: 'title', order: 'desc', label: 'Title: Z to A' },
];

/** figures: one line each, digits aligned */
const NUMBER_COLUMNS = ['price', 'viewCount', 'favorites', 'inquiries', 'savedSearchMatches'];

const columns = column.columns([
  column.display({
    id: 'photo',
    header: () => <span className="sr-only">Photo</span>,
    cell: ({ row }) => <CoverThumbnail listing={row.original} />,
  }),
  column.accessor('title', { header: 'Title', cell: ({ row }) => <TitleCell listing={row.original} /> }),
  column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => <StatusBadge listing={row.original} /> }),
  column.accessor('price', { header: 'Price', cell: ({ getValue }) => formatDollars(getValue()) }),
  column.accessor('viewCount', { header: 'Views', cell: ({ getValue }) => formatNumber(getValue()) }),
  column.accessor('favorites', { header: 'Favorites', cell: ({ getValue }) => formatNumber(getValue()) }),
  column.display({ id: 'inquiries', header: 'Inquiries', cell: ({ row }) => <Inquiries propertyId={row.original.id} placement="table" /> }),
  column.accessor((listing) => new Date(listing.updatedAt), {
    id: 'updatedAt',
    header: 'Updated',
    cell: ({ getValue }) => <time dateTime={getValue().toISOString()}>{formatDate(getValue())}</time>,
  }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <ListingActionsMenu listing={row.original} />,
  }),
]);

/** The columns with "Saved-search matches" after "Inquiries", when the route provides it. */
function withSavedSearchMatches(matches: RenderSavedSearchMatches | undefined, activeIds: readonly string[]) {
  if (!matches) return columns;
  const matchesColumn = column.display({
    id: 'savedSearchMatches',
    // one short word keeps the table within the page; the title and the screen-reader text say which matches
    header: () => (
      <span title="How many buyers' saved searches the listing matches">
        Matches<span className="sr-only"> of saved searches</span>
      </span>
    ),
    cell: ({ row }) => (row.original.status === 'active' ? matches(row.original.id, activeIds) : <span className="text-slate-400">—</span>),
  });
  const at = columns.findIndex((entry) => entry.id === 'inquiries') + 1;
  return [...columns.slice(0, at), matchesColumn, ...columns.slice(at)];
}

/** The messaging feature's count of buyers who wrote about the listing, through the slot the root route provides. */
function Inquiries({ propertyId, placement }: { propertyId: string; placement: InquiriesPlacement }) {
  return useMessagingSlots().inquiries(propertyId, placement);
}

function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function CoverThumbnail({ listing, className }: { listing: MyListing; className?: string }) {
  const cover = listing.images[0];
  return (
    <div className={cn('size-14 shrink-0 overflow-hidden rounded-md bg-slate-100', className)}>
      {cover ? (
        <img src={cover} srcSet={imageSrcSet(cover)} sizes="112px" alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-slate-400">
          <Trees className="size-5" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}

function TitleCell({ listing }: { listing: MyListing }) {
  return (
    <div className="min-w-0">
      <Link
        to="/property/$id"
        params={{ id: listing.id }}
        className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {listing.title}
      </Link>
      <p className="text-sm text-slate-500">
        {listing.city}, {listing.state}
        {listing.featured ? <span className="ml-2 font-semibold text-amber-700">Featured</span> : null}
      </p>
    </div>
  );
}

function StatusBadge({ listing }: { listing: MyListing }) {
  const reason = statusReasonText(listing.statusReason);
  const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
  if (listing.review === 'pending') {
    return (
      <div>
        <span className={cn(badge, 'bg-amber-50 text-amber-900 ring-amber-600/30')}>In review</span>
        <p className="mt-1 text-xs text-slate-600">Buyers see it once approved</p>
      </div>
    );
  }
  if (listing.review === 'rejected') {
    return (
      <div className="max-w-xs">
        <span className={cn(badge, 'bg-red-50 text-red-800 ring-red-600/20')}>Rejected</span>
        {listing.reviewReason ? <p className="mt-1 text-xs text-red-800 [overflow-wrap:anywhere]">{listing.reviewReason}</p> : null}
        <Link
          to="/property/$id/edit"
          params={{ id: listing.id }}
          className="mt-1 inline-block text-xs font-semibold text-brand-700 hover:underline"
        >
          Edit and resubmit<span className="sr-only"> {listing.title}</span>
        </Link>
      </div>
    );
  }
  return (
    <div>
      <span className={cn(badge, STATUS_BADGE_CLASS[listing.status])}>{STATUS_LABEL[listing.status]}</span>
      {reason ? <p className="mt-1 text-xs text-amber-800">{reason}</p> : null}
    </div>
  );
}

export interface SellerListingsProps {
  user: CurrentUser;
  /** the table's state, from the URL */
  search: MyListingsSearch;
  /** a new state for the URL; `replace` while typing, so back goes to the search before */
  onSearchChange: (search: MyListingsSearch, options?: { replace?: boolean }) => void;
  savedSearchMatches?: RenderSavedSearchMatches;
}

/**
 * The seller's listings in `/dashboard`: notices, a search, status filters with their counts, a table
 * sorted by its column headers (cards on phones) with every row's actions, and pages of 25. The
 * server sorts, searches and pages; the URL holds the state, so reload and back keep it.
 */
export function SellerListings({ user, search, onSearchChange, savedSearchMatches }: SellerListingsProps) {
  const query = useQuery(myListingsQueryOptions(user.id, myListingsQueryOf(search)));
  const data = query.data;

  return (
    <section aria-labelledby="my-listings-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-listings-title" className="text-xl font-semibold text-slate-900">
            Your listings
          </h2>
          <p className="text-sm text-slate-600">Every property you posted, whatever its status.</p>
        </div>
        {data && data.ownedCount > 0 ? (
          <Button asChild>
            <Link to="/post-property">
              <Plus className="size-4" aria-hidden="true" />
              List a property
            </Link>
          </Button>
        ) : null}
      </div>

      {query.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading your listings">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : !data ? (
        <Alert variant="error" title="Your listings could not be loaded">
          <p>Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {data.notices.map((notice) => (
            <Alert key={`${notice.kind}:${notice.message}`} variant="warning" title="Some listings were unpublished">
              <p>{notice.message}</p>
              <Link to="/pricing" className="mt-1 inline-block font-semibold underline">
                View plans
              </Link>
            </Alert>
          ))}
          {data.ownedCount === 0 ? (
            <EmptyListings />
          ) : (
            <ListingsTable
              data={data}
              search={search}
              onSearchChange={onSearchChange}
              loading={query.isPlaceholderData}
              savedSearchMatches={savedSearchMatches}
            />
          )}
        </>
      )}
    </section>
  );
}

function EmptyListings() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Trees className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">You have no listings yet</p>
      <p className="mt-1 max-w-md text-slate-600">
        Post your first deal: save it as a draft while you gather photos, and publish it when it is ready.
      </p>
      <Button asChild className="mt-6">
        <Link to="/post-property">
          <Plus className="size-4" aria-hidden="true" />
          List your first property
        </Link>
      </Button>
    </div>
  );
}

interface ListingsTableProps extends Omit<SellerListingsProps, 'user'> {
  data: MyListingsResult;
  /** the rows are the last page's while the one asked for loads */
  loading: boolean;
}

function ListingsTable({ data, search, onSearchChange, loading, savedSearchMatches }: ListingsTableProps) {
  const listings = data.listings;
  const activeIds = useMemo(
    () =>
      listings
        .filter((listing) => listing.status === 'active')
        .map((listing) => listing.id)
        .sort(),
    [listings],
  );
  const tableColumns = useMemo(() => withSavedSearchMatches(savedSearchMatches, activeIds), [savedSearchMatches, activeIds]);
  const sortColumn = COLUMN_OF_SORT[data.sort];
  const sorting: SortingState = sortColumn ? [{ id: sortColumn, desc: data.order === 'desc' }] : [];
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));

  const table = useServerTable({
    columns: tableColumns,
    data: { rows: listings, total: data.total, page: data.page, pageSize: data.pageSize },
    getRowId: (listing) => listing.id,
    sorting,
    onSortingChange: (id, desc) => {
      const sort = SORT_OF_COLUMN[id];
      if (sort) onSearchChange(nextMyListingsSearch(search, { sort, order: desc ? 'desc' : 'asc' }));
    },
  });

  // a page past the last (its last listing deleted, an old link): the last page
  const pastTheEnd = !loading && listings.length === 0 && data.total > 0 && data.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) onSearchChange({ ...search, page: pageCount > 1 ? pageCount : undefined }, { replace: true });
  }, [pastTheEnd, pageCount, search, onSearchChange]);

  const rows = table.getRowModel().rows;
  const first = (data.page - 1) * data.pageSize + 1;

  return (
    <ListingActionsProvider>
      <Toolbar data={data} search={search} onSearchChange={onSearchChange} />

      {/* the empty state below says it for the eyes */}
      <p className={cn('text-sm text-slate-600', data.total === 0 && 'sr-only')} aria-live="polite">
        {data.total === 0
          ? 'No listings match.'
          : rows.length > 0
            ? `${formatNumber(first)}–${formatNumber(first + rows.length - 1)} of ${formatNumber(data.total)} ${data.total === 1 ? 'listing' : 'listings'}`
            : null}
      </p>

      {data.total === 0 ? (
        <NoMatch search={search} onClear={() => onSearchChange({ sort: search.sort, order: search.order })} />
      ) : (
        <ServerTableView
          table={table}
          label="Your listings"
          busy={loading}
          align="middle"
          compact
          cellClassName={(id) =>
            cn(
              id === 'photo' && 'w-20',
              // the title takes the room the figures leave
              id === 'title' && 'max-w-sm min-w-44',
              NUMBER_COLUMNS.includes(id) && 'whitespace-nowrap tabular-nums',
              id === 'actions' && 'text-right',
            )
          }
          card={(listing) => (
            <>
              <div className="flex gap-3">
                <CoverThumbnail listing={listing} className="size-20" />
                <div className="min-w-0 flex-1 space-y-1">
                  <TitleCell listing={listing} />
                  <StatusBadge listing={listing} />
                </div>
              </div>
              <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
                <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                  <span className="font-semibold text-slate-900 tabular-nums">{formatDollars(listing.price)}</span>
                  <span className="inline-flex items-center gap-1">
                    <Eye className="size-4 text-slate-400" aria-hidden="true" />
                    {formatNumber(listing.viewCount)}
                    <span className="sr-only">views</span>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Heart className="size-4 text-slate-400" aria-hidden="true" />
                    {formatNumber(listing.favorites)}
                    <span className="sr-only">favorites</span>
                  </span>
                  <Inquiries propertyId={listing.id} placement="card" />
                  {savedSearchMatches && listing.status === 'active' ? (
                    <span className="inline-flex items-center gap-1">
                      <Search className="size-4 text-slate-400" aria-hidden="true" />
                      {savedSearchMatches(listing.id, activeIds)}
                      <span className="sr-only">saved-search matches</span>
                    </span>
                  ) : null}
                  <span>Updated {formatDate(new Date(listing.updatedAt))}</span>
                </div>
                <ListingActionsMenu listing={listing} />
              </div>
            </>
          )}
        />
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages of your listings" className="flex items-center justify-between gap-3 pt-2">
          <PagerLink
            to="/dashboard"
            search={(previous) => ({ ...previous, page: data.page > 2 ? Math.min(data.page, pageCount) - 1 : undefined })}
            disabled={!table.getCanPreviousPage()}
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Previous
          </PagerLink>
          <p className="text-sm text-slate-600">
            Page {formatNumber(Math.min(data.page, pageCount))} of {formatNumber(pageCount)}
          </p>
          <PagerLink to="/dashboard" search={(previous) => ({ ...previous, page: data.page + 1 })} disabled={!table.getCanNextPage()}>
            Next
            <ArrowRight className="size-4" aria-hidden="true" />
          </PagerLink>
        </nav>
      ) : null}
    </ListingActionsProvider>
  );
}

/** The search (debounced, as typed), the status filters with their counts and the sort. */
function Toolbar({ data, search, onSearchChange }: Pick<ListingsTableProps, 'data' | 'search' | 'onSearchChange'>) {
  const searchId = useId();
  const sortId = useId();
  const text = useDebouncedText(search.q ?? '', (q) =>
    onSearchChange(nextMyListingsSearch(search, { q: q || undefined }), { replace: true }),
  );
  const sort = data.sort;
  const order = data.order;
  const all = Object.values(data.statusCounts).reduce((sum, count) => sum + count, 0);
  const chips: Array<{ status: MyListingsState | undefined; label: string; count: number }> = [
    { status: undefined, label: 'All', count: all },
    ...STATUS_FILTER_ORDER.filter((status) => data.statusCounts[status] > 0 || status === search.status).map((status) => ({
      status,
      label: STATE_LABEL[status],
      count: data.statusCounts[status],
    })),
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          aria-label="Your listings"
          className="min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            text.flush();
          }}
        >
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            Search your listings
          </label>
          <div className="relative mt-1">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={text.draft}
              onChange={(event) => text.change(event.target.value)}
              placeholder="Title, city, county or APN"
              maxLength={MY_LISTINGS_SEARCH_MAX}
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </form>
        <div className="sm:w-60">
          <label htmlFor={sortId} className="text-sm font-medium text-slate-800">
            Sort by
          </label>
          <select
            id={sortId}
            value={`${sort}:${order}`}
            onChange={(event) => {
              const [nextSort, nextOrder] = event.target.value.split(':') as [MyListingsSort, SortOrder];
              onSearchChange(nextMyListingsSearch(search, { sort: nextSort, order: nextOrder }));
            }}
            className={cn(inputClassName, 'mt-1 pr-8')}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={`${option.sort}:${option.order}`} value={`${option.sort}:${option.order}`}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = search.status === chip.status;
          return (
            <button
              key={chip.status ?? 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSearchChange(nextMyListingsSearch(search, { status: chip.status }))}
              className={cn(
                // inline text, not a flex box: the space between the label and the count stays part of its name ("Active 12")
                'h-8 rounded-full px-3 text-sm leading-8 font-medium whitespace-nowrap ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                pressed ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {chip.label}{' '}
              <span className={cn('tabular-nums', pressed ? 'text-brand-100' : 'text-slate-500')}>{formatNumber(chip.count)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Nothing matches the search or the filter: say which, and offer to show everything again. */
function NoMatch({ search, onClear }: { search: MyListingsSearch; onClear: () => void }) {
  const status = search.status ? STATE_LABEL[search.status].toLowerCase() : null;
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">No listings match</p>
      <p className="mt-1 max-w-md text-slate-600">
        {search.q
          ? `No ${status ? `${status} ` : ''}listing of yours has “${search.q}” in its title, city, county or APN.`
          : `You have no ${status ?? ''} listings right now.`}
      </p>
      <Button variant="secondary" className="mt-5" onClick={onClear}>
        Show all your listings
      </Button>
    </div>
  );
}
