import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { ListingsApi } from '../../listings/contracts/api.ts';
import type { ListingSnapshot } from '../../listings/contracts/events.ts';
import { groupedNumber } from '../../shared/kernel/en-us-format.ts';
import { FIT_SCORE, MATCH_POINTS, PARTIAL_POINTS, type Match, type MatchPart, type MatchReason } from '../contracts/matching.ts';
import { MatchListingNotFoundError } from '../domain/segment.errors.ts';
import { findOwnSegment, mailableContactIds } from './segments.ts';

/**
 * A listing's fit with each of a seller's contacts, scored in one statement over the seller's contacts
 * (decision 0058): each part's points as a column, their sum the score. The reasons are written from the
 * points, so what a row says is what it scored.
 */

/** The seller's own listing, as the listings module last described it (404 for any other, or none). */
export async function ownListing(listings: ListingsApi, sellerId: string, listingId: string): Promise<ListingSnapshot> {
  const [listing] = await listings.getSnapshots([listingId]);
  if (!listing || listing.ownerId !== sellerId) throw new MatchListingNotFoundError();
  return listing;
}

/** "Travis County" and "travis" name the same county. */
export const countyKey = (county: string) =>
  county
    .trim()
    .toLowerCase()
    .replace(/\s+(county|parish|borough)$/, '');
/** the ways a contact may have written the county, lower case */
const countyNames = (key: string) => [key, `${key} county`, `${key} parish`, `${key} borough`];

const offersFinancing = (listing: ListingSnapshot) => listing.terms.some((term) => term === 'owner-finance' || term === 'subject-to');

const points = <K extends string>(table: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(table).map(([key, value]) => [key, sql.lit(value)])) as Record<K, ReturnType<typeof sql.lit>>;

/**
 * The points of each part for every contact of the seller, as SQL columns (the listing's facts bound as
 * parameters). `offset 0` keeps it a subquery of its own, so each row's points are worked out once rather
 * than again wherever the score is used (the sort, each count).
 */
function scoredContacts(listing: ListingSnapshot, sellerId: string) {
  const state = listing.state;
  const counties = listing.county ? countyNames(countyKey(listing.county)) : null;
  const price = listing.priceCents;
  const arv = listing.arvCents;
  // the points are the module's constants, written into the statement as numbers
  const { location, price: priceMax, type, financing, proofOfFunds } = points(MATCH_POINTS);
  const partial = points(PARTIAL_POINTS);
  const within = (cents: number | null) =>
    cents === null
      ? sql`false`
      : sql`(${cents}::bigint >= coalesce(c.price_min_cents, 0) and ${cents}::bigint <= coalesce(c.price_max_cents, ${cents}::bigint))`;
  return sql`
    select c.id, c.name, c.email, c.phone, c.company, c.counties, c.price_min_cents, c.price_max_cents, c.financing, c.created_at,
      case
        when ${counties !== null}
          and exists (select 1 from unnest(c.counties) k where lower(btrim(k)) = any(${counties ?? []}::text[]))
          and (cardinality(c.states) = 0 or ${state}::text = any(c.states)) then ${location}
        when ${state}::text = any(c.states) then ${partial.state}
        when cardinality(c.states) = 0 and cardinality(c.counties) = 0 then ${partial.noLocation}
        else 0 end as location_points,
      case
        when c.price_min_cents is null and c.price_max_cents is null then ${partial.noBudget}
        when ${within(price)} then ${priceMax}
        when ${within(arv)} then ${partial.arv}
        else 0 end as price_points,
      case
        when ${listing.category}::text = any(c.property_types) then ${type}
        when cardinality(c.property_types) = 0 then ${partial.noType}
        else 0 end as type_points,
      case
        when c.financing in ('cash', 'either') then ${financing}
        when c.financing = 'financing' then ${offersFinancing(listing) ? financing : sql.lit(0)}
        else ${partial.noFinancing} end as financing_points,
      case when c.proof_of_funds then ${proofOfFunds} else 0 end as pof_points,
      (c.email is not null and c.unsubscribed_at is null and c.suppressed_at is null) as mailable
    from leads.contacts c
    where c.seller_id = ${sellerId}
    offset 0`;
}

const SCORE = sql.raw('(location_points + price_points + type_points + financing_points + pof_points)');

export interface ScoredRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  counties: string[];
  price_min_cents: string | number | null;
  price_max_cents: string | number | null;
  financing: string | null;
  location_points: number;
  price_points: number;
  type_points: number;
  financing_points: number;
  pof_points: number;
  score: number;
  mailable: boolean;
}

/** How many of the seller's contacts there are, fit and can be mailed, and fit but cannot. */
export async function matchSummary(em: EntityManager, listing: ListingSnapshot, sellerId: string): Promise<MatchSummary> {
  const { rows } = await sql<{ contacts: number; fits: number; fits_not_mailable: number }>`
    select count(*)::int as contacts,
      (count(*) filter (where ${SCORE} >= ${sql.lit(FIT_SCORE)} and mailable))::int as fits,
      (count(*) filter (where ${SCORE} >= ${sql.lit(FIT_SCORE)} and not mailable))::int as fits_not_mailable
    from (${scoredContacts(listing, sellerId)}) s`.execute(em.getKysely());
  const [row] = rows;
  return { contacts: Number(row?.contacts ?? 0), fits: Number(row?.fits ?? 0), fitsNotMailable: Number(row?.fits_not_mailable ?? 0) };
}

export interface MatchSummary {
  contacts: number;
  fits: number;
  fitsNotMailable: number;
}

/**
 * A page of the seller's contacts, best score first (`fitsOnly`: those scoring at least FIT_SCORE), how many
 * there are in that view, and the summary: one pass over the seller's contacts (the counts are window
 * aggregates over every scored row, the page a top-N sort). A page past the end counts in a second statement.
 */
