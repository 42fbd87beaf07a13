/**
 * Benchmark of the embedded search engine on synthetic US listings: index build time, memory and the
 * latency of mixed faceted text + filter + geo queries.
 *
 *   node load-tests/bench/search-engine.ts [--documents 100000] [--queries 2000]
 *   (add --expose-gc for steadier memory figures)
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { IndexSettings, SearchDocument, SearchQuery } from '../../modules/shared/kernel/search-index.port.ts';
import { seededRandom } from '../../modules/shared/kernel/seeded-random.ts';
import { EmbeddedSearchIndex } from '../../src/adapters/search/embedded/embedded-search-index.ts';

export interface SearchEngineBenchOptions {
  documents: number;
  queries: number;
  log: (line: string) => void;
}

const INDEX = 'bench_listings';
const SETTINGS: IndexSettings = {
  searchable: ['title', 'city', 'county', 'state', 'description'],
  filterable: [
    'category',
    'state',
    'county',
    'price',
    'acres',
    'pricePerAcre',
    'beds',
    'baths',
    'featured',
    'openToJointVenture',
    'status',
  ],
  sortable: ['createdAt', 'price', 'acres', 'pricePerAcre'],
  facets: ['category', 'state', 'featured', 'openToJointVenture'],
  geo: true,
};

const CATEGORIES = [
  'land',
  'residential',
  'commercial',
  'industrial',
  'mixed-use',
  'agricultural',
  'recreational',
  'investment',
  'development',
  'unrestricted',
];

// city, county, state, first three zip digits, latitude, longitude
const CITIES: [string, string, string, number, number, number][] = [
  ['Austin', 'Travis', 'TX', 787, 30.27, -97.74],
  ['Dallas', 'Dallas', 'TX', 752, 32.78, -96.8],
  ['Houston', 'Harris', 'TX', 770, 29.76, -95.37],
  ['San Antonio', 'Bexar', 'TX', 782, 29.42, -98.49],
  ['El Paso', 'El Paso', 'TX', 799, 31.76, -106.49],
  ['Amarillo', 'Potter', 'TX', 791, 35.22, -101.83],
  ['Phoenix', 'Maricopa', 'AZ', 850, 33.45, -112.07],
  ['Tucson', 'Pima', 'AZ', 857, 32.22, -110.97],
  ['Denver', 'Denver', 'CO', 802, 39.74, -104.99],
  ['Colorado Springs', 'El Paso', 'CO', 809, 38.83, -104.82],
  ['Albuquerque', 'Bernalillo', 'NM', 871, 35.08, -106.65],
  ['Santa Fe', 'Santa Fe', 'NM', 875, 35.69, -105.94],
  ['Las Vegas', 'Clark', 'NV', 891, 36.17, -115.14],
  ['Reno', 'Washoe', 'NV', 895, 39.53, -119.81],
  ['Salt Lake City', 'Salt Lake', 'UT', 841, 40.76, -111.89],
  ['Boise', 'Ada', 'ID', 837, 43.62, -116.2],
  ['Portland', 'Multnomah', 'OR', 972, 45.52, -122.68],
  ['Bend', 'Deschutes', 'OR', 977, 44.06, -121.31],
  ['Seattle', 'King', 'WA', 981, 47.61, -122.33],
  ['Spokane', 'Spokane', 'WA', 992, 47.66, -117.43],
  ['Sacramento', 'Sacramento', 'CA', 958, 38.58, -121.49],
  ['Fresno', 'Fresno', 'CA', 937, 36.74, -119.79],
  ['San Diego', 'San Diego', 'CA', 921, 32.72, -117.16],
  ['San José', 'Santa Clara', 'CA', 951, 37.34, -121.89],
  ['Billings', 'Yellowstone', 'MT', 591, 45.78, -108.5],
  ['Missoula', 'Missoula', 'MT', 598, 46.87, -113.99],
  ['Cheyenne', 'Laramie', 'WY', 820, 41.14, -104.82],
  ['Omaha', 'Douglas', 'NE', 681, 41.26, -95.93],
  ['Wichita', 'Sedgwick', 'KS', 672, 37.69, -97.34],
  ['Tulsa', 'Tulsa', 'OK', 741, 36.15, -95.99],
  ['Oklahoma City', 'Oklahoma', 'OK', 731, 35.47, -97.52],
  ['Little Rock', 'Pulaski', 'AR', 722, 34.75, -92.29],
  ['Memphis', 'Shelby', 'TN', 381, 35.15, -90.05],
  ['Nashville', 'Davidson', 'TN', 372, 36.16, -86.78],
  ['Knoxville', 'Knox', 'TN', 379, 35.96, -83.92],
  ['Atlanta', 'Fulton', 'GA', 303, 33.75, -84.39],
  ['Savannah', 'Chatham', 'GA', 314, 32.08, -81.09],
  ['Birmingham', 'Jefferson', 'AL', 352, 33.52, -86.8],
  ['Jackson', 'Hinds', 'MS', 392, 32.3, -90.18],
  ['New Orleans', 'Orleans', 'LA', 701, 29.95, -90.07],
  ['Tampa', 'Hillsborough', 'FL', 336, 27.95, -82.46],
  ['Orlando', 'Orange', 'FL', 328, 28.54, -81.38],
  ['Jacksonville', 'Duval', 'FL', 322, 30.33, -81.66],
  ['Charlotte', 'Mecklenburg', 'NC', 282, 35.23, -80.84],
  ['Raleigh', 'Wake', 'NC', 276, 35.78, -78.64],
  ['Columbia', 'Richland', 'SC', 292, 34.0, -81.03],
  ['Richmond', 'Richmond', 'VA', 232, 37.54, -77.44],
  ['Louisville', 'Jefferson', 'KY', 402, 38.25, -85.76],
  ['Columbus', 'Franklin', 'OH', 432, 39.96, -83.0],
  ['Indianapolis', 'Marion', 'IN', 462, 39.77, -86.16],
  ['Des Moines', 'Polk', 'IA', 503, 41.59, -93.62],
  ['Minneapolis', 'Hennepin', 'MN', 554, 44.98, -93.27],
  ['Madison', 'Dane', 'WI', 537, 43.07, -89.4],
  ['Springfield', 'Greene', 'MO', 658, 37.21, -93.29],
  ['Fargo', 'Cass', 'ND', 581, 46.88, -96.79],
  ['Sioux Falls', 'Minnehaha', 'SD', 571, 43.55, -96.73],
  ['Pittsburgh', 'Allegheny', 'PA', 152, 40.44, -79.99],
  ['Buffalo', 'Erie', 'NY', 142, 42.89, -78.88],
  ['Burlington', 'Chittenden', 'VT', 54, 44.48, -73.21],
  ['Portland', 'Cumberland', 'ME', 41, 43.66, -70.26],
];

const ADJECTIVES = [
  'secluded',
  'wooded',
  'level',
  'rolling',
  'scenic',
  'fenced',
  'irrigated',
  'corner',
  'waterfront',
  'mountain',
  'prime',
  'rustic',
  'spacious',
  'renovated',
  'historic',
  'quiet',
  'private',
  'sunny',
  'shaded',
  'elevated',
];
const NOUNS = [
  'acreage',
  'parcel',
  'ranch',
  'farmland',
  'homestead',
  'lot',
  'pasture',
  'timberland',
  'warehouse',
  'storefront',
  'duplex',
  'cabin',
  'orchard',
  'vineyard',
  'subdivision',
  'retreat',
  'campground',
  'building',
  'estate',
  'tract',
];
const WORDS = [
  'access',
  'acres',
  'agricultural',
  'apartment',
  'appraisal',
  'barn',
  'boundary',
  'buildable',
  'cabin',
  'cattle',
  'city',
  'clear',
  'close',
  'commercial',
  'community',
  'corner',
  'county',
  'creek',
  'crops',
  'deer',
  'development',
  'drainage',
  'driveway',
  'easement',
  'electric',
  'elevation',
  'equity',
  'fencing',
  'financing',
  'flood',
  'frontage',
  'garage',
  'gravel',
  'grazing',
  'highway',
  'hunting',
  'income',
  'industrial',
  'investor',
  'irrigation',
  'lake',
  'landscape',
  'lease',
  'livestock',
  'location',
  'meadow',
  'minerals',
  'motivated',
  'mountain',
  'neighborhood',
  'orchard',
  'outbuilding',
  'owner',
  'paved',
  'permit',
  'pond',
  'potential',
  'property',
  'recreation',
  'rental',
  'residential',
  'restrictions',
  'river',
  'road',
  'rural',
  'seller',
  'septic',
  'shop',
  'soil',
  'spring',
  'survey',
  'taxes',
  'timber',
  'trail',
  'utilities',
  'valley',
  'views',
  'water',
  'well',
  'wetlands',
  'wildlife',
  'wooded',
  'zoning',
  'the',
  'with',
  'and',
  'near',
  'from',
  'this',
  'great',
  'excellent',
  'ready',
  'minutes',
  'downtown',
  'school',
  'hospital',
  'airport',
];

export function generateListings(count: number, seed = 42): SearchDocument[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const sentence = () => {
    const words = Array.from({ length: 8 + Math.floor(next() * 7) }, () => pick(WORDS));
    return `${words[0][0].toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const now = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const [city, county, state, zip, lat, lng] = pick(CITIES);
    const category = pick(CATEGORIES);
    const acres = Math.round((0.1 + next() ** 3 * 640) * 100) / 100;
    const price = Math.round((20_000 + next() * 2_000_000 + acres * 1_500) / 100) * 100;
    const residential = category === 'residential' || category === 'mixed-use';
    return {
      id: `listing-${String(i).padStart(7, '0')}`,
      title: `${acres} acre ${pick(ADJECTIVES)} ${pick(NOUNS)} near ${city}`,
      description: `${sentence()} ${sentence()}`,
      city,
      county,
      state,
      zip: String(zip * 100 + Math.floor(next() * 100)).padStart(5, '0'),
      category,
      price,
      acres,
      pricePerAcre: Math.round(price / acres),
      beds: residential ? 1 + Math.floor(next() * 6) : 0,
      baths: residential ? 1 + Math.floor(next() * 4) : 0,
      featured: next() < 0.1,
      openToJointVenture: next() < 0.3,
      status: next() < 0.9 ? 'active' : pick(['pending', 'sold']),
      createdAt: now - Math.floor(next() * 3 * 365 * 24 * 3600 * 1000),
      _geo: { lat: lat + (next() - 0.5), lng: lng + (next() - 0.5) },
    };
  });
}

/** Queries as a marketplace sends them: a page of 12, facet counts, mostly newest first. */
export function generateQueries(count: number, seed = 7): SearchQuery[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const typo = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 1));
    const letter = word[at] === 'e' ? 'a' : 'e';
    return word.slice(0, at) + letter + word.slice(at + 1);
  };
  const searchWord = () => {
    const word = pick([...WORDS.filter((w) => w.length >= 5), ...NOUNS, ...ADJECTIVES]);
    const roll = next();
    if (roll < 0.3) return typo(word);
    if (roll < 0.5) return word.slice(0, Math.max(3, word.length - 3));
    return word;
  };
  return Array.from({ length: count }, () => {
    const [, , state, , lat, lng] = pick(CITIES);
    const kind = next();
    const query: SearchQuery = { limit: 12, facets: ['category', 'state'] };
    if (kind < 0.7) query.text = next() < 0.5 ? searchWord() : `${searchWord()} ${searchWord()}`;
    const filters: NonNullable<SearchQuery['filters']> = [{ field: 'status', in: ['active'] }];
    if (next() < 0.6) filters.push({ field: 'category', in: next() < 0.5 ? [pick(CATEGORIES)] : [pick(CATEGORIES), pick(CATEGORIES)] });
    if (next() < 0.5) filters.push({ field: 'price', range: { gte: 50_000, lte: 250_000 + Math.floor(next() * 1_500_000) } });
    if (next() < 0.2) filters.push({ field: 'openToJointVenture', in: [true] });
    if (next() < 0.2) filters.push({ field: 'state', in: [state] });
    query.filters = filters;
    const geo = next();
    if (geo < 0.4) query.boundingBox = { northEast: { lat: lat + 2, lng: lng + 2 }, southWest: { lat: lat - 2, lng: lng - 2 } };
    else if (geo < 0.7) query.radius = { center: { lat, lng }, radiusMeters: 150_000 };
    if (!query.text || next() < 0.5) query.sort = [{ field: 'createdAt', direction: 'desc' }];
    if (next() < 0.1) query.offset = 12 * Math.floor(next() * 10);
    return query;
  });
}

