import { Link } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { ANALYTICS_RANGES, type AnalyticsRange, type SellerAnalytics } from '@contracts/listings/contracts/analytics.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isUpgradeRequired, serverMessage } from '@/lib/api-errors.ts';
import { cn, formatNumber } from '@/lib/utils.ts';
import type { OfferAnalytics } from '@contracts/leads/contracts/offers.ts';
import { useListingAnalytics, useOfferAnalytics, useSellerAnalytics } from '../../api/analytics.ts';
import { STATUS_LABEL } from '../seller-listings/listing-status.ts';
import { ActivityChart, type ChartSeries } from './activity-chart.tsx';
import { formatRate, formatUsage } from './format.ts';

const RANGE_LABELS: Record<AnalyticsRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };
const COLORS = { views: '#047857', favorites: '#d97706', inquiries: '#2563eb', matches: '#7c3aed' };

/** The seller's analytics: range, totals, daily chart, plan usage and each listing (its own chart on the advanced level). */
export function AnalyticsPanel({ userId }: { userId: string }) {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [listingId, setListingId] = useState<string | null>(null);
  const analytics = useSellerAnalytics(userId, range);
  const offers = useOfferAnalytics(userId, range).data;

  if (analytics.isPending) return <Skeleton className="h-96 rounded-xl" role="status" aria-label="Loading analytics" />;
  if (analytics.isError && isUpgradeRequired(analytics.error) && range !== '90d')
    return <AnalyticsUpsell message={serverMessage(analytics.error)} />;

  const data = analytics.data;
  return (
    <div className="space-y-6">
      <div role="group" aria-label="Period" className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
        {ANALYTICS_RANGES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={range === option}
            onClick={() => setRange(option)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              range === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            Last {RANGE_LABELS[option]}
          </button>
        ))}
      </div>

      {analytics.isError ? (
        isUpgradeRequired(analytics.error) ? (
          <AnalyticsUpsell message={serverMessage(analytics.error)} />
        ) : (
          <Alert variant="error">{serverMessage(analytics.error) ?? 'Analytics could not be loaded. Try again in a moment.'}</Alert>
        )
      ) : null}

      {data && !(analytics.isError && range === '90d') ? (
        <>
          <Totals data={data} offers={offers} />
          <section aria-label="Daily activity" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ActivityChart
              title={`All listings, last ${RANGE_LABELS[data.range]}`}
              days={data.days}
              series={[
                { key: 'views', label: 'Views', values: data.series.views, color: COLORS.views },
                { key: 'favorites', label: 'Favorites', values: data.series.favorites, color: COLORS.favorites },
                { key: 'inquiries', label: 'Inquiries', values: data.series.inquiries, color: COLORS.inquiries },
                { key: 'matches', label: 'Saved-search matches', values: data.series.matches, color: COLORS.matches },
              ]}
            />
          </section>
          <PlanUsage usage={data.planUsage} />
          <ListingsTable data={data} offers={offers} selected={listingId} onSelect={setListingId} />
          {listingId && data.level === 'advanced' ? <ListingChart userId={userId} id={listingId} range={range} /> : null}
          {data.level === 'basic' ? (
            <p className="text-sm text-slate-600">
              Each listing&apos;s own chart, 90 days, saved-search matches and the view-to-inquiry rate come with{' '}
              <Link to="/pricing" className="font-medium text-brand-700 underline">
                the Pro and Premium plans
              </Link>
              .
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** a number of offers while they load or when they could not be read */
const offerCount = (count: number | undefined) => (count === undefined ? '–' : formatNumber(count));

function Totals({ data, offers }: { data: SellerAnalytics; offers: OfferAnalytics | undefined }) {
  const stats: Array<[string, string]> = [
    ['Views', formatNumber(data.totals.views)],
    ['Favorites', formatNumber(data.totals.favorites)],
    ['Inquiries', formatNumber(data.totals.inquiries)],
    ['Offers', offerCount(offers?.total)],
    ['Leads', formatNumber(data.totals.leads)],
  ];
  if (data.level === 'advanced') {
    stats.push(['Saved-search matches', formatNumber(data.totals.matches ?? 0)], ['View to inquiry', formatRate(data.conversion)]);
  }
  return (
    <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlanUsage({ usage }: { usage: SellerAnalytics['planUsage'] }) {
  const rows: Array<[string, number, number | null]> = [
    ['Active listings', usage.activeListings.used, usage.activeListings.allowed],
    ['Featured this month', usage.featuredThisMonth.used, usage.featuredThisMonth.allowed],
  ];
  return (
    <section aria-labelledby="plan-usage-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="plan-usage-heading" className="text-sm font-semibold text-slate-900">
        Plan usage
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {rows.map(([label, used, allowed]) => (
          <div key={label}>
            <dt className="flex justify-between text-sm text-slate-600">
              {label}
              <span className="font-semibold text-slate-900">{formatUsage(used, allowed)}</span>
            </dt>
            <dd className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: allowed === null ? '0%' : `${Math.min(100, allowed === 0 ? 100 : (used / allowed) * 100)}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface ListingsTableProps {
  data: SellerAnalytics;
  offers: OfferAnalytics | undefined;
  selected: string | null;
  onSelect: (id: string) => void;
}

function ListingsTable({ data, offers, selected, onSelect }: ListingsTableProps) {
  const advanced = data.level === 'advanced';
  const offersOn = new Map(offers?.listings.map((listing) => [listing.id, listing.offers]));
  if (data.listings.length === 0) return <p className="text-slate-600">Your listings&apos; numbers appear here once you post one.</p>;
  return (
    <section aria-labelledby="listing-analytics-heading" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="listing-analytics-heading" className="px-4 pt-4 text-sm font-semibold text-slate-900 sm:px-6">
        By listing
      </h2>
      {/* positioned, so the header's screen-reader text (absolutely placed) scrolls with the table instead of widening the page */}
      <div className="relative overflow-x-auto">
        <table className="mt-2 w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium sm:px-6">
                Listing
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Views
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Favorites
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Inquiries
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Offers
              </th>
              {advanced ? (
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Matches
                </th>
              ) : null}
              {advanced ? (
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  View to inquiry
                </th>
              ) : null}
              {advanced ? (
                <th scope="col" className="px-4 py-2 sm:px-6">
                  <span className="sr-only">Chart</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.listings.map((listing) => (
              <tr key={listing.id} className={cn(selected === listing.id && 'bg-brand-50')}>
                <th scope="row" className="max-w-64 px-4 py-2 font-medium text-slate-900 sm:px-6">
                  <span className="line-clamp-1">{listing.title}</span>
                  <span className="block text-xs font-normal text-slate-500">{STATUS_LABEL[listing.status]}</span>
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(listing.views)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(listing.favorites)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatNumber(listing.inquiries)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{offerCount(offers && (offersOn.get(listing.id) ?? 0))}</td>
                {advanced ? <td className="px-2 py-2 text-right tabular-nums">{formatNumber(listing.matches ?? 0)}</td> : null}
                {advanced ? <td className="px-2 py-2 text-right tabular-nums">{formatRate(listing.conversion)}</td> : null}
                {advanced ? (
                  <td className="px-4 py-2 text-right sm:px-6">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Chart: ${listing.title}`}
                      aria-pressed={selected === listing.id}
                      onClick={() => onSelect(listing.id)}
                    >
                      <BarChart3 className="size-4" aria-hidden="true" />
                      Chart
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ListingChart({ userId, id, range }: { userId: string; id: string; range: AnalyticsRange }) {
  const listing = useListingAnalytics(userId, id, range);
  if (listing.isPending) return <Skeleton className="h-72 rounded-xl" role="status" aria-label="Loading the listing's chart" />;
  if (listing.isError) return <Alert variant="error">{serverMessage(listing.error) ?? 'This listing’s chart could not be loaded.'}</Alert>;
  const { data } = listing;
  const series: ChartSeries[] = [
    { key: 'views', label: 'Views', values: data.series.views, color: COLORS.views },
    { key: 'favorites', label: 'Favorites', values: data.series.favorites, color: COLORS.favorites },
    { key: 'inquiries', label: 'Inquiries', values: data.series.inquiries, color: COLORS.inquiries },
    { key: 'matches', label: 'Saved-search matches', values: data.series.matches, color: COLORS.matches },
  ];
  return (
    <section
      aria-label={`${data.listing.title}: daily activity`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <ActivityChart title={`${data.listing.title}, last ${RANGE_LABELS[data.range]}`} days={data.days} series={series} />
      <p className="mt-3 text-sm text-slate-600">
        {formatNumber(data.totals.views)} views, {formatNumber(data.totals.inquiries)} inquiries: {formatRate(data.conversion)} of views
        became an inquiry.
      </p>
    </section>
  );
}

function AnalyticsUpsell({ message }: { message: string | undefined }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-200">
        <BarChart3 className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-slate-900">See how your listings do</h2>
        <p className="mt-1 text-sm text-slate-700">{message ?? 'Analytics come with the seller plans.'}</p>
      </div>
      <Button asChild>
        <Link to="/pricing">View plans</Link>
      </Button>
    </div>
  );
}
