import { formatDistanceStrict } from 'date-fns';
import { MAX_LEAD_MARKETS, normalizeCountyName, type MyLeads, type SellerLeadRecord } from '@contracts/leads/contracts/seller-leads.ts';
import { stateName } from '@contracts/listings/contracts/us-states.ts';
import { countOf } from '@contracts/shared/kernel/en-us-format.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';

/** A market as the API lists it: a state, or one county of it. */
export type Market = MyLeads['markets'][number];

/** A US number in E.164 (+15128675309) as people write it: (512) 867-5309. Any other number stays as it is. */
export function formatPhone(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** "Texas" for a whole state, "Hays County, TX" for a county of one. */
export function marketLabel(market: { state: string; county?: string | null }): string {
  return market.county ? `${countyLabel(market.county)}, ${market.state}` : stateName(market.state);
}

/**
 * Where a lead is: "Wimberley, Hays County, TX", with what the server could not read left out;
 * null when it read nothing.
 */
export function leadPlace(lead: { city: string | null; county: string | null; state: string | null }): string | null {
  const parts = [lead.city, lead.county ? countyLabel(lead.county) : null, lead.state].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** How long ago a lead came in: "just now" for the first minute, then "5 minutes ago", "2 hours ago", "3 days ago". */
export function leadAge(createdAt: string, now: Date): string {
  const created = new Date(createdAt);
  if (now.getTime() - created.getTime() < 60_000) return 'just now';
  return formatDistanceStrict(created, now, { addSuffix: true });
}

/** The day a lead was taken, e.g. "Nov 10, 2026", in the browser's time zone. */
export function takenDate(claimedAt: string | null): string | null {
  return claimedAt ? new Date(claimedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : null;
}

/** "3 of 30 leads taken this month", or "3 taken this month" on a plan without a monthly limit. */
export function allowanceText(claimsThisMonth: number, claimsAllowed: number | null): string {
  return claimsAllowed === null
    ? `${claimsThisMonth} taken this month`
    : `${claimsThisMonth} of ${countOf(claimsAllowed, 'lead')} taken this month`;
}

/** Whether the month's claims are used up (never on a plan without a limit). */
export function claimsUsedUp(leads: Pick<MyLeads, 'claimsThisMonth' | 'claimsAllowed'>): boolean {
  return leads.claimsAllowed !== null && leads.claimsThisMonth >= leads.claimsAllowed;
}

const marketKey = (market: Market) => `${market.state}|${(market.county ?? '').toLowerCase()}`;

/** The same markets, in any order. */
export function sameMarkets(a: readonly Market[], b: readonly Market[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(marketKey));
  return b.every((market) => keys.has(marketKey(market)));
}

/** By state, the whole state before its counties, then counties by name: the order the server answers in. */
function sortMarkets(markets: Market[]): Market[] {
  return markets.sort((a, b) => a.state.localeCompare(b.state) || (a.county ?? '').localeCompare(b.county ?? ''));
}

export type AddMarketResult = { markets: Market[] } | { field: 'state' | 'county'; message: string };

/**
 * The list with `market` added, or why it cannot be: the same market twice, a county of a state
 * already chosen whole, or more than the server takes. A whole state replaces its counties, as the server would.
 */
export function addMarket(markets: readonly Market[], market: Market): AddMarketResult {
  const county = market.county ? normalizeCountyName(market.county) : null;
  const adding: Market = { state: market.state, county: county || null };
  const wholeState = markets.some((entry) => entry.state === adding.state && !entry.county);
  if (wholeState) {
    return adding.county
      ? { field: 'county', message: `${stateName(adding.state)} is one of your markets already, with all its counties` }
      : { field: 'state', message: `${stateName(adding.state)} is one of your markets already` };
  }
  const same = markets.find((entry) => marketKey(entry) === marketKey(adding));
  if (same) return { field: 'county', message: `${marketLabel(same)} is one of your markets already` };
  const kept = adding.county ? [...markets] : markets.filter((entry) => entry.state !== adding.state);
  if (kept.length >= MAX_LEAD_MARKETS) return { field: 'state', message: `Choose at most ${MAX_LEAD_MARKETS} markets` };
  return { markets: sortMarkets([...kept, adding]) };
}

/** The list without `market`. */
export function removeMarket(markets: readonly Market[], market: Market): Market[] {
  return markets.filter((entry) => marketKey(entry) !== marketKey(market));
}

/** The cached leads after the seller took `lead`: gone from the offers, first of the taken ones, one more claim this month. */
export function withTakenLead(leads: MyLeads, lead: SellerLeadRecord): MyLeads {
  const already = leads.claimed.some((entry) => entry.id === lead.id);
  return {
    ...leads,
    offered: leads.offered.filter((entry) => entry.id !== lead.id),
    claimed: [lead, ...leads.claimed.filter((entry) => entry.id !== lead.id)],
    claimsThisMonth: already ? leads.claimsThisMonth : leads.claimsThisMonth + 1,
  };
}
