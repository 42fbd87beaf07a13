/**
 * `npm run bench:alerts`: saved-search alert matching (decision 0024) at 100,000 saved searches.
 *
 *   npm run bench:alerts [-- --searches 100000] [--events 2000] [--handle 50] [--embedded-only]
 *
 * For each runtime mode (embedded PGlite + memory; and Postgres + Redis when DATABASE_URL and
 * REDIS_URL are set, on a throw-away database created next to the one DATABASE_URL names) it builds
 * the host in this process on a fresh database (migrations applied, no HTTP: this times the matching,
 * not requests), then:
 *
 * 1. Set-up, not timed against the target: `searches` saved searches of 20,000 synthetic members,
 *    inserted with multi-row SQL inserts. Their criteria are drawn with a fixed seed, as members
 *    fill the search page in: mostly 1–2 categories and 1–3 states (weighted toward populous and land
 *    states), often a price band, some acres bounds, a search word, a county, asking terms, ~5 % a map
 *    box or a radius, ~3 % neither category nor state; alerts mostly instant, some daily, some off.
 *    Each criteria object goes through the contract's `savedSearchCriteriaSchema`, so it is stored in
 *    the parsed form the create command stores. The members exist for identity too (their account
 *    views, delivered to identity's own `identity.user-view` subscriber), so bells really ring.
 * 2. A check that the rows are what the module would write: a sample of the criteria is saved
 *    through the real `engagement.create-saved-search` command and the criteria it stored compared
 *    with the bench's (this check fails loudly when the two drift apart).
 * 3. `events` listing events (plus 50 warm-up ones, not counted), drawn with the same seed: 85 % new
 *    listings, 5 % back on the market, 10 % price drops of a listing published earlier in the run;
 *    realistic category, state, county, price, acres, a point in the state, title and description.
 *    10 % are sellers who have saved searches themselves (their own never match).
 *    a. Matching alone, for every event: engagement's `engagement.count-listing-demand` query on the
 *       host's query bus (a listing's fields → how many saved searches of other members it matches),
 *       which is the host's in-memory matcher (decision 0028): its "anything changed?" query on the
 *       change log (and, when something did, the changes), then the pass over the listing's posting
 *       lists; after a zod parse of the fields (its cost is printed). Wall time and this process's
 *       CPU time are both printed: on a machine shared with other work the first stretches, the
 *       second much less. The first match loads the matcher from Postgres: it is timed apart, with
 *       the heap and array buffers it added (after a full GC). Before every 10th timed event one
 *       saved search is changed (untimed: created, renamed, or deleted, in turn, by SQL as another
 *       host's command would), so a tenth of the matches also catch up a change. Then the "anything
 *       changed?" query alone (restated here), timed, with its plan.
 *    b. The whole subscriber, for the first `handle` events (default 50: an event that matches a
 *       thousand alerting searches rings a thousand bells, one after another, and takes seconds):
 *       the handler of `engagement.saved-search-matches` (matching, the upsert of the matches, bells,
 *       realtime events) in one transaction, then its after-commit effects, as the outbox dispatcher
 *       delivers an event (the dispatcher's own inbox row is not counted). Alerts = matches recorded
 *       for alerting searches (alerts not off, not paused).
 * 4. Memory: this process's RSS and V8 heap after the inserts and at the end (after a full GC; in the
 *    embedded mode PGlite lives in this process, so its RSS includes the database, and its WASM
 *    memory is an array buffer: the matcher's array-buffer growth there includes any growth of it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createHost, type Host } from '../../src/host.ts';
import { engagementModule } from '../../modules/engagement/index.ts';
import { identityModule } from '../../modules/identity/index.ts';
import {
  listingDemandRequestSchema,
  savedSearchCriteriaSchema,
  suggestSavedSearchName,
  type AlertFrequency,
  type CreateSavedSearchRequest,
  type ListingDemandRequest,
  type SavedSearch,
  type SavedSearchCriteria,
} from '../../modules/engagement/contracts/saved-searches.ts';
import { NOTIFICATION_TOPICS, type NotificationPreferences } from '../../modules/identity/contracts/http.ts';
import { UserRegistered, type UserSnapshot } from '../../modules/identity/contracts/events.ts';
import { ListingPublished, ListingUpdated, type ListingSnapshot } from '../../modules/listings/contracts/events.ts';
import { ASKING_TERMS, PROPERTY_CATEGORIES, type AskingTerm, type PropertyCategory } from '../../modules/listings/contracts/listing.ts';
import { defineCommand, defineQuery, type Actor } from '../../modules/shared/kernel/bus.ts';
import type { IntegrationEvent } from '../../modules/shared/kernel/events.ts';
import { newId } from '../../modules/shared/kernel/ids.ts';
import { seededRandom } from '../../modules/shared/kernel/seeded-random.ts';
import type { Subscriber, SubscriberRegistration } from '../../modules/shared/kernel/module.ts';
import { inEachRuntimeMode } from './runtime-modes.ts';

const TARGET_P95_MS = 5;
const SEED = 20_260_424;
const MEMBERS = 20_000;
const WARMUP_EVENTS = 50;
const INSERT_BATCH = 1000;
/** saved through the real create command to check the bench's rows (3 per member: a free plan's allowance) */
const CHECKED_SAMPLE = 30;
/** events given to the whole subscriber: each rings hundreds to thousands of bells, one after another */
const DEFAULT_HANDLED = 50;

/** engagement's use cases and subscribers on the host's buses, by their registered names */
const CountListingDemand = defineQuery<{ listing: ListingDemandRequest }, Record<string, number>>('engagement.count-listing-demand');
const CreateSavedSearch = defineCommand<CreateSavedSearchRequest, SavedSearch>('engagement.create-saved-search');
const MATCHING_SUBSCRIBER = 'engagement.saved-search-matches';
const USER_VIEW_SUBSCRIBER = 'identity.user-view';

