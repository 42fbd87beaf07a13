import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, Search, TriangleAlert, Users } from 'lucide-react';
import type { ChangeEvent, FormEvent } from 'react';
import { INVESTMENT_STRATEGIES } from '@contracts/engagement/contracts/directory-terms.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { PagerLink } from '@/components/pager-link.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCurrentUser } from '@/lib/auth.ts';
import { cn } from '@/lib/utils.ts';
import { membersQuery, useMembers } from '../api/directory.ts';
import { CATEGORY_OPTIONS, strategyLabel } from '../format.ts';
import type { ConnectionsSearch } from '../search-params.ts';
import { MemberCard } from './member-card.tsx';
import { MyConnections } from './my-connections.tsx';

const selectClassName = cn(inputClassName, 'pr-8');

/**
 * `/connections`: the directory of members who made their profile public, filtered by market,
 * strategy, property type and words, twelve a page; every filter lives in the URL. Signed-in members
 * switch to their own connections (`?view=mine`).
 */
export function DirectoryPage({ search }: { search: ConnectionsSearch }) {
  const { user } = useCurrentUser();
  const mine = search.view === 'mine' && user;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <title>{mine ? 'My connections | DealAcre' : 'Investor directory | DealAcre'}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Connections</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {mine ? 'My connections' : 'Find investors to partner with'}
          </h1>
          <p className="mt-3 text-lg leading-8 text-pretty text-slate-600">
            {mine
              ? 'The investors you are connected with, and the requests waiting on you or them.'
              : 'Buyers, wholesalers and builders who share where and what they buy.'}
          </p>
        </div>
        {user ? (
          <nav aria-label="Connections views" className="flex gap-2">
            <Link
              to="/connections"
              search={{}}
              aria-current={mine ? undefined : 'page'}
              className={buttonClassName(mine ? 'secondary' : 'primary', 'sm')}
            >
              Directory
            </Link>
            <Link
              to="/connections"
              search={{ view: 'mine' }}
              aria-current={mine ? 'page' : undefined}
              className={buttonClassName(mine ? 'primary' : 'secondary', 'sm')}
            >
              My connections
            </Link>
          </nav>
        ) : null}
      </header>
      {mine ? <MyConnections userId={user.id} tab={search.tab ?? 'connections'} /> : <Directory search={search} />}
    </div>
  );
}

function Directory({ search }: { search: ConnectionsSearch }) {
  const navigate = useNavigate();
  const query = membersQuery(search);
  const { data, isPending, isError, refetch, isPlaceholderData } = useMembers(query);
  const go = (next: Partial<ConnectionsSearch>) => void navigate({ to: '/connections', search: { ...search, ...next, page: undefined } });
  const onSelect = (field: 'state' | 'strategies' | 'category') => (event: ChangeEvent<HTMLSelectElement>) =>
    go({ [field]: event.target.value || undefined });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    go({ q: text || undefined });
  };
  const filtered = Boolean(search.q || search.state || search.strategies || search.category);

  return (
    <>
      <form
        role="search"
        aria-label="Find members"
        onSubmit={onSearch}
        className="mt-8 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="directory-q">Search</Label>
          <Input
            id="directory-q"
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            key={search.q ?? ''}
            placeholder="Name, county or words in a bio"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="directory-state">Market</Label>
          <select id="directory-state" className={selectClassName} value={search.state ?? ''} onChange={onSelect('state')}>
            <option value="">Any state</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="directory-strategy">Strategy</Label>
          <select id="directory-strategy" className={selectClassName} value={search.strategies ?? ''} onChange={onSelect('strategies')}>
            <option value="">Any strategy</option>
            {INVESTMENT_STRATEGIES.map((strategy) => (
              <option key={strategy} value={strategy}>
                {strategyLabel(strategy)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="directory-category">Property type</Label>
          <select id="directory-category" className={selectClassName} value={search.category ?? ''} onChange={onSelect('category')}>
            <option value="">Any type</option>
            {CATEGORY_OPTIONS.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="h-11 sm:col-span-2 lg:col-span-1">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>

      <section aria-label="Members" aria-busy={isPending || isPlaceholderData} className="mt-8">
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading members">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-56 rounded-2xl" />
            ))}
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center">
            <TriangleAlert className="size-10 text-red-500" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">The directory could not be loaded</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : data.members.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <Users className="size-10 text-slate-400" aria-hidden="true" />
            <p className="text-lg font-semibold text-slate-900">{filtered ? 'No members match these filters' : 'No public profiles yet'}</p>
            <p className="max-w-md text-slate-600">
              {filtered ? 'Try another market or strategy.' : 'Be the first: turn on your public profile in Settings.'}
            </p>
            {filtered ? (
              <Link to="/connections" search={{}} className={cn(buttonClassName('secondary'), 'mt-2')}>
                Clear filters
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" aria-live="polite">
              {data.total === 1 ? '1 member' : `${data.total} members`}
            </p>
            <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60')}>
              {data.members.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      {data && data.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
          <PagerLink to="/connections" search={{ ...search, page: query.page > 2 ? query.page - 1 : undefined }} disabled={query.page <= 1}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Previous
          </PagerLink>
          <p className="text-sm text-slate-600">
            Page {Math.min(query.page, data.pageCount)} of {data.pageCount}
          </p>
          <PagerLink to="/connections" search={{ ...search, page: query.page + 1 }} disabled={query.page >= data.pageCount}>
            Next
            <ArrowRight className="size-4" aria-hidden="true" />
          </PagerLink>
        </nav>
      ) : null}
      <p className="mt-10 text-center text-sm text-slate-600">
        Want to be found?{' '}
        <Link to="/settings" hash="public-profile" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Turn on your public profile
        </Link>
      </p>
    </>
  );
}
