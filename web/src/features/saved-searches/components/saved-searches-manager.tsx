import { Link, useNavigate } from '@tanstack/react-router';
import { BellRing, ExternalLink, ListChecks, Pencil, SearchIcon, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  MAX_SAVED_SEARCH_NAME_LENGTH,
  savedSearchParams,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchList,
} from '@contracts/engagement/contracts/saved-searches.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { toast, toastError } from '@/components/ui/toast.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn, formatNumber } from '@/lib/utils.ts';
import {
  useDeleteSavedSearch,
  useOpenSavedSearch,
  useSavedSearches,
  useSavedSearchMatches,
  useUpdateDigest,
  useUpdateSavedSearch,
} from '../api/saved-searches.ts';
import { ALERT_LABELS, criteriaSummary, hourLabel, timeZoneOptions } from '../saved-search-format.ts';
import { searchPageHref } from '../search-href.ts';
import { AlertFrequencySelect } from './alert-frequency-select.tsx';
import { SavedSearchUpgradeDialog, upgradeNoticeOf, type UpgradeNotice } from './saved-search-upgrade.tsx';

/** Renders listing cards for these property ids (the route passes the listings feature's results). */
export type RenderListings = (propertyIds: string[]) => ReactNode;

/** The matches endpoint's largest page, which is also the most ids the search API takes at once. */
const MATCHES_SHOWN = 100;

/**
 * The member dashboard's "Saved searches": each search with its filters, new matches and alerts, to
 * open, rename, delete or look through its matches; notices for searches beyond the plan and paused
 * alerts; and when the daily digest arrives.
 */