const log = (line: string) => console.log(line);

// ---------------------------------------------------------------------------------------------
// What members search for and what sellers list
// ---------------------------------------------------------------------------------------------

interface StateInfo {
  code: string;
  weight: number;
  /** west, south, east, north (rough) */
  box: readonly [number, number, number, number];
  counties: readonly string[];
  cities: readonly string[];
}

/** populous and land-heavy states, weighted as listings and searches are spread over them */
const STATES: readonly StateInfo[] = [
  {
    code: 'TX',
    weight: 14,
    box: [-106.6, 25.8, -93.5, 36.5],
    counties: ['Travis', 'Harris', 'Bexar', 'Hays', 'Llano'],
    cities: ['Austin', 'Houston', 'San Antonio', 'Llano'],
  },
  {
    code: 'FL',
    weight: 10,
    box: [-87.6, 24.5, -80.0, 31.0],
    counties: ['Marion', 'Polk', 'Hillsborough', 'Putnam'],
    cities: ['Ocala', 'Lakeland', 'Tampa', 'Palatka'],
  },
  {
    code: 'CA',
    weight: 7,
    box: [-124.4, 32.5, -114.1, 42.0],
    counties: ['San Bernardino', 'Kern', 'Riverside', 'Fresno'],
    cities: ['Barstow', 'Bakersfield', 'Riverside', 'Fresno'],
  },
  {
    code: 'AZ',
    weight: 6,
    box: [-114.8, 31.3, -109.0, 37.0],
    counties: ['Mohave', 'Maricopa', 'Pima', 'Navajo'],
    cities: ['Kingman', 'Phoenix', 'Tucson', 'Show Low'],
  },
  {
    code: 'NC',
    weight: 5,
    box: [-84.3, 33.8, -75.5, 36.6],
    counties: ['Buncombe', 'Wake', 'Brunswick'],
    cities: ['Asheville', 'Raleigh', 'Southport'],
  },
  {
    code: 'GA',
    weight: 5,
    box: [-85.6, 30.4, -80.8, 35.0],
    counties: ['Fulton', 'Chatham', 'Hall'],
    cities: ['Atlanta', 'Savannah', 'Gainesville'],
  },
  {
    code: 'TN',
    weight: 4,
    box: [-90.3, 35.0, -81.6, 36.7],
    counties: ['Knox', 'Davidson', 'Cumberland'],
    cities: ['Knoxville', 'Nashville', 'Crossville'],
  },
  {
    code: 'CO',
    weight: 4,
    box: [-109.1, 37.0, -102.0, 41.0],
    counties: ['Costilla', 'El Paso', 'Park'],
    cities: ['San Luis', 'Colorado Springs', 'Fairplay'],
  },
  {
    code: 'NM',
    weight: 3,
    box: [-109.1, 31.3, -103.0, 37.0],
    counties: ['Bernalillo', 'Valencia', 'Luna'],
    cities: ['Albuquerque', 'Belen', 'Deming'],
  },
  {
    code: 'MO',
    weight: 3,
    box: [-95.8, 36.0, -89.1, 40.6],
    counties: ['Greene', 'Taney', 'Jackson'],
    cities: ['Springfield', 'Branson', 'Kansas City'],
  },
  {
    code: 'OK',
    weight: 3,
    box: [-103.0, 33.6, -94.4, 37.0],
    counties: ['Tulsa', 'Oklahoma', 'Cherokee'],
    cities: ['Tulsa', 'Oklahoma City', 'Tahlequah'],
  },
  {
    code: 'AL',
    weight: 3,
    box: [-88.5, 30.2, -84.9, 35.0],
    counties: ['Baldwin', 'Madison', 'Jefferson'],
    cities: ['Fairhope', 'Huntsville', 'Birmingham'],
  },
  {
    code: 'SC',
    weight: 3,
    box: [-83.4, 32.0, -78.5, 35.2],
    counties: ['Horry', 'Charleston', 'Greenville'],
    cities: ['Conway', 'Charleston', 'Greenville'],
  },
  {
    code: 'OH',
    weight: 3,
    box: [-84.8, 38.4, -80.5, 42.0],
    counties: ['Franklin', 'Hocking', 'Cuyahoga'],
    cities: ['Columbus', 'Logan', 'Cleveland'],
  },
  {
    code: 'MI',
    weight: 3,
    box: [-90.4, 41.7, -82.4, 48.3],
    counties: ['Kent', 'Otsego', 'Wayne'],
    cities: ['Grand Rapids', 'Gaylord', 'Detroit'],
  },
  {
    code: 'NY',
    weight: 3,
    box: [-79.8, 40.5, -71.9, 45.0],
    counties: ['Delaware', 'Sullivan', 'Erie'],
    cities: ['Delhi', 'Monticello', 'Buffalo'],
  },
  {
    code: 'PA',
    weight: 3,
    box: [-80.5, 39.7, -74.7, 42.3],
    counties: ['Wayne', 'Pike', 'Allegheny'],
    cities: ['Honesdale', 'Milford', 'Pittsburgh'],
  },
  {
    code: 'VA',
    weight: 2,
    box: [-83.7, 36.5, -75.2, 39.5],
    counties: ['Albemarle', 'Bedford', 'Fairfax'],
    cities: ['Charlottesville', 'Bedford', 'Fairfax'],
  },
  {
    code: 'WA',
    weight: 2,
    box: [-124.8, 45.5, -116.9, 49.0],
    counties: ['Spokane', 'Stevens', 'King'],
    cities: ['Spokane', 'Colville', 'Seattle'],
  },
  {
    code: 'OR',
    weight: 2,
    box: [-124.6, 42.0, -116.5, 46.3],
    counties: ['Deschutes', 'Klamath', 'Lane'],
    cities: ['Bend', 'Klamath Falls', 'Eugene'],
  },
  {
    code: 'NV',
    weight: 2,
    box: [-120.0, 35.0, -114.0, 42.0],
    counties: ['Nye', 'Elko', 'Clark'],
    cities: ['Pahrump', 'Elko', 'Las Vegas'],
  },
  {
    code: 'ID',
    weight: 2,
    box: [-117.2, 42.0, -111.0, 49.0],
    counties: ['Ada', 'Bonner', 'Boundary'],
    cities: ['Boise', 'Sandpoint', 'Bonners Ferry'],
  },
  {
    code: 'MT',
    weight: 2,
    box: [-116.1, 44.4, -104.0, 49.0],
    counties: ['Flathead', 'Gallatin', 'Lincoln'],
    cities: ['Kalispell', 'Bozeman', 'Libby'],
  },
  {
    code: 'KY',
    weight: 2,
    box: [-89.6, 36.5, -82.0, 39.1],
    counties: ['Fayette', 'Pulaski', 'Jefferson'],
    cities: ['Lexington', 'Somerset', 'Louisville'],
  },
  {
    code: 'AR',
    weight: 2,
    box: [-94.6, 33.0, -89.6, 36.5],
    counties: ['Fulton', 'Benton', 'Garland'],
    cities: ['Salem', 'Bentonville', 'Hot Springs'],
  },
  {
    code: 'WY',
    weight: 1,
    box: [-111.1, 41.0, -104.1, 45.0],
    counties: ['Fremont', 'Park', 'Laramie'],
    cities: ['Riverton', 'Cody', 'Cheyenne'],
  },
];