export async function benchSearchEngine(
  options: SearchEngineBenchOptions,
): Promise<{ indexMs: number; p50: number; p95: number; p99: number }> {
  const { log } = options;
  const empty = settledMemory();
  const listings = generateListings(options.documents);
  const queries = generateQueries(options.queries);
  const generated = settledMemory();

  const engine = new EmbeddedSearchIndex();
  await engine.ensureIndex(INDEX, SETTINGS);
  const started = performance.now();
  await engine.rebuild(INDEX, SETTINGS, batchesOf(listings, 1000));
  const indexMs = performance.now() - started;
  const indexed = settledMemory();
  log(`indexed ${await engine.count(INDEX)} documents in ${indexMs.toFixed(0)} ms`);
  // The index shares the documents' strings, so "index" is what it adds on top of the documents.
  log(
    `memory (heap + array buffers): documents ${mib(used(generated) - used(empty))}, index ${mib(used(indexed) - used(generated))}; ` +
      `process rss ${mib(indexed.rss)}` +
      (typeof globalThis.gc === 'function' ? '' : ' (run with --expose-gc for settled figures)'),
  );

  for (const query of queries.slice(0, 100)) await engine.search(INDEX, query); // warm-up: JIT and vocabulary
  const latencies: number[] = [];
  let totalHits = 0;
  for (const query of queries) {
    const begin = performance.now();
    const result = await engine.search(INDEX, query);
    latencies.push(performance.now() - begin);
    totalHits += result.total;
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]);
  const figures = { indexMs: Math.round(indexMs), p50: at(50), p95: at(95), p99: at(99) };
  log(
    `${queries.length} queries (mean ${Math.round(totalHits / queries.length)} matches): ` +
      `p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${round(latencies[latencies.length - 1])} ms`,
  );
  await engine.close();
  return figures;
}

async function* batchesOf(documents: SearchDocument[], size: number): AsyncIterable<SearchDocument[]> {
  for (let i = 0; i < documents.length; i += size) yield documents.slice(i, i + size);
}

function settledMemory(): NodeJS.MemoryUsage {
  globalThis.gc?.();
  return process.memoryUsage();
}

function used(memory: NodeJS.MemoryUsage): number {
  return memory.heapUsed + memory.arrayBuffers;
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { documents: { type: 'string', default: '100000' }, queries: { type: 'string', default: '2000' } },
  });
  const figures = await benchSearchEngine({ documents: Number(values.documents), queries: Number(values.queries), log: console.log });
  console.log(JSON.stringify(figures));
}
