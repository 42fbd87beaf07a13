import { setTimeout } from 'node:timers/promises';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { ServiceUnavailableError } from '../../../shared/kernel/errors.ts';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { RebuildScope, Reindexer } from '../../../shared/kernel/module.ts';
import type { SearchDocument, SearchIndex } from '../../../shared/kernel/search-index.port.ts';
import type { ListingSnapshot } from '../../contracts/events.ts';
import { METRICS_PREFIX, METRICS_TOTALS_KEY } from '../../application/read-models/market-metrics.ts';
import { PROPERTIES_INDEX, toPropertyDocument } from '../../application/read-models/property-document.ts';
import { contributionOf, entryKey, MetricsTotals } from './market-metrics.projector.ts';
import { DETAILS_PREFIX, detailsKey } from './property-details.projector.ts';
import { isSearchable, propertiesIndexSettings, SEARCH_VERSIONS_PREFIX } from './property-search.projector.ts';

const BATCH = 5000;
const WRITE_BATCH = 1000;

/** Rebuilds the listings read models (search index, details and metrics) from Postgres. */
export class ListingsReindexer implements Reindexer {
  readonly #em: EntityManager;
  readonly #search: SearchIndex;
  readonly #kv: KeyValue;

  constructor(em: EntityManager, search: SearchIndex, kv: KeyValue) {
    this.#em = em;
    this.#search = search;
    this.#kv = kv;
  }

  async prepare(): Promise<void> {
    await this.#search.ensureIndex(PROPERTIES_INDEX, propertiesIndexSettings);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#search.count(PROPERTIES_INDEX)) === 0 || Object.keys(await this.#kv.hashGetAll(METRICS_TOTALS_KEY)).length === 0;
  }

  async rebuild(log: (line: string) => void, scope: RebuildScope = 'all'): Promise<Record<string, number>> {
    const kv = this.#kv;
    const everything = scope !== 'search';
    const totals = new MetricsTotals();
    if (everything) {
      await this.#kv.deleteByPrefix(METRICS_PREFIX);
      await this.#kv.deleteByPrefix(DETAILS_PREFIX);
    }
    // the rebuilt index mirrors Postgres, which is newer than any snapshot still in flight (a process
    // rebuilding only its own copy of the index, or none, leaves the versions to the hosts' shared projection)
    if (scope === 'all') await this.#kv.deleteByPrefix(SEARCH_VERSIONS_PREFIX);
    let listings = 0;
    const em = this.#em;
    // read page by page while the engine indexes: only a page or two of listings is in memory at a time
    async function* pages(): AsyncIterable<ListingSnapshot[]> {
      let next: Promise<ListingSnapshot[]> | null = readPage(em, null);
      while (next !== null) {
        const snapshots: ListingSnapshot[] = await next;
        // the next page is read while this one is written and indexed (on Postgres, over another connection)
        next = snapshots.length === BATCH ? readPage(em, snapshots[BATCH - 1].id) : null;
        // awaited on the next turn; a rebuild that fails before then must not leave it unhandled
        next?.catch(() => {});
        if (snapshots.length === 0) break;
        if (everything) await writeReadModels(kv, snapshots, totals);
        listings += snapshots.length;
        if (listings % 50_000 === 0 || snapshots.length < BATCH) log(`listings: ${listings} listings read`);
        yield snapshots;
      }
    }
    async function* documents(): AsyncIterable<SearchDocument[]> {
      for await (const snapshots of pages()) yield snapshots.filter(isSearchable).map(toPropertyDocument);
    }
    if (scope === 'shared') {
      for await (const snapshots of pages()) void snapshots;
      await totals.write(kv);
      return { details: listings };
    }
    const { documents: indexed } = await this.#search.rebuild(PROPERTIES_INDEX, propertiesIndexSettings, documents());
    // written once, at the end; an empty marketplace still has metrics (all zero), so the read side is no longer "empty"
    if (everything) await totals.write(kv);
    log(`listings: ${indexed} listings indexed`);
    return { properties: indexed };
  }
}

/**
 * Each listing's details and metrics entry, a thousand listings at a time, in one command (a whole page
 * at once would make a command so large that its reply could come past the command timeout). A group
 * that meets the store unavailable is written again, twice at most: with a million documents in the
 * engine a garbage collection can hold the event loop past that timeout.
 */
async function writeReadModels(kv: KeyValue, snapshots: ListingSnapshot[], totals: MetricsTotals): Promise<void> {
  for (let from = 0; from < snapshots.length; from += WRITE_BATCH) {
    const writes: Array<[string, string]> = [];
    for (const snapshot of snapshots.slice(from, from + WRITE_BATCH)) {
      writes.push([detailsKey(snapshot.id), JSON.stringify(snapshot)]);
      const contribution = contributionOf(snapshot);
      if (contribution) {
        totals.add(contribution);
        writes.push([entryKey(snapshot.id), JSON.stringify(contribution)]);
      }
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await kv.setMany(writes);
        break;
      } catch (error) {
        if (!(error instanceof ServiceUnavailableError) || attempt === 3) throw error;
        await setTimeout(1000);
      }
    }
  }
}