interface CategoryInfo {
  category: PropertyCategory;
  weight: number;
  /** asking price range, whole dollars (drawn log-uniformly) */
  price: readonly [number, number];
  acres: readonly [number, number];
}

const CATEGORY_INFO: Record<PropertyCategory, Omit<CategoryInfo, 'category'>> = {
  land: { weight: 35, price: [5_000, 600_000], acres: [0.25, 640] },
  residential: { weight: 15, price: [60_000, 900_000], acres: [0.1, 5] },
  agricultural: { weight: 10, price: [50_000, 3_000_000], acres: [10, 2_000] },
  recreational: { weight: 10, price: [15_000, 1_500_000], acres: [5, 1_000] },
  commercial: { weight: 6, price: [150_000, 4_000_000], acres: [0.2, 20] },
  investment: { weight: 6, price: [40_000, 2_000_000], acres: [0.1, 50] },
  unrestricted: { weight: 6, price: [3_000, 150_000], acres: [0.5, 80] },
  development: { weight: 5, price: [100_000, 5_000_000], acres: [2, 300] },
  'mixed-use': { weight: 4, price: [200_000, 3_000_000], acres: [0.1, 10] },
  industrial: { weight: 3, price: [250_000, 6_000_000], acres: [1, 100] },
};
const CATEGORIES: readonly CategoryInfo[] = PROPERTY_CATEGORIES.map((category) => ({ category, ...CATEGORY_INFO[category] }));
const BUILDING_CATEGORIES = new Set<PropertyCategory>(['residential', 'mixed-use', 'investment']);

/** what listings say about themselves, and so the words members search for */
const FEATURES = [
  'creek',
  'lake',
  'pond',
  'wooded',
  'timber',
  'pasture',
  'ranch',
  'farm',
  'hunting',
  'mountain',
  'views',
  'river',
  'cabin',
  'barn',
  'well',
  'homesite',
  'waterfront',
  'fenced',
  'orchard',
  'secluded',
];
const SEARCH_WORDS = [...FEATURES, 'road frontage', 'off grid', 'owner finance', 'mobile home', 'lake front'];
const ADJECTIVES = ['Beautiful', 'Private', 'Quiet', 'Rolling', 'Level', 'Gorgeous', 'Affordable', 'Rare', 'Scenic', 'Usable'];

