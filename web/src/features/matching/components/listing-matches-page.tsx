import { Link } from '@tanstack/react-router';
import { Check, MailX, Send, Users } from 'lucide-react';
import { matchesQuerySchema, type ListingMatches, type Match } from '@contracts/leads/contracts/matching.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager } from '@/components/data-table/server-table.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { cn, formatDollars, formatNumber } from '@/lib/utils.ts';
import { Button } from '@/components/ui/button.tsx';
import { useListingMatches, useMaySendCampaigns } from '../api/matching.ts';
import type { MatchesSearch } from '../matches-search.ts';

export interface ListingMatchesPageProps {
  listingId: string;
  search: MatchesSearch;
  onSearchChange: (search: MatchesSearch) => void;
}

/** "Travis" → "Travis County"; "Orleans Parish" as it is */
const countyName = (county: string) => (/\s(county|parish|borough)$/i.test(county) ? county : `${county} County`);

/** "1 buyer fits", "3 buyers fit" */
const fitLine = (count: number) => `${formatNumber(count)} ${count === 1 ? 'buyer fits' : 'buyers fit'}`;

/**
 * `/property/{id}/matches`: the seller's buyers list scored against one of their listings, best first, each
 * score's parts and why; a summary of how many buyers fit (and can be mailed), and a switch between those who
 * fit and everyone.
 */
export function ListingMatchesPage({ listingId, search, onSearchChange }: ListingMatchesPageProps) {
  const query = matchesQuerySchema.parse(search);
  const matches = useListingMatches(listingId, query);
  const data = matches.data;

  return (
    <section className="mx-auto max-w-5xl space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Matching buyers | DealAcre</title>
      <div>
        <Link to="/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
          ← My listings
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Matching buyers</h1>
        {data ? (
          <p className="mt-1 text-slate-600">
            {data.listing.title} · {data.listing.city}, {data.listing.county ? `${countyName(data.listing.county)}, ` : ''}
            {data.listing.state} · {formatDollars(data.listing.price)}
            {data.listing.arv !== null ? ` · ARV ${formatDollars(data.listing.arv)}` : ''}
          </p>
        ) : null}
      </div>

      {matches.isPending ? (
        <TableLoading label="Scoring your buyers list" rowClassName="h-24" />
      ) : !data ? (
        <TableLoadError
          title={isApiError(matches.error, 404) ? 'This listing is not one of yours' : 'Your matching buyers could not be loaded'}
          error={matches.error}
          onRetry={() => void matches.refetch()}
        />
      ) : (
        <>
          <Summary data={data} />
          <div className="flex flex-wrap gap-2" role="group" aria-label="Show">
            {(['fits', 'all'] as const).map((show) => (
              <button
                key={show}
                type="button"
                aria-pressed={query.show === show}
                onClick={() => onSearchChange({ show: show === 'fits' ? undefined : show })}
                className={cn(
                  'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset',
                  query.show === show
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {show === 'fits' ? `Buyers who fit (${data.threshold}+)` : 'All contacts'}
              </button>
            ))}
          </div>
          {data.contacts === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              Your buyers list is empty.{' '}
              <Link to="/bulk-contacts" className="font-semibold text-brand-700 underline underline-offset-2">
                Add or import contacts
              </Link>{' '}
              to find the buyers this deal fits.
            </p>
          ) : (
            <ol className={cn('space-y-3', matches.isPlaceholderData && 'opacity-60')} aria-busy={matches.isPlaceholderData}>
              {data.rows.map((match) => (
                <MatchCard key={match.contact.id} match={match} />
              ))}
            </ol>
          )}
          <ServerPager
            data={{ rows: data.rows, total: data.total, page: data.page, pageSize: data.pageSize }}
            noun={query.show === 'fits' ? ['buyer who fits', 'buyers who fit'] : ['contact', 'contacts']}
            onPage={(page) => onSearchChange({ ...search, page: page === 1 ? undefined : page })}
          />
        </>
      )}
    </section>
  );
}

/** "Send to 1 buyer", "Send to 3 buyers" */
const sendLine = (count: number) => `Send to ${formatNumber(count)} ${count === 1 ? 'buyer' : 'buyers'}`;

/**
 * The way to mail the buyers who fit: a campaign preset with this listing and them (Premium), disabled with the
 * reason while the listing cannot be sent (in review, not approved, off public view), or the plan that has campaigns.
 */
function SendToBuyers({ data }: { data: ListingMatches }) {
  const maySend = useMaySendCampaigns();
  if (data.fits === 0 || maySend === undefined) return null;
  if (maySend && data.sendBlocked)
    return (
      <div className="flex flex-col gap-2 sm:ml-auto sm:max-w-xs sm:items-end">
        <Button disabled aria-describedby="send-blocked-reason">
          <Send className="size-4" aria-hidden="true" /> {sendLine(data.fits)}
        </Button>
        <p id="send-blocked-reason" className="text-sm text-brand-950 sm:text-right">
          {data.sendBlocked}
        </p>
      </div>
    );
  if (maySend)
    return (
      <Button asChild className="sm:ml-auto">
        <Link to="/bulk-invitations" search={{ listing: data.listing.id }}>
          <Send className="size-4" aria-hidden="true" /> {sendLine(data.fits)}
        </Link>
      </Button>
    );
  return (
    <p className="text-sm text-brand-950 sm:ml-auto sm:max-w-xs sm:text-right">
      Email campaigns come with Premium.{' '}
      <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2">
        See the Premium plan
      </Link>{' '}
      to send this deal to them.
    </p>
  );
}

function Summary({ data }: { data: ListingMatches }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:gap-4">
      <Users className="hidden size-6 text-brand-700 sm:block" aria-hidden="true" />
      <div>
        <p className="text-lg font-semibold text-brand-950">{fitLine(data.fits)}</p>
        <p className="text-sm text-brand-950">
          Scoring {data.threshold} or more of 100, of {formatNumber(data.contacts)} on your list
          {data.fitsNotMailable > 0
            ? `; ${formatNumber(data.fitsNotMailable)} more ${data.fitsNotMailable === 1 ? 'fits' : 'fit'} but cannot be mailed`
            : ''}
          .
        </p>
      </div>
      <SendToBuyers data={data} />
    </div>
  );
}

function MatchCard({ match }: { match: Match }) {
  const { contact } = match;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{contact.name ?? contact.email ?? contact.phone}</p>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            {[contact.email, contact.company].filter(Boolean).join(' · ') || contact.phone}
          </p>
          {!contact.mailable ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-amber-800">
              <MailX className="size-4" aria-hidden="true" />
              Not mailable: {contact.email ? 'unsubscribed or suppressed' : 'no email'}
            </p>
          ) : null}
        </div>
        <p
          className={cn(
            'rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ring-1 ring-inset',
            match.fits ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' : 'bg-slate-50 text-slate-700 ring-slate-300',
          )}
        >
          {match.score}
          <span className="font-normal"> / 100</span>
          <span className="sr-only">{match.fits ? ', fits' : ', does not fit'}</span>
        </p>
      </div>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2" aria-label="Why">
        {match.reasons.map((reason) => (
          <li key={reason.part} className="flex items-start gap-2">
            <span
              className={cn(
                'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full',
                reason.points === reason.max ? 'bg-emerald-600 text-white' : reason.points > 0 ? 'bg-amber-400' : 'bg-slate-300',
              )}
              aria-hidden="true"
            >
              {reason.points === reason.max ? <Check className="size-3" /> : null}
            </span>
            <span className="text-slate-700">
              {reason.text}{' '}
              <span className="text-slate-500">
                ({reason.points}/{reason.max})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