export async function matchPage(
  em: EntityManager,
  listing: ListingSnapshot,
  sellerId: string,
  page: { fitsOnly: boolean; limit: number; offset: number },
): Promise<{ rows: Match[]; total: number; summary: MatchSummary }> {
  const fit = sql.lit(FIT_SCORE);
  const { rows } = await sql<ScoredRow & { contacts: number; fits: number; fits_not_mailable: number; fitting: number }>`
    select * from (
      select s.*, ${SCORE}::int as score,
        (count(*) over ())::int as contacts,
        (count(*) filter (where ${SCORE} >= ${fit} and s.mailable) over ())::int as fits,
        (count(*) filter (where ${SCORE} >= ${fit} and not s.mailable) over ())::int as fits_not_mailable,
        (count(*) filter (where ${SCORE} >= ${fit}) over ())::int as fitting
      from (${scoredContacts(listing, sellerId)}) s
    ) x
    ${page.fitsOnly ? sql`where x.score >= ${fit}` : sql.raw('')}
    order by x.score desc, x.created_at, x.id
    limit ${page.limit} offset ${page.offset}`.execute(em.getKysely());
  const [first] = rows;
  const summary = first
    ? { contacts: Number(first.contacts), fits: Number(first.fits), fitsNotMailable: Number(first.fits_not_mailable) }
    : await matchSummary(em, listing, sellerId);
  const total = first
    ? Number(page.fitsOnly ? first.fitting : first.contacts)
    : page.fitsOnly
      ? summary.fits + summary.fitsNotMailable
      : summary.contacts;
  return { rows: rows.map((row) => toMatch(listing, row)), total, summary };
}

/** The ids of the seller's mailable contacts who fit the listing, best first. */
export async function fittingContactIds(em: EntityManager, listing: ListingSnapshot, sellerId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select s.id from (${scoredContacts(listing, sellerId)}) s
    where ${SCORE} >= ${sql.lit(FIT_SCORE)} and s.mailable
    order by ${SCORE} desc, s.created_at, s.id`.execute(em.getKysely());
  return rows.map((row) => row.id);
}

/** Who a campaign goes to: see `contracts/matching.ts`. Mailable contacts only; 404 for a segment or listing not the seller's. */
export async function audienceContactIds(
  em: EntityManager,
  listings: ListingsApi,
  sellerId: string,
  audience: { segmentId: string } | { listingId: string },
): Promise<string[]> {
  if ('segmentId' in audience) return mailableContactIds(em, sellerId, (await findOwnSegment(em, sellerId, audience.segmentId)).filter);
  return fittingContactIds(em, await ownListing(listings, sellerId, audience.listingId), sellerId);
}

const money = (cents: number) => `$${groupedNumber(Math.round(cents / 100))}`;
const typeWord = (category: string) => (category === 'land' ? 'land' : `${category} property`);

/** Why a contact scored what they did, part by part. */
export function reasonsOf(listing: ListingSnapshot, row: ScoredRow): MatchReason[] {
  const county = listing.county?.trim();
  const place = county ? `${/\s(county|parish|borough)$/i.test(county) ? county : `${county} County`}, ${listing.state}` : listing.state;
  const min = row.price_min_cents === null ? null : Number(row.price_min_cents);
  const max = row.price_max_cents === null ? null : Number(row.price_max_cents);
  const location =
    row.location_points === MATCH_POINTS.location
      ? `Buys in ${place}`
      : row.location_points === PARTIAL_POINTS.state
        ? row.counties.length
          ? `Buys in ${listing.state}, other counties`
          : `Buys in ${listing.state}`
        : row.location_points > 0
          ? 'No location on file'
          : `Does not buy in ${listing.state}`;
  const price =
    row.price_points === MATCH_POINTS.price
      ? `Price ${money(listing.priceCents)} within budget`
      : row.price_points === PARTIAL_POINTS.arv
        ? `ARV ${money(listing.arvCents ?? 0)} within budget`
        : row.price_points > 0
          ? 'No budget on file'
          : max !== null && listing.priceCents > max
            ? `Price above budget (up to ${money(max)})`
            : `Price below their range (from ${money(min ?? 0)})`;
  const type =
    row.type_points === MATCH_POINTS.type
      ? `Buys ${typeWord(listing.category)}`
      : row.type_points > 0
        ? 'No property type on file'
        : `Does not buy ${typeWord(listing.category)}`;
  const financing =
    row.financing === 'cash'
      ? 'Pays cash'
      : row.financing === 'either'
        ? 'Pays cash or finances'
        : row.financing === 'financing'
          ? row.financing_points > 0
            ? 'Needs financing: you offer terms'
            : 'Needs financing: you ask for cash'
          : 'Cash or financing not on file';
  const proof = row.pof_points > 0 ? 'Proof of funds on file' : 'No proof of funds on file';
  const points: Record<MatchPart, [number, string]> = {
    location: [row.location_points, location],
    price: [row.price_points, price],
    type: [row.type_points, type],
    financing: [row.financing_points, financing],
    proofOfFunds: [row.pof_points, proof],
  };
  return (Object.keys(points) as MatchPart[]).map((part) => ({
    part,
    points: points[part][0],
    max: MATCH_POINTS[part],
    text: points[part][1],
  }));
}

function toMatch(listing: ListingSnapshot, row: ScoredRow): Match {
  return {
    contact: { id: row.id, name: row.name, email: row.email, phone: row.phone, company: row.company, mailable: row.mailable },
    score: Number(row.score),
    fits: Number(row.score) >= FIT_SCORE,
    reasons: reasonsOf(listing, row),
  };
}