class Draw {
  readonly random: () => number;
  constructor(seed: number) {
    this.random = seededRandom(seed);
  }
  chance(probability: number): boolean {
    return this.random() < probability;
  }
  between(low: number, high: number): number {
    return low + this.random() * (high - low);
  }
  /** log-uniform: as many listings at $10k–$20k as at $100k–$200k */
  logBetween([low, high]: readonly [number, number]): number {
    return Math.exp(this.between(Math.log(low), Math.log(high)));
  }
  int(low: number, high: number): number {
    return Math.floor(this.between(low, high + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    let remaining = this.random() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) if ((remaining -= item.weight) < 0) return item;
    return items[items.length - 1];
  }
  /** `count` different items, each drawn by `next` */
  distinct<T>(count: number, next: () => T): T[] {
    const chosen = new Set<T>();
    for (let tries = 0; chosen.size < count && tries < count * 20; tries++) chosen.add(next());
    return [...chosen];
  }
}

/** two significant digits, as people type prices: 137,420 → 140,000 */
const roundPrice = (value: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
};
const round = (value: number, digits: number) => Number(value.toFixed(digits));

function pointIn(draw: Draw, state: StateInfo): { lat: number; lng: number } {
  const [west, south, east, north] = state.box;
  return { lat: round(draw.between(south, north), 5), lng: round(draw.between(west, east), 5) };
}

/** A saved search's criteria as the web sends them (URL-shaped values), before the contract parses them. */
function searchCriteria(draw: Draw): Record<string, unknown> {
  const criteria: Record<string, unknown> = {};
  const broad = draw.chance(0.03);
  let categories: CategoryInfo[] = [];
  let states: StateInfo[] = [];
  if (!broad) {
    const anyCategory = draw.chance(0.12);
    const anyState = !anyCategory && draw.chance(0.1);
    if (!anyCategory) categories = draw.distinct(draw.chance(0.3) ? 2 : 1, () => draw.weighted(CATEGORIES));
    if (!anyState)
      states = draw.distinct(
        draw.weighted([
          { n: 1, weight: 55 },
          { n: 2, weight: 30 },
          { n: 3, weight: 15 },
        ]).n,
        () => draw.weighted(STATES),
      );
  }
  if (categories.length) criteria.category = categories.map((info) => info.category);
  if (states.length) criteria.state = states.map((state) => state.code);

  const reference = categories[0] ?? draw.weighted(CATEGORIES);
  if (draw.chance(0.6)) {
    const center = draw.logBetween(reference.price);
    const kind = draw.random();
    if (kind < 0.45) criteria.maxPrice = roundPrice(center * 1.3);
    else if (kind < 0.6) criteria.minPrice = roundPrice(center * 0.7);
    else {
      criteria.minPrice = roundPrice(center * 0.5);
      criteria.maxPrice = roundPrice(center * 1.5);
    }
  }
  if (draw.chance(0.3)) {
    const small = reference.acres[1] <= 10;
    const minAcres = draw.pick(small ? [0.25, 0.5, 1, 2] : [1, 2, 5, 10, 20, 40, 80, 160]);
    criteria.minAcres = minAcres;
    if (draw.chance(0.3)) criteria.maxAcres = minAcres * draw.pick([4, 10, 20]);
  }
  if (draw.chance(0.03)) criteria.maxPricePerAcre = draw.pick([2_000, 5_000, 10_000, 25_000]);
  if (draw.chance(0.12)) criteria.q = draw.chance(0.2) ? `${draw.pick(FEATURES)} ${draw.pick(FEATURES)}` : draw.pick(SEARCH_WORDS);
  if (states.length && draw.chance(0.08)) criteria.county = draw.distinct(draw.int(1, 2), () => draw.pick(states[0].counties));
  if (draw.chance(0.06)) criteria.terms = draw.distinct(draw.int(1, 2), () => draw.pick(ASKING_TERMS));
  if (draw.chance(0.02)) criteria.openToJointVenture = true;
  if (categories.some((info) => BUILDING_CATEGORIES.has(info.category)) && draw.chance(0.2)) criteria.minBeds = draw.int(2, 4);
  // a map area: half of the broad searches (a box drawn on the map, no filter picked), 3.5 % of the others
  if (draw.chance(broad ? 0.5 : 0.035)) {
    const center = pointIn(draw, states.length ? draw.pick(states) : draw.weighted(STATES));
    if (draw.chance(0.6)) {
      const half = draw.between(0.3, 1.5);
      criteria.bbox = [center.lng - half, Math.max(-90, center.lat - half), center.lng + half, Math.min(90, center.lat + half)]
        .map((value) => round(value, 4))
        .join(',');
    } else {
      criteria.near = `${center.lat},${center.lng}`;
      criteria.radiusKm = draw.pick([25, 50, 80, 100, 150]);
    }
  }
  return criteria;
}

function alertsOf(draw: Draw): { alerts: AlertFrequency; alertsPaused: boolean } {
  const roll = draw.random();
  return { alerts: roll < 0.7 ? 'instant' : roll < 0.85 ? 'daily' : 'off', alertsPaused: draw.chance(0.05) };
}

function listingSnapshot(draw: Draw, ownerId: string, now: Date): ListingSnapshot {
  const info = draw.weighted(CATEGORIES);
  const state = draw.weighted(STATES);
  const point = pointIn(draw, state);
  const acres = round(draw.logBetween(info.acres), 2);
  const price = roundPrice(draw.logBetween(info.price));
  const building = BUILDING_CATEGORIES.has(info.category) && draw.chance(0.8);
  const features = draw.distinct(draw.int(2, 5), () => draw.pick(FEATURES));
  const city = draw.pick(state.cities);
  const at = now.toISOString();
  return {
    id: newId(now.getTime()),
    ownerId,
    title: `${draw.pick(ADJECTIVES)} ${acres} acres ${features[0]} ${info.category} near ${city}`,
    description:
      `${acres} acres in ${city}, ${state.code} with ${features.join(', ')}. ` +
      `${draw.chance(0.4) ? 'Owner finance available with low down payment. ' : ''}${draw.chance(0.3) ? 'Road frontage on a county road, power nearby. ' : ''}` +
      `Great for ${draw.pick(['a homestead', 'hunting', 'camping', 'investment', 'a weekend getaway', 'building'])}. Survey and title work done.`,
    category: info.category,
    streetAddress: null,
    city,
    state: state.code,
    zip: null,
    county: draw.chance(0.9) ? draw.pick(state.counties) : null,
    apn: null,
    latitude: point.lat,
    longitude: point.lng,
    acres,
    buildingSqft: building ? draw.int(800, 3500) : null,
    beds: building ? draw.int(1, 5) : null,
    baths: building ? draw.int(1, 3) : null,
    yearBuilt: building ? draw.int(1950, 2024) : null,
    zoning: null,
    utilities: [],
    roadAccess: null,
    priceCents: price * 100,
    arvCents: null,
    estimatedRepairsCents: null,
    terms: draw.distinct(draw.int(1, 2), () => draw.pick(ASKING_TERMS)) as AskingTerm[],
    openToJointVenture: draw.chance(0.1),
    jvTerms: null,
    images: [],
    featured: draw.chance(0.05),
    status: 'active',
    viewCount: 0,
    createdAt: at,
    updatedAt: at,
    publishedAt: at,
    underContractAt: null,
    soldAt: null,
    withdrawnAt: null,
    expiresAt: null,
    version: 1,
  };
}

interface BenchEvent {
  event: IntegrationEvent;
  listing: ListingSnapshot;
  reason: 'new' | 'back' | 'price-drop';
}

/** New listings, listings back on the market, and price drops of listings published earlier in the list. */
function listingEvents(draw: Draw, count: number, members: readonly string[]): BenchEvent[] {
  const events: BenchEvent[] = [];
  const now = new Date();
  const envelope = (type: string, listing: ListingSnapshot, payload: object): IntegrationEvent => ({
    id: newId(),
    type,
    aggregateId: listing.id,
    occurredAt: now.toISOString(),
    payload,
  });
  for (let n = 0; n < count; n++) {
    const roll = draw.random();
    const published = events.filter((entry) => entry.reason !== 'price-drop');
    if (roll < 0.1 && published.length > 0) {
      const before = draw.pick(published).listing;
      const listing = {
        ...before,
        priceCents: roundPrice((before.priceCents / 100) * draw.between(0.8, 0.95)) * 100,
        version: before.version + 1,
      };
      events.push({
        event: envelope(ListingUpdated.type, listing, { ...listing, previousPriceCents: before.priceCents }),
        listing,
        reason: 'price-drop',
      });
      continue;
    }
    const listing = listingSnapshot(draw, draw.chance(0.1) ? draw.pick(members) : newId(), now);
    const back = roll > 0.95;
    events.push({
      event: envelope(ListingPublished.type, listing, back ? { ...listing, previousStatus: 'withdrawn' } : listing),
      listing,
      reason: back ? 'back' : 'new',
    });
  }
  return events;
}

/** A listing's fields as the demand query takes them (a listing form's, whole dollars). */
function demandRequest(listing: ListingSnapshot): ListingDemandRequest {
  return {
    title: listing.title,
    description: listing.description,
    category: listing.category,
    city: listing.city,
    state: listing.state,
    county: listing.county,
    zip: listing.zip,
    price: listing.priceCents / 100,
    acres: listing.acres,
    beds: listing.beds,
    baths: listing.baths,
    terms: listing.terms,
    openToJointVenture: listing.openToJointVenture,
    featured: listing.featured,
    latitude: listing.latitude,
    longitude: listing.longitude,
  };
}

// ---------------------------------------------------------------------------------------------
// The matcher's "anything changed?" query (engagement's favorites-and-alerts/application/saved-search-matching.ts), restated:
// the bench may use a module's index and contracts only
// ---------------------------------------------------------------------------------------------

/** "anything changed?", asked before every match */
const NEWEST_CHANGE = 'select max(seq) as seq from engagement.saved_search_changes';

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

interface Options {
  searches: number;
  events: number;
  handle: number;
  embeddedOnly: boolean;
}

interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Memory {
  rss: number;
  heapUsed: number;
  arrayBuffers: number;
}

interface ModeReport {
  mode: string;
  searches: number;
  insertSeconds: number;
  keysChecked: number;
  events: number;
  matches: Percentiles;
  matchMs: Percentiles;
  /** this process's CPU time during each match: the other engineers' work on a shared machine stretches the wall time, not this */
  matchCpuMs: Percentiles;
  /** the timed matches that followed a change of the saved searches */
  matchAfterChangeMs: Percentiles;
  catchUpSqlMs: Percentiles;
  catchUpPlan: string;
  loadMs: number;
  matcherMemory: { heap: number; arrayBuffers: number };
  parseMs: Percentiles;
  handled: number;
  handleMs: Percentiles;
  alerting: Percentiles;
  recorded: number;
  alerts: number;
  handleSeconds: number;
  bells: number;
  memory: { afterInserts: Memory; end: Memory };
}

export async function benchAlerts(options: Options): Promise<ModeReport[]> {
  const reports = await inEachRuntimeMode(
    { embeddedOnly: options.embeddedOnly, databasePrefix: 'dealacre_bench_alerts', log },
    (mode, environment) =>
      benchMode(mode === 'embedded' ? 'embedded (PGlite + memory)' : 'services (Postgres + Redis)', environment, options),
  );
  printTables(reports, options);
  return reports;
}

async function benchMode(mode: string, environment: Record<string, string>, options: Options): Promise<ModeReport> {
  log(`\n== ${mode}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dealacre-bench-alerts-'));
  const config = loadConfig({
    ...process.env,
    ...environment,
    DATA_DIR: dataDir,
    MEILI_HOST: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
  });
  const host = await createHost(config, { logger: pino({ level: 'error' }) });
  try {
    const draw = new Draw(SEED);
    const members = Array.from({ length: MEMBERS }, (_, n) => newId(Date.now() - (MEMBERS - n) * 1000));

    const insertStarted = performance.now();
    await registerMembers(host, members);
    await insertSearches(host, draw, members, options.searches);
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    const afterInserts = memory();
    log(
      `${options.searches} saved searches of ${MEMBERS} members inserted in ${insertSeconds.toFixed(1)} s; RSS ${mib(afterInserts.rss)} MiB, heap ${mib(afterInserts.heapUsed)} MiB`,
    );

    const keysChecked = await checkCriteriaAgainstCreateCommand(host, new Draw(SEED + 1));
    log(`the criteria of ${keysChecked} searches saved through ${CreateSavedSearch.name} agree with the bench's`);

    const all = listingEvents(new Draw(SEED + 2), WARMUP_EVENTS + options.events, members);
    const warmup = all.slice(0, WARMUP_EVENTS);
    const events = all.slice(WARMUP_EVENTS);

    // a. matching alone (the demand query): the first loads the matcher; then warm-up, then the timed events
    const beforeLoad = memory();
    const loadStarted = performance.now();
    await countMatches(host, warmup[0].listing);
    const loadMs = performance.now() - loadStarted;
    const afterLoad = memory();
    const matcherMemory = {
      heap: afterLoad.heapUsed - beforeLoad.heapUsed,
      arrayBuffers: afterLoad.arrayBuffers - beforeLoad.arrayBuffers,
    };
    log(
      `first match (loads the matcher) ${fmt(loadMs)} ms; heap +${mib(matcherMemory.heap)} MiB, array buffers +${mib(matcherMemory.arrayBuffers)} MiB`,
    );
    for (const { listing } of warmup) await countMatches(host, listing);
    const changes = new SearchChanges(host, new Draw(SEED + 3), members);
    const matchMs: number[] = [];
    const matchCpuMs: number[] = [];
    const matchAfterChangeMs: number[] = [];
    const matches: number[] = [];
    for (const [n, { listing }] of events.entries()) {
      const changed = n % 10 === 9;
      if (changed) await changes.next();
      const cpu = process.cpuUsage();
      const started = performance.now();
      const count = await countMatches(host, listing);
      const ms = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      matchMs.push(ms);
      matchCpuMs.push((user + system) / 1000);
      if (changed) matchAfterChangeMs.push(ms);
      matches.push(count);
    }
    const em = host.orm.em.fork();
    const catchUpSqlMs: number[] = [];
    for (let n = 0; n < WARMUP_EVENTS + events.length; n++) {
      const started = performance.now();
      await em.execute(NEWEST_CHANGE);
      if (n >= WARMUP_EVENTS) catchUpSqlMs.push(performance.now() - started);
    }
    const plan = await em.execute<Array<Record<string, string>>>(`explain (costs off) ${NEWEST_CHANGE}`);
    const catchUpPlan = plan.map((row) => Object.values(row)[0].trim()).join('; ');
    const parseMs = events.map(({ listing }) => {
      const request = demandRequest(listing);
      const started = performance.now();
      listingDemandRequestSchema.parse(request);
      return performance.now() - started;
    });
    log(
      `matching: ${events.length} events, p95 ${fmt(percentiles(matchMs).p95)} ms (CPU ${fmt(percentiles(matchCpuMs).p95)} ms), matches p95 ${percentiles(matches).p95}; ${changes.made} changes caught up`,
    );
    log(`"anything changed?" query plan: ${catchUpPlan}`);

    // b. the whole subscriber
    const handler = subscriber(host, engagementModule.subscribers, MATCHING_SUBSCRIBER);
    for (const entry of warmup.slice(0, 10)) await handle(host, handler, entry);
    const handled = events.slice(0, options.handle);
    const handleMs: number[] = [];
    const alerting: number[] = [];
    let recorded = 0;
    for (const entry of handled) {
      const outcome = await handle(host, handler, entry);
      handleMs.push(outcome.ms);
      alerting.push(outcome.alerting);
      recorded += outcome.recorded;
    }
    const handleSeconds = handleMs.reduce((sum, ms) => sum + ms, 0) / 1000;
    const [{ n: bells }] = await host.orm.em
      .fork()
      .execute<Array<{ n: number }>>(`select count(*)::int as n from engagement.notifications where kind = 'saved-search-match'`);
    const alerts = alerting.reduce((sum, n) => sum + n, 0);
    log(`handling: ${handled.length} events, p95 ${fmt(percentiles(handleMs).p95)} ms, ${alerts} alerts`);

    return {
      mode,
      searches: options.searches,
      insertSeconds,
      keysChecked,
      events: events.length,
      matches: percentiles(matches),
      matchMs: percentiles(matchMs),
      matchCpuMs: percentiles(matchCpuMs),
      matchAfterChangeMs: percentiles(matchAfterChangeMs),
      catchUpSqlMs: percentiles(catchUpSqlMs),
      catchUpPlan,
      loadMs,
      matcherMemory,
      parseMs: percentiles(parseMs),
      handled: handled.length,
      handleMs: percentiles(handleMs),
      alerting: percentiles(alerting),
      recorded,
      alerts,
      handleSeconds,
      bells: Number(bells),
      memory: { afterInserts, end: memory() },
    };
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function subscriber(host: Host, registrations: readonly SubscriberRegistration[] | undefined, name: string): Subscriber {
  const registration = registrations?.find((entry) => entry.name === name);
  if (!registration) throw new Error(`no subscriber ${name}`);
  return host.container.get<Subscriber>(registration.handler);
}

/**
 * The members' accounts as identity's read side knows them (notification settings: everything on),
 * delivered to identity's own account-view subscriber as its registration events would be.
 */
async function registerMembers(host: Host, members: readonly string[]): Promise<void> {
  const userView = subscriber(host, identityModule.subscribers, USER_VIEW_SUBSCRIBER);
  const notifications = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [topic, { inApp: true, email: true }]),
  ) as NotificationPreferences;
  const createdAt = new Date().toISOString();
  const em = host.orm.em.fork();
  const context = { em, publish: () => {}, afterCommit: () => {} };
  for (let done = 0; done < members.length; done += 500) {
    await Promise.all(
      members.slice(done, done + 500).map((id, n) => {
        const user: UserSnapshot = {
          id,
          email: `member-${done + n}@bench.example`,
          firstName: 'Bench',
          lastName: `Member ${done + n}`,
          phone: null,
          profilePicture: null,
          roles: ['buyer'],
          activeRole: 'buyer',
          emailVerified: true,
          notifications,
          buyerTier: 'plus',
          createdAt,
          version: 1,
        };
        return userView.handle({ id: newId(), occurredAt: createdAt, ...UserRegistered.create(id, user) }, context);
      }),
    );
  }
}

/** `count` saved searches, spread over the members, in multi-row inserts; a third of the members chose a digest time. */
async function insertSearches(host: Host, draw: Draw, members: readonly string[], count: number): Promise<void> {
  const em = host.orm.em.fork();
  const now = new Date();
  for (let done = 0; done < count; done += INSERT_BATCH) {
    const rows: unknown[][] = [];
    for (let n = done; n < Math.min(count, done + INSERT_BATCH); n++) {
      const criteria = savedSearchCriteriaSchema.parse(searchCriteria(draw)) as SavedSearchCriteria;
      const { alerts, alertsPaused } = alertsOf(draw);
      rows.push([
        newId(now.getTime() - (count - n) * 1000),
        draw.pick(members),
        suggestSavedSearchName(criteria),
        JSON.stringify(criteria),
        alerts,
        alertsPaused,
        now,
        now,
      ]);
    }
    await em.execute(
      `insert into engagement.saved_searches (id, user_id, name, criteria, alerts, alerts_paused, created_at, updated_at)
       values ${rows.map(() => '(?, ?, ?, ?::jsonb, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
  }
  const zones = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix'];
  const scheduled = members.filter(() => draw.chance(1 / 3));
  for (let done = 0; done < scheduled.length; done += INSERT_BATCH) {
    const batch = scheduled.slice(done, done + INSERT_BATCH);
    await em.execute(
      `insert into engagement.digest_schedules (user_id, hour, time_zone) values ${batch.map(() => '(?, ?, ?)').join(', ')}`,
      batch.flatMap((userId) => [userId, draw.int(6, 20), draw.pick(zones)]),
    );
  }
  // a table that has lived a while has planner statistics; a fresh bulk load has none until autovacuum runs
  await em.execute('analyze engagement.saved_searches');
  await em.execute('analyze engagement.saved_search_changes');
  await em.execute('analyze engagement.digest_schedules');
}

/**
 * Saves criteria drawn like the bench's through the real create command (free members: 3 each,
 * alerts off), one of them naming more than 64 category × state pairs, and compares the criteria it
 * stored with what the bench inserts for the same criteria. The rows are deleted again.
 */
async function checkCriteriaAgainstCreateCommand(host: Host, draw: Draw): Promise<number> {
  const samples = Array.from({ length: CHECKED_SAMPLE - 1 }, () => searchCriteria(draw));
  samples.push({ category: [...PROPERTY_CATEGORIES], state: STATES.slice(0, 7).map((state) => state.code), maxPrice: 90_000 });
  const em = host.orm.em.fork();
  const ids: string[] = [];
  try {
    for (const [n, raw] of samples.entries()) {
      const actor: Actor = { userId: memberFor(n), roles: ['buyer'], isAdmin: false };
      const saved = await host.commands.execute(CreateSavedSearch, { criteria: raw as CreateSavedSearchRequest['criteria'] }, actor);
      ids.push(saved.id);
      const [row] = await em.execute<Array<{ criteria: SavedSearchCriteria | string }>>(
        'select criteria from engagement.saved_searches where id = ?',
        [saved.id],
      );
      const stored = typeof row.criteria === 'string' ? (JSON.parse(row.criteria) as SavedSearchCriteria) : row.criteria;
      const ours = JSON.parse(JSON.stringify(savedSearchCriteriaSchema.parse(raw))) as SavedSearchCriteria;
      if (!isDeepStrictEqual(stored, ours)) {
        throw new Error(
          `the bench's rows differ from the create command's for ${JSON.stringify(raw)}: command ${JSON.stringify(stored)}, bench ${JSON.stringify(ours)}`,
        );
      }
    }
  } finally {
    if (ids.length) await em.execute(`delete from engagement.saved_searches where id in (${ids.map(() => '?').join(', ')})`, ids);
  }
  return samples.length;
}

const checkMembers = new Map<number, string>();
function memberFor(n: number): string {
  const member = Math.floor(n / 3);
  if (!checkMembers.has(member)) checkMembers.set(member, newId());
  return checkMembers.get(member)!;
}

/**
 * Changes to the saved searches between timed matches, as other hosts' commands make them: a new
 * search, a renamed one, a deleted one, in turn (by SQL; the change log's trigger numbers them).
 */
class SearchChanges {
  made = 0;
  readonly #host: Host;
  readonly #draw: Draw;
  readonly #members: readonly string[];

  constructor(host: Host, draw: Draw, members: readonly string[]) {
    this.#host = host;
    this.#draw = draw;
    this.#members = members;
  }

  async next(): Promise<void> {
    const em = this.#host.orm.em.fork();
    const now = new Date();
    const kind = this.made++ % 3;
    if (kind === 0) {
      const criteria = savedSearchCriteriaSchema.parse(searchCriteria(this.#draw)) as SavedSearchCriteria;
      const { alerts, alertsPaused } = alertsOf(this.#draw);
      await em.execute(
        `insert into engagement.saved_searches (id, user_id, name, criteria, alerts, alerts_paused, created_at, updated_at) values (?, ?, ?, ?::jsonb, ?, ?, ?, ?)`,
        [
          newId(),
          this.#draw.pick(this.#members),
          suggestSavedSearchName(criteria),
          JSON.stringify(criteria),
          alerts,
          alertsPaused,
          now,
          now,
        ],
      );
    } else if (kind === 1) {
      await em.execute(
        `update engagement.saved_searches set name = name || ' (renamed)', updated_at = ? where id = (select id from engagement.saved_searches order by id limit 1 offset ?)`,
        [now, this.#draw.int(0, 1000)],
      );
    } else {
      await em.execute(
        'delete from engagement.saved_searches where id = (select id from engagement.saved_searches order by id limit 1 offset ?)',
        [this.#draw.int(0, 1000)],
      );
    }
  }
}

/** The matching alone: how many saved searches of members other than the seller the listing answers. */
async function countMatches(host: Host, listing: ListingSnapshot): Promise<number> {
  const actor: Actor = { userId: listing.ownerId, roles: ['buyer', 'seller'], isAdmin: false };
  const counts = await host.queries.ask(CountListingDemand, { listing: demandRequest(listing) }, actor);
  return counts.listing;
}

/** One delivery of the event to the subscriber: its transaction, then its after-commit effects. */
async function handle(
  host: Host,
  handler: Subscriber,
  { event, listing }: BenchEvent,
): Promise<{ ms: number; recorded: number; alerting: number }> {
  const since = new Date();
  const effects: Array<() => Promise<void> | void> = [];
  const started = performance.now();
  await host.orm.em
    .fork()
    .transactional((em) => handler.handle(event, { em, publish: () => {}, afterCommit: (effect) => effects.push(effect) }));
  for (const effect of effects) await effect();
  const ms = performance.now() - started;
  const [row] = await host.orm.em
    .fork()
    .execute<Array<{ recorded: number; alerting: number }>>(
      'select count(*)::int as recorded, count(mail_due_at)::int as alerting from engagement.saved_search_matches where property_id = ? and matched_at >= ?',
      [listing.id, since],
    );
  return { ms, recorded: Number(row.recorded), alerting: Number(row.alerting) };
}

// ---------------------------------------------------------------------------------------------
// Figures and the report
// ---------------------------------------------------------------------------------------------

function percentiles(values: readonly number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] };
}

function memory(): Memory {
  globalThis.gc?.();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

function printTables(reports: ModeReport[], options: Options): void {
  const lines = [
    '',
    `${options.searches} saved searches of ${MEMBERS} members, ${options.events} listing events (after ${WARMUP_EVENTS} of warm-up). Target: matching p95 ≤ ${TARGET_P95_MS} ms per event.`,
    '',
    '| mode | events | matches/event p50 / p95 | match ms p50 | p95 | p99 | max | p95 after a change | match CPU ms p50 / p95 | "anything changed?" query alone p50 / p95 ms | target p95 ≤ 5 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const report of reports) {
    const { matches, matchMs, matchCpuMs, matchAfterChangeMs, catchUpSqlMs } = report;
    lines.push(
      `| ${report.mode} | ${report.events} | ${matches.p50} / ${matches.p95} | ` +
        `${fmt(matchMs.p50)} | ${fmt(matchMs.p95)} | ${fmt(matchMs.p99)} | ${fmt(matchMs.max)} | ${fmt(matchAfterChangeMs.p95)} | ${fmt(matchCpuMs.p50)} / ${fmt(matchCpuMs.p95)} | ${fmt(catchUpSqlMs.p50)} / ${fmt(catchUpSqlMs.p95)} | ${matchMs.p95 <= TARGET_P95_MS ? 'met' : 'missed'} |`,
    );
  }
  lines.push(
    '',
    '| mode | handled events | full handling ms p50 | p95 | p99 | max | alerting matches/event p50 / p95 | matches recorded | alerts | alerts/s | bells |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const report of reports) {
    const { handleMs, alerting } = report;
    lines.push(
      `| ${report.mode} | ${report.handled} | ${fmt(handleMs.p50)} | ${fmt(handleMs.p95)} | ${fmt(handleMs.p99)} | ${fmt(handleMs.max)} | ${alerting.p50} / ${alerting.p95} | ` +
        `${report.recorded} | ${report.alerts} | ${Math.round(report.alerts / report.handleSeconds)} | ${report.bells} |`,
    );
  }
  lines.push(
    '',
    '| mode | insert (searches + accounts) | matcher load (first match) | matcher heap | matcher array buffers | RSS after inserts | heap after inserts | RSS at end | heap at end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const report of reports) {
    const { afterInserts, end } = report.memory;
    lines.push(
      `| ${report.mode} | ${report.insertSeconds.toFixed(1)} s | ${fmt(report.loadMs)} ms | +${mib(report.matcherMemory.heap)} MiB | +${mib(report.matcherMemory.arrayBuffers)} MiB | ` +
        `${mib(afterInserts.rss)} MiB | ${mib(afterInserts.heapUsed)} MiB | ${mib(end.rss)} MiB | ${mib(end.heapUsed)} MiB |`,
    );
  }
  lines.push('');
  for (const report of reports) {
    lines.push(
      `${report.mode}: zod parse of the listing's fields in the demand query p50 ${fmt3(report.parseMs.p50)} ms, p95 ${fmt3(report.parseMs.p95)} ms; ` +
        `match CPU = this process's CPU time during a match (embedded: PGlite's work included; services: Postgres's not); ` +
        `alerts/s = alerts ÷ ${report.handleSeconds.toFixed(1)} s of handling; ${report.keysChecked} searches' criteria checked against the create command; ` +
        `"anything changed?" query plan: ${report.catchUpPlan}.`,
    );
  }
  log(lines.join('\n'));
}

const fmt = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const fmt3 = (value: number) => value.toFixed(3);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      searches: { type: 'string', default: '100000' },
      events: { type: 'string', default: '2000' },
      handle: { type: 'string' },
      'embedded-only': { type: 'boolean', default: false },
    },
  });
  const events = Number(values.events);
  await benchAlerts({
    searches: Number(values.searches),
    events,
    handle: Math.min(events, Number(values.handle ?? DEFAULT_HANDLED)),
    embeddedOnly: values['embedded-only'],
  });
}
