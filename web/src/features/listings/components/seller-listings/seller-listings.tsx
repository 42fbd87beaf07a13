import { useQuery } from '@tanstack/react-query';
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_equals,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Heart, Plus, Search, Trees } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '@contracts/identity/contracts/http.ts';
import type { ListingStatus } from '@contracts/listings/contracts/listing-terms.ts';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import type { MyListing } from '@contracts/listings/contracts/my-listings.ts';
import { useMessagingSlots, type InquiriesPlacement } from '@/components/messaging-slot.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn, formatDollars, formatNumber } from '@/lib/utils.ts';
import { myListingsQueryOptions } from '../../api/manage-listings.ts';
import { ListingActionsMenu, ListingActionsProvider } from './listing-actions.tsx';
import { STATUS_BADGE_CLASS, STATUS_FILTER_ORDER, STATUS_LABEL, statusReasonText } from './listing-status.ts';

const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime },
  filterFns: { equals: filterFn_equals },
});

const column = createColumnHelper<typeof features, MyListing>();

/**
 * How many other members' saved searches one of the seller's active listings matches (the
 * saved-searches feature's, composed by the route): `activeIds` are all of them, asked for at once.
 */
export type RenderSavedSearchMatches = (propertyId: string, activeIds: readonly string[]) => ReactNode;

const columns = column.columns([
  column.display({
    id: 'photo',
    header: () => <span className="sr-only">Photo</span>,
    cell: ({ row }) => <CoverThumbnail listing={row.original} />,
  }),
  column.accessor('title', {
    header: 'Title',
    sortFn: 'alphanumeric',
    cell: ({ row }) => <TitleCell listing={row.original} />,
  }),
  column.accessor('status', {
    header: 'Status',
    filterFn: 'equals',
    sortFn: 'alphanumeric',
    cell: ({ row }) => <StatusBadge listing={row.original} />,
  }),
  column.accessor('price', { header: 'Price', sortFn: 'basic', cell: ({ getValue }) => formatDollars(getValue()) }),
  column.accessor('viewCount', { header: 'Views', sortFn: 'basic', cell: ({ getValue }) => formatNumber(getValue()) }),
  column.accessor('favorites', { header: 'Favorites', sortFn: 'basic', cell: ({ getValue }) => formatNumber(getValue()) }),
  column.display({ id: 'inquiries', header: 'Inquiries', cell: ({ row }) => <Inquiries propertyId={row.original.id} placement="table" /> }),
  column.accessor((listing) => new Date(listing.updatedAt), {
    id: 'updatedAt',
    header: 'Updated',
    sortFn: 'datetime',
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
  return (
    <div>
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
          STATUS_BADGE_CLASS[listing.status],
        )}
      >
        {STATUS_LABEL[listing.status]}
      </span>
      {reason ? <p className="mt-1 text-xs text-amber-800">{reason}</p> : null}
    </div>
  );
}

/** The seller's listings in `/dashboard`: notices, a status filter, a sortable table (cards on phones), row actions. */
export function SellerListings({ user, savedSearchMatches }: { user: CurrentUser; savedSearchMatches?: RenderSavedSearchMatches }) {
  const query = useQuery(myListingsQueryOptions(user.id));

  return (
    <section aria-labelledby="my-listings-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-listings-title" className="text-xl font-semibold text-slate-900">
            Your listings
          </h2>
          <p className="text-sm text-slate-600">Every property you posted, whatever its status.</p>
        </div>
        {query.data && query.data.listings.length > 0 ? (
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
      ) : query.isError ? (
        <Alert variant="error" title="Your listings could not be loaded">
          <p>Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {query.data.notices.map((notice) => (
            <Alert key={`${notice.kind}:${notice.message}`} variant="warning" title="Some listings were unpublished">
              <p>{notice.message}</p>
              <Link to="/pricing" className="mt-1 inline-block font-semibold underline">
                View plans
              </Link>
            </Alert>
          ))}
          {query.data.listings.length === 0 ? (
            <EmptyListings />
          ) : (
            <ListingsTable listings={query.data.listings} savedSearchMatches={savedSearchMatches} />
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

function ListingsTable({ listings, savedSearchMatches }: { listings: MyListing[]; savedSearchMatches?: RenderSavedSearchMatches }) {
  const filterId = useId();
  const activeIds = useMemo(
    () =>
      listings
        .filter((listing) => listing.status === 'active')
        .map((listing) => listing.id)
        .sort(),
    [listings],
  );
  const tableColumns = useMemo(() => withSavedSearchMatches(savedSearchMatches, activeIds), [savedSearchMatches, activeIds]);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'updatedAt', desc: true }]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: listings,
    getRowId: (listing) => listing.id,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
  });

  const counts = useMemo(() => {
    const byStatus = new Map<ListingStatus, number>();
    for (const listing of listings) byStatus.set(listing.status, (byStatus.get(listing.status) ?? 0) + 1);
    return byStatus;
  }, [listings]);
  const statusFilter = (columnFilters.find((filter) => filter.id === 'status')?.value as ListingStatus | undefined) ?? '';
  const rows = table.getRowModel().rows;

  return (
    <ListingActionsProvider>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={filterId}
          value={statusFilter}
          onChange={(event) => table.getColumn('status')?.setFilterValue(event.target.value || undefined)}
          className={cn(inputClassName, 'max-w-64')}
        >
          <option value="">All statuses ({listings.length})</option>
          {STATUS_FILTER_ORDER.filter((status) => counts.has(status) || status === statusFilter).map((status) => (
            <option key={status} value={status}>
              {STATUS_LABEL[status]} ({counts.get(status) ?? 0})
            </option>
          ))}
        </select>
        <p className="text-sm text-slate-500" aria-live="polite">
          {rows.length === listings.length
            ? `${listings.length} ${listings.length === 1 ? 'listing' : 'listings'}`
            : `${rows.length} of ${listings.length} listings`}
        </p>
      </div>

      {/* desktop and tablet: a table */}
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm" aria-label="Your listings">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort =
                    header.column.getCanSort() && !['photo', 'inquiries', 'savedSearchMatches', 'actions'].includes(header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={cn(
                        'px-3 py-3',
                        header.column.id === 'photo' && 'w-20',
                        header.column.id === 'actions' && 'w-32 text-right',
                      )}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle hover:bg-slate-50/60">
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-3 py-3 text-slate-700',
                      cell.column.id === 'title' && 'max-w-sm',
                      ['price', 'viewCount', 'favorites', 'savedSearchMatches'].includes(cell.column.id) && 'tabular-nums',
                      cell.column.id === 'actions' && 'text-right',
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* phones: one card per listing, same order and filter */}
      <ul className="space-y-3 md:hidden" aria-label="Your listings">
        {rows.map((row) => {
          const listing = row.original;
          return (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <div className="flex gap-3">
                <CoverThumbnail listing={listing} className="size-20" />
                <div className="min-w-0 flex-1 space-y-1">
                  <TitleCell listing={listing} />
                  <StatusBadge listing={listing} />
                </div>
              </div>
              <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
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
            </li>
          );
        })}
      </ul>

      {rows.length === 0 ? <p className="rounded-lg bg-white px-4 py-6 text-center text-slate-600">No listings with this status.</p> : null}
    </ListingActionsProvider>
  );
}