export function SavedSearchesManager({ renderListings }: { renderListings: RenderListings }) {
  const { user } = useCurrentUser();
  const [page, setPage] = useState(1);
  const list = useSavedSearches(user?.id, page);
  const [upgrade, setUpgrade] = useState<UpgradeNotice | null>(null);
  const count = list.data?.total ?? 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // a deletion that emptied the last page shows the one before it
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);

  return (
    <section id="saved-searches" aria-labelledby="saved-searches-title" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-title" className="text-xl font-semibold text-slate-900">
          Saved searches
        </h2>
        {list.data && count > 0 ? (
          <p className="text-sm text-slate-600">
            {list.data.allowed === null
              ? `${formatNumber(count)} saved`
              : `${formatNumber(count)} of ${formatNumber(list.data.allowed)} on your plan`}
          </p>
        ) : null}
      </div>

      {list.isPending || !user ? (
        <div className="space-y-3" role="status" aria-label="Loading your saved searches">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : list.isError ? (
        <Alert variant="error" title="Your saved searches could not be loaded">
          <Button variant="secondary" size="sm" className="mt-1" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : count === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <BellRing className="size-8 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-slate-900">No saved searches yet</p>
          <p className="max-w-md text-slate-600">
            Set your filters on the search page and choose “Save search” to hear about new deals that match.
          </p>
          <Link to="/search" className={buttonClassName('primary', 'md')}>
            Search properties
          </Link>
        </div>
      ) : (
        <>
          {list.data.alertsAllowed ? null : (
            <p className="text-sm text-slate-600">
              Email alerts for new matches come with Buyer Plus and Buyer Pro.{' '}
              <Link to="/pricing" className="font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                View plans
              </Link>
            </p>
          )}
          <ul className="space-y-3" aria-label="Your saved searches">
            {list.data.searches.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                list={list.data}
                userId={user.id}
                renderListings={renderListings}
                onUpgrade={setUpgrade}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Saved searches pages" className="flex items-center justify-between gap-3">
              <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <p className="text-sm text-slate-600" aria-live="polite">
                Page {formatNumber(page)} of {formatNumber(pages)}
              </p>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
          {/* a plan without alerts sends no digest */}
          {list.data.alertsAllowed ? (
            <DigestSettings key={`${list.data.digest.hour}:${list.data.digest.timeZone}`} userId={user.id} digest={list.data.digest} />
          ) : null}
        </>
      )}
      <SavedSearchUpgradeDialog notice={upgrade} onClose={() => setUpgrade(null)} />
    </section>
  );
}

interface SavedSearchItemProps {
  search: SavedSearch;
  list: SavedSearchList;
  userId: string;
  renderListings: RenderListings;
  onUpgrade: (notice: UpgradeNotice) => void;
}

function SavedSearchItem({ search, list, userId, renderListings, onUpgrade }: SavedSearchItemProps) {
  const navigate = useNavigate();
  const update = useUpdateSavedSearch(userId);
  const remove = useDeleteSavedSearch(userId);
  const open = useOpenSavedSearch(userId);
  const [renaming, setRenaming] = useState(false);
  const [showMatches, setShowMatches] = useState(false);
  const titleId = useId();
  const alertsId = useId();
  const matchesId = useId();
  const readOnly = search.overLimit;

  const changeAlerts = (alerts: AlertFrequency) =>
    update.mutate(
      { id: search.id, alerts },
      {
        onSuccess: () => toast({ title: 'Alerts updated', description: `${search.name}: ${ALERT_LABELS[alerts]}` }),
        onError: (error) => {
          const notice = upgradeNoticeOf(error);
          if (notice) onUpgrade(notice);
          else toastError('Alerts could not be changed', error, 'Please try again.');
        },
      },
    );

  // Opening is only a marker for the new-match count: the search opens even when it fails.
  const openSearch = () =>
    open.mutate(search.id, { onSettled: () => void navigate({ href: searchPageHref(savedSearchParams(search.criteria)) }) });

  return (
    <li
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-slate-200 p-4 shadow-sm sm:p-5', readOnly ? 'bg-slate-50' : 'bg-white')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-[1_1_16rem]">
          {renaming ? (
            <RenameForm search={search} userId={userId} onDone={() => setRenaming(false)} />
          ) : (
            <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className="min-w-0 break-words">{search.name}</span>
              {search.newMatches > 0 ? (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {formatNumber(search.newMatches)} new
                </span>
              ) : null}
            </h3>
          )}
          <p className="mt-1 text-sm text-slate-600">{criteriaSummary(search.criteria).join(' · ')}</p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={alertsId} className="text-sm font-medium text-slate-700">
            Alerts
          </label>
          <AlertFrequencySelect
            id={alertsId}
            value={search.alerts}
            onValueChange={changeAlerts}
            alertsAllowed={list.alertsAllowed}
            disabled={readOnly || update.isPending}
            className="h-9 w-36"
          />
        </div>
      </div>

      {readOnly ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Free plan keeps {list.allowed ?? 0} saved searches: this one is read-only.{' '}
          <Link to="/pricing" className="font-semibold underline">
            Upgrade
          </Link>
        </p>
      ) : null}
      {/* a read-only search's notice already asks for the upgrade */}
      {search.alertsPaused && !readOnly ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Alerts are paused: your plan has no property alerts. Upgrade to Plus to resume.{' '}
          <Link to="/pricing" className="font-semibold underline">
            View plans
          </Link>
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <SubmitButton size="sm" pending={open.isPending} icon={<ExternalLink className="size-4" aria-hidden="true" />} onClick={openSearch}>
          Open
        </SubmitButton>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showMatches}
          aria-controls={matchesId}
          onClick={() => setShowMatches(!showMatches)}
        >
          <ListChecks className="size-4" aria-hidden="true" />
          {showMatches ? 'Hide matches' : 'View matches'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setRenaming(true)} disabled={readOnly || renaming}>
          <Pencil className="size-4" aria-hidden="true" />
          Rename
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          }
          title="Delete this saved search?"
          description={<>“{search.name}” and its alerts will be deleted. The listings themselves stay on DealAcre.</>}
          confirmLabel="Delete"
          closeOnConfirm
          onConfirm={() =>
            remove.mutate(search.id, {
              onSuccess: () => toast({ title: 'Saved search deleted', description: search.name }),
              onError: (error) => toastError('The search could not be deleted', error, 'Please try again.'),
            })
          }
        />
      </div>

      {showMatches ? (
        <div id={matchesId} className="mt-4 border-t border-slate-200 pt-4">
          <SearchMatches search={search} renderListings={renderListings} />
        </div>
      ) : null}
    </li>
  );
}

