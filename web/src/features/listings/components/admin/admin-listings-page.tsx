import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { Download, Trees } from 'lucide-react';
import { useState } from 'react';
import {
  ACTIONS_WITH_REASON,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REASON_REQUIRED,
  moderationActionsFor,
  type AdminListing,
  type AdminListingDetail,
  type AdminListingList,
  type ModerationAction,
} from '@contracts/listings/contracts/admin-listings.ts';
import { LISTING_REPORT_REASON_LABELS } from '@contracts/listings/contracts/listing-reports.ts';
import { LISTING_STATUSES, PROPERTY_CATEGORIES, type ListingStatus } from '@contracts/listings/contracts/listing-terms.ts';
import { imageSrcSet } from '@contracts/listings/contracts/media.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { TableSearch } from '@/components/data-table/table-search.tsx';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn, formatDollars } from '@/lib/utils.ts';
import {
  adminListingQueryOptions,
  adminListingsExportUrl,
  adminListingsQueryOptions,
  useModerateListing,
} from '../../api/admin-listings.ts';
import { adminListingsQueryOf, type AdminListingsSearch } from '../../admin-listings-search.ts';
import { categoryLabel } from '../category-label.ts';
import { STATUS_BADGE_CLASS, STATUS_LABEL } from '../seller-listings/listing-status.ts';

const column = createColumnHelper<ServerTableFeatures, AdminListing>();

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const ACTION_LABEL: Record<ModerationAction, string> = {
  approve: 'Approve',
  reject: 'Reject…',
  unpublish: 'Unpublish…',
  feature: 'Feature',
  unfeature: 'Stop featuring',
  expire: 'Expire now',
  'dismiss-reports': 'Dismiss reports',
};
const ACTION_DONE: Record<ModerationAction, string> = {
  approve: 'Listing approved: it is live and the seller was told',
  reject: 'Listing rejected: the seller was told why',
  unpublish: 'Listing unpublished',
  feature: 'Listing featured',
  unfeature: 'Listing no longer featured',
  expire: 'Listing expired',
  'dismiss-reports': 'Reports dismissed',
};
/** what the reason is for, under its field */
const REASON_HINT: Partial<Record<ModerationAction, string>> = {
  reject: 'The seller reads this on My listings and the edit page, and answers it by editing and resubmitting.',
  unpublish: 'Kept in the audit log. The open reports are closed as acted on.',
};

export interface AdminListingsPageProps {
  search: AdminListingsSearch;
  onSearchChange: (search: AdminListingsSearch, options?: { replace?: boolean }) => void;
}

/**
 * `/admin/listings`: the moderation queue (new sellers' listings waiting for review and reported
 * listings, longest waiting first) or every listing, filtered, sorted and paged by the server, a CSV of
 * the filter, and a listing's detail with its photos, reports and the actions its state allows.
 */
