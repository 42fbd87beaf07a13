import { writeFile } from 'node:fs/promises';
import { PROPERTY_CATEGORIES } from '../modules/listings/contracts/listing.ts';
import { SEARCH_SORTS } from '../modules/listings/contracts/search-query.ts';
import { seededRandom } from '../modules/shared/kernel/seeded-random.ts';
import scenarioFile from './scenarios.json' with { type: 'json' };

/**
 * The load scenarios shared by the k6 scripts (load-tests/k6/*.js) and the autocannon runner.
 * scenarios.json is their single source: k6 cannot import TypeScript, so both read the JSON, which
 * `node load-tests/scenarios.ts` regenerates from the seeded generator below. Same seed, same file.
 *
 * Two kinds: `scenarios` are anonymous GET requests drawn by weight (a path may name a listing as
 * `{propertyId}`, which runners take from the newest listings); `journeys` are what a signed-in member
 * does, step after step, on an account the runner registers first.
 */
export interface WeightedPath {
  path: string;
  /** relative frequency within the scenario */
  weight: number;
}

export interface Scenario {
  name: string;
  description: string;
  /** share of k6's virtual users that run this scenario */
  share: number;
  /** k6 fails the run when this scenario's 95th percentile latency exceeds it */
  p95Ms: number;
  /** sorted by weight, most frequent first; the first is the one runners probe */
  paths: WeightedPath[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface JourneyStep {
  method: HttpMethod;
  /** may name `{propertyId}`, `{conversationId}`, `{savedSearchId}` (values the runner or earlier steps found) */
  path: string;
  /** a JSON body; its strings may name `{email}`, `{password}` and `{clientId}` (new for every request) */
  body?: unknown;
  /** keeps fields of the JSON answer for later steps, e.g. `{ "savedSearchId": "id" }` */
  save?: Record<string, string>;
}

export interface Journey {
  name: string;
  description: string;
  /** share of k6's virtual users that run this journey (within its own script) */
  share: number;
  /** k6 fails the run when this journey's 95th percentile latency exceeds it */
  p95Ms: number;
  /** at most this many passes through the steps per account and minute, under the per-member limits */
  iterationsPerMinute: number;
  /** what each account gets before its first pass: a direct conversation with another load-test account */
  needs: Array<'conversation'>;
  steps: JourneyStep[];
}

/** the placeholder for a listing id in scenario paths */
export const PROPERTY_ID = '{propertyId}';
/** where runners find listing ids for `{propertyId}`: the newest active listings */
export const PROPERTY_IDS_PATH = '/api/properties?limit=100&sortBy=createdAt&sortOrder=desc';

export const scenarios: Scenario[] = scenarioFile.scenarios;
export const journeys: Journey[] = scenarioFile.journeys as Journey[];

/** A function returning paths at random, each as often as its weight says. */
export function weightedPicker(paths: WeightedPath[], random: () => number = Math.random): () => string {
  const total = paths.reduce((sum, { weight }) => sum + weight, 0);
  return () => {
    let remaining = random() * total;
    for (const { path, weight } of paths) {
      remaining -= weight;
      if (remaining < 0) return path;
    }
    return paths[paths.length - 1].path;
  };
}

const SEED = 20_240_601;
const DRAWS_PER_SCENARIO = 300;
const FIRST_PAGE = '/api/properties?limit=12&sortBy=createdAt&sortOrder=desc';

const STATES = [
  ['TX', 'Texas'],
  ['FL', 'Florida'],
  ['AZ', 'Arizona'],
  ['NC', 'North Carolina'],
  ['GA', 'Georgia'],
  ['TN', 'Tennessee'],
  ['CO', 'Colorado'],
  ['NM', 'New Mexico'],
  ['MO', 'Missouri'],
  ['OK', 'Oklahoma'],
  ['AL', 'Alabama'],
  ['SC', 'South Carolina'],
  ['OH', 'Ohio'],
  ['MI', 'Michigan'],
] as const;
const CITIES = [
  'Austin',
  'Houston',
  'Phoenix',
  'Tucson',
  'Ocala',
  'Tampa',
  'Asheville',
  'Knoxville',
  'Atlanta',
  'Denver',
  'Albuquerque',
  'Tulsa',
];
const KEYWORDS = [
  'acreage',
  'lake',
  'ranch',
  'wooded',
  'creek',
  'farm',
  'hunting',
  'mountain view',
  'waterfront',
  'owner finance',
  'road frontage',
  'duplex',
  'fixer upper',
  'mobile home',
  'off grid',
];
const OTHER_SORTS = [
  ['price', 'asc'],
  ['price', 'desc'],
  ['acres', 'desc'],
  ['createdAt', 'asc'],
] as const;

interface Draw {
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function generateScenarios(seed = SEED): Scenario[] {
  const random = seededRandom(seed);
  const draw: Draw = {
    chance: (probability) => random() < probability,
    pick: (items) => items[Math.floor(random() * items.length)],
  };
  return [
    {
      name: 'home',
      description: 'A visitor opens the homepage: the SPA shell, the metrics strip and the newest 12 listings.',
      share: 0.3,
      p95Ms: 300,
      paths: [
        { path: FIRST_PAGE, weight: 1 },
        { path: '/', weight: 1 },
        { path: '/api/metrics/dashboard', weight: 1 },
      ],
    },
    {
      name: 'browse-listings',
      description: 'Filtering, searching and paging the listing grid (GET /api/properties).',
      share: 0.35,
      p95Ms: 200,
      paths: weightedPaths(() => `/api/properties?${listingsQuery(draw)}`),
    },
    {
      name: 'search',
      description:
        'The search page: text, facets, ranges, sorts and pages (GET /api/properties/search); runners skip it where it answers 404.',
      share: 0.2,
      p95Ms: 200,
      paths: weightedPaths(() => `/api/properties/search?${searchQuery(draw)}`),
    },
    {
      name: 'map',
      description:
        'The map: markers or clusters in the visible box at its zoom, with the search filters (GET /api/properties/map); runners skip it where it answers 404.',
      share: 0.1,
      p95Ms: 200,
      paths: weightedPaths(() => `/api/properties/map?${mapQuery(draw)}`),
    },
    {
      name: 'property',
      description:
        "A listing's page: its data, similar listings and the server-rendered page, for the newest listings (GET /api/properties/{id}).",
      share: 0.15,
      p95Ms: 250,
      paths: [
        { path: `/api/properties/${PROPERTY_ID}`, weight: 4 },
        { path: `/api/properties/${PROPERTY_ID}/similar`, weight: 2 },
        { path: `/property/${PROPERTY_ID}`, weight: 2 },
      ],
    },
    {
      name: 'health',
      description: 'The liveness probe: the floor of what one request costs.',
      share: 0.05,
      p95Ms: 50,
      paths: [{ path: '/healthz', weight: 1 }],
    },
  ];
}

/** What members do signed in; each runs on accounts the runner registers (see load-tests/README.md). */
export function generateJourneys(): Journey[] {
  return [
    {
      name: 'sign-in',
      description:
        'A member signs out and back in (a password check: the costliest request there is), then loads who they are and their unread counts.',
      share: 1,
      p95Ms: 800,
      iterationsPerMinute: 6,
      needs: [],
      steps: [
        { method: 'POST', path: '/api/auth/logout' },
        { method: 'POST', path: '/api/auth/login', body: { email: '{email}', password: '{password}' } },
        { method: 'GET', path: '/api/auth/me' },
        { method: 'GET', path: '/api/notifications/counts' },
      ],
    },
    {
      name: 'messaging',
      description:
        'A member opens Messages, reads a conversation, writes in it and marks it read (under the 30 messages a minute per member).',
      share: 1,
      p95Ms: 300,
      iterationsPerMinute: 12,
      needs: ['conversation'],
      steps: [
        { method: 'GET', path: '/api/conversations' },
        { method: 'GET', path: '/api/conversations/{conversationId}' },
        { method: 'GET', path: '/api/conversations/{conversationId}/messages' },
        {
          method: 'POST',
          path: '/api/conversations/{conversationId}/messages',
          body: { body: 'Is the road access year-round?', clientId: '{clientId}' },
        },
        { method: 'POST', path: '/api/conversations/{conversationId}/read' },
        { method: 'GET', path: '/api/notifications/counts' },
      ],
    },
    {
      name: 'saved-searches',
      description:
        "A member saves a search, lists their searches, opens the saved search's matches and deletes it (one at a time, within the free plan).",
      share: 1,
      p95Ms: 300,
      iterationsPerMinute: 12,
      needs: [],
      steps: [
        { method: 'GET', path: '/api/saved-searches' },
        {
          method: 'POST',
          path: '/api/saved-searches',
          body: { criteria: { state: 'TX', category: 'land', maxPrice: 250_000 }, name: 'Texas land under $250k' },
          save: { savedSearchId: 'id' },
        },
        { method: 'GET', path: '/api/saved-searches/{savedSearchId}/matches' },
        { method: 'DELETE', path: '/api/saved-searches/{savedSearchId}' },
      ],
    },
  ];
}

/** What the listing grid asks for: mostly the newest first page, then filters, text and paging. */
function listingsQuery(draw: Draw): URLSearchParams {
  const query = new URLSearchParams({ limit: '12' });
  if (draw.chance(0.25)) query.set('offset', String(draw.pick([12, 24, 36])));
  const [sortBy, sortOrder] = draw.chance(0.7) ? ['createdAt', 'desc'] : draw.pick(OTHER_SORTS);
  query.set('sortBy', sortBy);
  query.set('sortOrder', sortOrder);
  if (draw.chance(0.5)) query.set('category', draw.pick(PROPERTY_CATEGORIES));
  if (draw.chance(0.4)) query.set('search', searchText(draw));
  if (draw.chance(0.15)) query.set('openToJointVenture', 'true');
  return query;
}

/** What the search page asks for: its URL state (lists comma-separated, `sort` from SEARCH_SORTS). */
function searchQuery(draw: Draw): URLSearchParams {
  const query = new URLSearchParams({ limit: '12' });
  if (draw.chance(0.4)) query.set('q', searchText(draw));
  if (draw.chance(0.4))
    query.set(
      'category',
      draw.chance(0.7) ? draw.pick(PROPERTY_CATEGORIES) : `${draw.pick(PROPERTY_CATEGORIES)},${draw.pick(PROPERTY_CATEGORIES)}`,
    );
  if (draw.chance(0.3)) query.set('state', draw.pick(STATES)[0]);
  if (draw.chance(0.25)) {
    query.set('minPrice', String(draw.pick([10_000, 25_000, 50_000, 100_000])));
    query.set('maxPrice', String(draw.pick([150_000, 250_000, 500_000, 1_000_000])));
  }
  if (draw.chance(0.1)) query.set('minAcres', String(draw.pick([1, 5, 10, 40])));
  if (draw.chance(0.1)) query.set('openToJointVenture', 'true');
  if (draw.chance(0.2)) query.set('bbox', draw.pick(BOXES));
  if (draw.chance(0.4)) query.set('sort', draw.pick(SEARCH_SORTS));
  if (draw.chance(0.2)) query.set('offset', String(draw.pick([12, 24, 36])));
  return query;
}

/** The map's box and zoom, from the country down to a city, sometimes with a category. */
function mapQuery(draw: Draw): URLSearchParams {
  const [bbox, zoom] = draw.pick(MAP_VIEWS);
  const query = new URLSearchParams({ bbox, zoom: String(zoom) });
  if (draw.chance(0.3)) query.set('category', draw.pick(PROPERTY_CATEGORIES));
  if (draw.chance(0.1)) query.set('openToJointVenture', 'true');
  return query;
}

/** west,south,east,north: the lower 48, the South, Texas, Florida, the Carolinas, Arizona */
const BOXES = [
  '-125,24,-66,50',
  '-107,25,-75,37',
  '-106.6,25.8,-93.5,36.5',
  '-87.6,24.5,-80,31',
  '-84.3,32,-75.4,36.6',
  '-114.8,31.3,-109,37',
];
/** The boxes with the zoom a 1,280 px wide map shows them at, and a city (Austin) close up. */
const MAP_VIEWS: Array<[string, number]> = [
  [BOXES[0], 4],
  [BOXES[1], 5],
  [BOXES[2], 6],
  [BOXES[3], 6],
  [BOXES[4], 6],
  [BOXES[5], 7],
  ['-97.9,30.1,-97.6,30.4', 12],
];

/** The search box's placeholder is "Search by location, property type...": places, features, or both. */
function searchText(draw: Draw): string {
  const [code, stateName] = draw.pick(STATES);
  const city = draw.pick(CITIES);
  const keyword = draw.pick(KEYWORDS);
  return draw.pick([city, stateName, keyword, `${keyword} ${code}`, `${city} ${keyword}`]);
}

/** Draws many paths; repeats add up to weights, as popular queries do in real traffic. */
function weightedPaths(nextPath: () => string): WeightedPath[] {
  const counts = new Map<string, number>();
  for (let index = 0; index < DRAWS_PER_SCENARIO; index += 1) {
    const path = nextPath();
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return [...counts].map(([path, weight]) => ({ path, weight })).sort((a, b) => b.weight - a.weight || a.path.localeCompare(b.path));
}

if (import.meta.main) {
  const file = new URL('./scenarios.json', import.meta.url);
  const content = {
    $comment: 'Generated by `node load-tests/scenarios.ts` from its seeded generator; edit that, not this file.',
    scenarios: generateScenarios(),
    journeys: generateJourneys(),
  };
  // One path per line keeps the file readable and its diffs small.
  const json = JSON.stringify(content, null, 2).replaceAll(
    /\{\n\s+"path": (".*"),\n\s+"weight": (\d+)\n\s+\}/g,
    '{ "path": $1, "weight": $2 }',
  );
  await writeFile(file, `${json}\n`);
  console.info(`wrote ${file.pathname}`);
}