function RenameForm({ search, userId, onDone }: { search: SavedSearch; userId: string; onDone: () => void }) {
  const update = useUpdateSavedSearch(userId);
  const [name, setName] = useState(search.name);
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed === search.name) {
      onDone();
      return;
    }
    update.mutate(
      { id: search.id, name: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Saved search renamed' });
          onDone();
        },
        onError: (error) => toastError('The search could not be renamed', error, 'Please try again.'),
      },
    );
  };

  return (
    <form aria-label={`Rename ${search.name}`} onSubmit={onSubmit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        Name
      </label>
      <Input
        id={inputId}
        value={name}
        maxLength={MAX_SAVED_SEARCH_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        autoFocus
        className="h-9 max-w-md flex-1"
      />
      <SubmitButton type="submit" size="sm" pending={update.isPending}>
        Save name
      </SubmitButton>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function SearchMatches({ search, renderListings }: { search: SavedSearch; renderListings: RenderListings }) {
  const matches = useSavedSearchMatches(search.id, { limit: MATCHES_SHOWN, offset: 0 });

  if (matches.isPending) return <Skeleton className="h-24 w-full rounded-lg" />;
  if (matches.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The matches could not be loaded. Please try again.
      </p>
    );
  }
  const { total } = matches.data;
  if (total === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <SearchIcon className="size-4 text-slate-400" aria-hidden="true" />
        No listings have matched since you saved this search. New ones will show here.
      </p>
    );
  }
  const fresh = matches.data.matches.filter((match) => match.isNew).length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {formatNumber(total)} {total === 1 ? 'listing has' : 'listings have'} matched since you saved it
        {fresh > 0 ? `, ${formatNumber(fresh)} new since you last opened it` : ''}
        {total > MATCHES_SHOWN ? `; the newest ${MATCHES_SHOWN} are shown` : ''}. Those no longer for sale are left out.
      </p>
      {renderListings([...new Set(matches.data.matches.map((match) => match.propertyId))])}
    </div>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function DigestSettings({ userId, digest }: { userId: string; digest: SavedSearchList['digest'] }) {
  const update = useUpdateDigest(userId);
  const [hour, setHour] = useState(digest.hour);
  const [timeZone, setTimeZone] = useState(digest.timeZone);
  const hourId = useId();
  const zoneId = useId();
  const changed = hour !== digest.hour || timeZone !== digest.timeZone;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { hour, timeZone },
      {
        onSuccess: (saved) =>
          toast({ title: 'Digest time saved', description: `Daily digests arrive at ${hourLabel(saved.hour)} (${saved.timeZone}).` }),
        onError: (error) => toastError('The digest time could not be saved', error, 'Please try again.'),
      },
    );
  };

  return (
    <form aria-labelledby="digest-title" onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="digest-title" className="font-semibold text-slate-900">
        Daily digest time
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Searches set to “Daily digest” send one mail a day with their new matches, at this time.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={hourId} className="block text-sm font-medium text-slate-800">
            Time
          </label>
          <select id={hourId} value={hour} onChange={(event) => setHour(Number(event.target.value))} className={cn(inputClassName, 'w-32')}>
            {HOURS.map((value) => (
              <option key={value} value={value}>
                {hourLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-[1_1_14rem] space-y-1.5 sm:max-w-xs">
          <label htmlFor={zoneId} className="block text-sm font-medium text-slate-800">
            Time zone
          </label>
          <select id={zoneId} value={timeZone} onChange={(event) => setTimeZone(event.target.value)} className={inputClassName}>
            {timeZoneOptions(digest.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton type="submit" pending={update.isPending} disabled={!changed}>
          Save time
        </SubmitButton>
      </div>
    </form>
  );
}