/**
 * The columns `Property.toSnapshot()` reads, in this order. A page comes back as one JSON text of
 * arrays, parsed at once: hydrating entities, or even the driver's parsing of rows field by field,
 * cost most of a reindex on PGlite.
 */
const SNAPSHOT_COLUMNS = [
  'id',
  'owner_id',
  'seller_premium',
  'seller_suspended',
  'review',
  'review_reason',
  'title',
  'description',
  'category',
  'street_address',
  'city',
  'state',
  'zip',
  'county',
  'apn',
  'latitude',
  'longitude',
  'acres',
  'building_sqft',
  'beds',
  'baths',
  'year_built',
  'zoning',
  'utilities',
  'road_access',
  'price_cents',
  'arv_cents',
  'estimated_repairs_cents',
  'terms',
  'open_to_joint_venture',
  'jv_terms',
  'images',
  'hide_address',
  'featured',
  'status',
  'view_count',
  'created_at',
  'updated_at',
  'published_at',
  'under_contract_at',
  'sold_at',
  'withdrawn_at',
  'expires_at',
  'version',
] as const;

/** The BATCH listings after `after` in id order (from the first without it), as snapshots. */
async function readPage(em: EntityManager, after: string | null): Promise<ListingSnapshot[]> {
  const [{ page }] = await em.fork().execute<Array<{ page: string }>>(
    `select coalesce(json_agg(json_build_array(${SNAPSHOT_COLUMNS.join(', ')}) order by id), '[]')::text as page
     from (select * from listings.properties ${after === null ? '' : 'where id > ?'} order by id limit ${BATCH}) listing`,
    after === null ? [] : [after],
  );
  return (JSON.parse(page) as unknown[][]).map(snapshotOf);
}

function snapshotOf(row: unknown[]): ListingSnapshot {
  const [
    id,
    ownerId,
    sellerPremium,
    sellerSuspended,
    review,
    reviewReason,
    title,
    description,
    category,
    streetAddress,
    city,
    state,
    zip,
    county,
    apn,
    latitude,
    longitude,
    acres,
    buildingSqft,
    beds,
    baths,
    yearBuilt,
    zoning,
    utilities,
    roadAccess,
    priceCents,
    arvCents,
    estimatedRepairsCents,
    terms,
    openToJointVenture,
    jvTerms,
    images,
    hideAddress,
    featured,
    status,
    viewCount,
    createdAt,
    updatedAt,
    publishedAt,
    underContractAt,
    soldAt,
    withdrawnAt,
    expiresAt,
    version,
  ] = row as never[]; // each element is what its column holds, typed by the snapshot field it fills
  return {
    id,
    ownerId,
    sellerPremium,
    sellerSuspended,
    review: review ?? null,
    reviewReason: reviewReason ?? null,
    title,
    description,
    category,
    streetAddress: streetAddress ?? null,
    city,
    state,
    zip: zip ?? null,
    county: county ?? null,
    apn: apn ?? null,
    latitude: nullableNumber(latitude),
    longitude: nullableNumber(longitude),
    acres: Number(acres),
    buildingSqft: buildingSqft ?? null,
    beds: beds ?? null,
    baths: nullableNumber(baths),
    yearBuilt: yearBuilt ?? null,
    zoning: zoning ?? null,
    utilities: utilities ?? [],
    roadAccess: roadAccess ?? null,
    priceCents: Number(priceCents),
    arvCents: nullableNumber(arvCents),
    estimatedRepairsCents: nullableNumber(estimatedRepairsCents),
    terms: terms ?? [],
    openToJointVenture,
    jvTerms: jvTerms ?? null,
    images,
    hideAddress,
    featured,
    status,
    viewCount,
    createdAt: isoOf(createdAt)!,
    updatedAt: isoOf(updatedAt)!,
    publishedAt: isoOf(publishedAt),
    underContractAt: isoOf(underContractAt),
    soldAt: isoOf(soldAt),
    withdrawnAt: isoOf(withdrawnAt),
    expiresAt: isoOf(expiresAt),
    version,
  };
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** JSON's timestamptz ("2026-11-30T07:39:12.345678+00:00") as `Date.toISOString()` gives the entity's */
function isoOf(value: string | null): string | null {
  if (value === null) return null;
  // in a UTC session, the same text cut to milliseconds, without a Date (seven a listing: a tenth of a reindex's parsing)
  if (value.length <= 32 && value[19] === '.' && value.endsWith('+00:00'))
    return `${value.slice(0, 19)}${`${value.slice(19, -6)}000`.slice(0, 4)}Z`;
  return new Date(value).toISOString();
}