export function AdminListingsPage({ search, onSearchChange }: AdminListingsPageProps) {
  const filter = adminListingsQueryOf(search);
  const query = useQuery(adminListingsQueryOptions(filter));
  const [openId, setOpenId] = useState<string | null>(null);
  const data = query.data;
  const { view, q, status, category, state, sort, order } = filter;
  const set = (patch: AdminListingsSearch) => onSearchChange({ ...search, ...patch, page: undefined });

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Listings | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Listings</h1>
          <p className="mt-1 max-w-3xl text-slate-600">
            New sellers’ listings wait here for your review, with listings members reported. Approve or reject with a reason the seller
            reads; unpublish, feature or expire any listing. Every action is kept in the audit log.
          </p>
        </div>
        <a
          href={adminListingsExportUrl({ view, q, status, category, state, sort, order })}
          className={buttonClassName('secondary')}
          download
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <Tabs value={view} onValueChange={(value) => set({ view: value === 'all' ? 'all' : undefined })}>
        <TabsList aria-label="Listings">
          <TabsTrigger value="queue">To review</TabsTrigger>
          <TabsTrigger value="all">All listings</TabsTrigger>
        </TabsList>
      </Tabs>

      <Toolbar search={search} onSearchChange={onSearchChange} />

      {query.isPending ? (
        <TableLoading label="Loading listings" rowClassName="h-16" />
      ) : !data ? (
        <TableLoadError title="The listings could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ListingsTable data={data} search={search} onSearchChange={onSearchChange} busy={query.isPlaceholderData} onOpen={setOpenId} />
      )}

      <Dialog open={openId !== null} onOpenChange={(open) => !open && setOpenId(null)}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
          {openId ? <ListingDetail key={openId} id={openId} onDone={() => setOpenId(null)} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Toolbar({ search, onSearchChange }: AdminListingsPageProps) {
  const set = (patch: AdminListingsSearch) => onSearchChange({ ...search, ...patch, page: undefined });
  return (
    <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-[minmax(0,20rem)_repeat(3,minmax(0,12rem))] xl:items-end">
      <TableSearch
        value={search.q ?? ''}
        onCommit={(q) => onSearchChange({ ...search, q: q || undefined, page: undefined }, { replace: true })}
        label="Search listings by title, address, city, or the seller’s name or email"
        placeholder="Title, address, city or seller"
        className="sm:col-span-3 xl:col-span-1"
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Status
        <select
          className={inputClassName}
          value={search.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as ListingStatus | undefined })}
        >
          <option value="">Every status</option>
          {LISTING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Category
        <select
          className={inputClassName}
          value={search.category ?? ''}
          onChange={(event) => set({ category: (event.target.value || undefined) as AdminListingsSearch['category'] })}
        >
          <option value="">Every category</option>
          {PROPERTY_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {categoryLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        State
        <select className={inputClassName} value={search.state ?? ''} onChange={(event) => set({ state: event.target.value || undefined })}>
          <option value="">Every state</option>
          {US_STATES.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const SORT_OF_COLUMN = { waitingSince: 'waiting', createdAt: 'created', price: 'price', openReports: 'reports' } as const;

function ListingsTable({
  data,
  search,
  onSearchChange,
  busy,
  onOpen,
}: AdminListingsPageProps & { data: AdminListingList; busy: boolean; onOpen: (id: string) => void }) {
  const { sort, order, view } = adminListingsQueryOf(search);
  const sortColumn = Object.entries(SORT_OF_COLUMN).find(([, value]) => value === sort)?.[0] ?? 'waitingSince';
  const page = { rows: data.listings, total: data.total, totalCapped: data.totalCapped, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor('title', { header: 'Listing', enableSorting: false, cell: ({ row }) => <ListingCell listing={row.original} /> }),
    column.accessor('seller', { header: 'Seller', enableSorting: false, cell: ({ row }) => <SellerCell listing={row.original} /> }),
    column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => <Badges listing={row.original} /> }),
    column.accessor('price', { header: 'Price', cell: ({ getValue }) => formatDollars(getValue()) }),
    column.accessor('openReports', { header: 'Reports', cell: ({ getValue }) => getValue() || '—' }),
    view === 'queue'
      ? column.accessor('waitingSince', {
          header: 'Waiting since',
          cell: ({ getValue }) => {
            const since = getValue();
            return since ? <time dateTime={since}>{when(since)}</time> : '—';
          },
        })
      : column.accessor('createdAt', { header: 'Created', cell: ({ getValue }) => <time dateTime={getValue()}>{when(getValue())}</time> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <OpenButton listing={row.original} onOpen={onOpen} />,
    }),
  ]);
  const table = useServerTable({
    columns,
    data: page,
    getRowId: (listing) => listing.id,
    sorting: [{ id: sortColumn, desc: order ? order === 'desc' : sort !== 'waiting' }],
    onSortingChange: (id, desc) =>
      onSearchChange({
        ...search,
        sort: SORT_OF_COLUMN[id as keyof typeof SORT_OF_COLUMN],
        order: desc ? 'desc' : 'asc',
        page: undefined,
      }),
  });

  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label={view === 'queue' ? 'Listings to review' : 'All listings'}
        busy={busy}
        cellClassName={(id) =>
          cn(id === 'actions' && 'text-right', (id === 'createdAt' || id === 'waitingSince' || id === 'price') && 'whitespace-nowrap')
        }
        card={(listing) => (
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <ListingCell listing={listing} />
              <OpenButton listing={listing} onOpen={onOpen} />
            </div>
            <Badges listing={listing} />
            <p className="text-sm text-slate-700">
              {formatDollars(listing.price)} · {listing.seller.name}
              {listing.openReports > 0 ? ` · ${listing.openReports} open report${listing.openReports === 1 ? '' : 's'}` : ''}
            </p>
            {listing.waitingSince ? (
              <p className="text-xs text-slate-500">
                Waiting since <time dateTime={listing.waitingSince}>{when(listing.waitingSince)}</time>
              </p>
            ) : null}
          </div>
        )}
      />
      <ServerPager
        data={page}
        noun={['listing', 'listings']}
        onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
      />
    </div>
  );
}

function Thumbnail({ image }: { image: string | null }) {
  return (
    <span className="block size-12 shrink-0 overflow-hidden rounded-md bg-slate-100">
      {image ? (
        <img src={image} srcSet={imageSrcSet(image)} sizes="48px" alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-slate-400">
          <Trees className="size-5" aria-hidden="true" />
        </span>
      )}
    </span>
  );
}

function ListingCell({ listing }: { listing: AdminListing }) {
  return (
    <span className="flex min-w-0 items-start gap-3">
      <Thumbnail image={listing.image} />
      <span className="block min-w-0 max-w-xs">
        <span className="line-clamp-2 font-medium text-slate-900">{listing.title}</span>
        <span className="block text-sm text-slate-600">
          {listing.city}, {listing.state} · {categoryLabel(listing.category)}
        </span>
      </span>
    </span>
  );
}

function SellerCell({ listing }: { listing: AdminListing }) {
  return (
    <span className="block min-w-0">
      <span className="block font-medium whitespace-nowrap text-slate-900">{listing.seller.name}</span>
      {listing.seller.email ? <span className="block text-sm break-all text-slate-600">{listing.seller.email}</span> : null}
    </span>
  );
}

const BADGE = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

function Badges({ listing }: { listing: AdminListing }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {listing.review === 'pending' ? (
        <span className={cn(BADGE, 'bg-amber-50 text-amber-900 ring-amber-200')}>In review</span>
      ) : listing.review === 'rejected' ? (
        <span className={cn(BADGE, 'bg-red-50 text-red-800 ring-red-200')}>Rejected</span>
      ) : (
        <span className={cn(BADGE, STATUS_BADGE_CLASS[listing.status])}>{STATUS_LABEL[listing.status]}</span>
      )}
      {listing.openReports > 0 ? (
        <span className={cn(BADGE, 'bg-red-50 text-red-800 ring-red-200')}>
          {listing.openReports} report{listing.openReports === 1 ? '' : 's'}
        </span>
      ) : null}
      {listing.featured ? <span className={cn(BADGE, 'bg-sky-50 text-sky-800 ring-sky-200')}>Featured</span> : null}
      {listing.sellerSuspended ? <span className={cn(BADGE, 'bg-slate-100 text-slate-700 ring-slate-300')}>Seller suspended</span> : null}
    </span>
  );
}

function OpenButton({ listing, onOpen }: { listing: AdminListing; onOpen: (id: string) => void }) {
  return (
    <Button variant="secondary" size="sm" className="shrink-0" onClick={() => onOpen(listing.id)}>
      {listing.review === 'pending' || listing.openReports > 0 ? 'Review' : 'Open'}
      <span className="sr-only"> {listing.title}</span>
    </Button>
  );
}

/** The listing as the administrator decides on it: photos, facts, description, reports, and the actions its state allows. */
function ListingDetail({ id, onDone }: { id: string; onDone: () => void }) {
  const query = useQuery(adminListingQueryOptions(id));
  const listing = query.data;
  if (query.isPending) {
    return (
      <>
        <DialogTitle>Loading the listing</DialogTitle>
        <Skeleton className="mt-4 h-64 w-full rounded-lg" />
      </>
    );
  }
  if (!listing) {
    return (
      <>
        <DialogTitle>The listing could not be loaded</DialogTitle>
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverMessage(query.error) ?? 'Please try again.'}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </>
    );
  }
  const address = [listing.streetAddress, listing.city, `${listing.state} ${listing.zip ?? ''}`.trim()].filter(Boolean).join(', ');
  return (
    <>
      <DialogTitle className="pr-8">{listing.title}</DialogTitle>
      <DialogDescription>
        {address} · {categoryLabel(listing.category)} · {listing.acres} acres · {formatDollars(listing.price)}
      </DialogDescription>
      <div className="mt-3 space-y-4">
        <Badges listing={listing} />
        <p className="text-sm text-slate-700">
          Seller: <span className="font-medium text-slate-900">{listing.seller.name}</span>
          {listing.seller.email ? ` (${listing.seller.email})` : ''}. Created {when(listing.createdAt)}
          {listing.publishedAt ? `, published ${when(listing.publishedAt)}` : ''}
          {listing.expiresAt ? `, expires ${when(listing.expiresAt)}` : ''}.{' '}
          <Link to="/property/$id" params={{ id: listing.id }} className="font-medium text-brand-700 hover:underline" target="_blank">
            Open its page
          </Link>
        </p>
        {listing.images.length > 0 ? (
          <ul aria-label="Photos" className="flex gap-2 overflow-x-auto pb-1">
            {listing.images.map((image, index) => (
              <li key={image} className="shrink-0">
                <a href={image} target="_blank" rel="noreferrer">
                  <img
                    src={image}
                    srcSet={imageSrcSet(image)}
                    sizes="160px"
                    alt={`Photo ${index + 1}`}
                    className="h-24 w-36 rounded-md object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 italic">No photos.</p>
        )}
        <p className="line-clamp-6 text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{listing.description}</p>
        {listing.reviewReason ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <span className="font-semibold">Last rejection:</span> {listing.reviewReason}
          </p>
        ) : null}
        <Reports listing={listing} />
        <Actions listing={listing} onDone={onDone} />
      </div>
    </>
  );
}

function Reports({ listing }: { listing: AdminListingDetail }) {
  if (listing.reports.length === 0) return null;
  return (
    <section aria-label="Reports">
      <h3 className="text-sm font-semibold text-slate-900">Reports</h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {listing.reports.map((report) => (
          <li key={report.id} className="space-y-0.5 px-3 py-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{LISTING_REPORT_REASON_LABELS[report.reason]}</span>
              {report.status !== 'open' ? (
                <span className={cn(BADGE, 'bg-slate-50 text-slate-700 ring-slate-200')}>
                  {report.status === 'dismissed' ? 'Dismissed' : 'Acted on'}
                </span>
              ) : null}
            </p>
            {report.details ? <p className="text-slate-700 [overflow-wrap:anywhere]">{report.details}</p> : null}
            <p className="text-xs text-slate-500">
              by {report.reporter.name}, <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The buttons the listing's state allows; reject and unpublish ask for a reason first. The detail closes once done. */
function Actions({ listing, onDone }: { listing: AdminListingDetail; onDone: () => void }) {
  const moderate = useModerateListing();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const actions = moderationActionsFor(listing);

  const run = (action: ModerationAction, withReason?: string) => {
    setError(null);
    moderate.mutate(
      { id: listing.id, action, reason: withReason },
      {
        onSuccess: () => {
          toast({ title: ACTION_DONE[action] });
          onDone();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      },
    );
  };

  if (asking) {
    return (
      <form
        className="space-y-3 border-t border-slate-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          if (text.length < MODERATION_REASON_MIN || text.length > MODERATION_REASON_MAX) return setError(REASON_REQUIRED);
          run(asking, text);
        }}
      >
        <Field
          label={asking === 'reject' ? 'Reason for the seller' : 'Reason for unpublishing'}
          error={error ?? undefined}
          hint={REASON_HINT[asking]}
        >
          {(props) => (
            <Textarea
              {...props}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value.replace(/[\r\n]+/g, ' '));
                setError(null);
              }}
              rows={3}
              maxLength={MODERATION_REASON_MAX}
            />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setAsking(null);
              setError(null);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={moderate.isPending}>
            {asking === 'reject' ? 'Reject listing' : 'Unpublish listing'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      {actions.length === 0 ? <p className="text-sm text-slate-600">Nothing to decide on a listing in this state.</p> : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'approve' ? 'primary' : 'secondary'}
            className={cn((action === 'reject' || action === 'unpublish' || action === 'expire') && 'text-red-700')}
            disabled={moderate.isPending}
            onClick={() => (ACTIONS_WITH_REASON.includes(action) ? setAsking(action) : run(action))}
          >
            {ACTION_LABEL[action]}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
