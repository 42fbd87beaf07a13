import { Meilisearch } from 'meilisearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexSettings, SearchDocument, SearchIndex, SearchQuery } from '../../../modules/shared/kernel/search-index.port.ts';
import { EmbeddedSearchIndex } from './embedded/embedded-search-index.ts';
import { MeilisearchSearchIndex } from './meilisearch/meilisearch-search-index.ts';
import { meilisearchForTests } from '../../testing/meilisearch-for-tests.ts';

// Every index of this run is named `contract_<run>_<n>`, so a shared Meilisearch is never touched
// outside of them (and they are deleted afterwards).
const RUN = `contract_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;

const settings: IndexSettings = {
  searchable: ['title', 'description', 'city'],
  filterable: ['category', 'state', 'city', 'price', 'acres', 'featured', 'openToJointVenture', 'tags'],
  sortable: ['price', 'acres', 'createdAt', 'state'],
  facets: ['category', 'state', 'featured', 'tags'],
  geo: true,
};

interface Listing extends SearchDocument {
  title: string;
  description: string;
  city: string;
  state: string;
  category: string;
  price?: number;
  acres: number;
  featured: boolean;
  openToJointVenture: boolean;
  tags: string[];
  createdAt: number;
}

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const DALLAS = { lat: 32.7767, lng: -96.797 };
const TYLER = { lat: 32.3513, lng: -95.3011 };
const HOUSTON = { lat: 29.7604, lng: -95.3698 };

const listings: Listing[] = [
  {
    id: 'l01',
    title: 'Sunny Ranch near the river',
    description: 'Pasture with a barn and a creek',
    city: 'Austin',
    state: 'TX',
    category: 'agricultural',
    price: 250_000,
    acres: 40,
    featured: true,
    openToJointVenture: false,
    tags: ['water', 'pasture'],
    createdAt: 1_000,
    _geo: AUSTIN,
  },
  {
    id: 'l02',
    title: 'Downtown Warehouse',
    description: 'Industrial building with loading docks',
    city: 'Dallas',
    state: 'TX',
    category: 'industrial',
    price: 1_200_000,
    acres: 2,
    featured: false,
    openToJointVenture: true,
    tags: ['loading'],
    createdAt: 2_000,
    _geo: DALLAS,
  },
  {
    id: 'l03',
    title: 'Café Lot on Main',
    description: 'Corner lot for a small business',
    city: 'San José',
    state: 'CA',
    category: 'commercial',
    price: 480_000,
    acres: 0.5,
    featured: false,
    openToJointVenture: false,
    tags: ['corner', 'water'],
    createdAt: 3_000,
    _geo: { lat: 37.3382, lng: -121.8863 },
  },
  {
    id: 'l04',
    title: 'Mountain Cabin retreat',
    description: 'Cozy cabin with a wood stove',
    city: 'Denver',
    state: 'CO',
    category: 'recreational',
    price: 350_000,
    acres: 5,
    featured: true,
    openToJointVenture: true,
    tags: ['mountain'],
    createdAt: 4_000,
    _geo: { lat: 39.7392, lng: -104.9903 },
  },
  {
    id: 'l05',
    title: 'Hunting Land',
    description: 'Timber and deer habitat',
    city: 'Tyler',
    state: 'TX',
    category: 'land',
    price: 90_000,
    acres: 80,
    featured: false,
    openToJointVenture: false,
    tags: [],
    createdAt: 5_000,
    _geo: TYLER,
  },
  {
    id: 'l06',
    title: 'Sunny Creek Duplex',
    description: 'Residential duplex close to schools',
    city: 'Houston',
    state: 'TX',
    category: 'residential',
    price: 320_000,
    acres: 0.2,
    featured: false,
    openToJointVenture: true,
    tags: ['rental'],
    createdAt: 6_000,
    _geo: HOUSTON,
  },
  {
    id: 'l07',
    title: 'Development Parcel',
    description: 'Zoned for apartments, two barns',
    city: 'Phoenix',
    state: 'AZ',
    category: 'development',
    price: 2_000_000,
    acres: 12,
    featured: true,
    openToJointVenture: false,
    tags: ['zoned'],
    createdAt: 7_000,
  },
  {
    id: 'l08',
    title: 'Price on request',
    description: 'Investment property, call the owner',
    city: 'Tulsa',
    state: 'OK',
    category: 'investment',
    acres: 1,
    featured: false,
    openToJointVenture: false,
    tags: ['rental', 'zoned'],
    createdAt: 8_000,
    _geo: { lat: 36.154, lng: -95.9928 },
  },
];

/** `name` goes into index uids; `where` tells where the engine runs */
type Adapter = { name: string; where?: string; create: () => SearchIndex; cleanUp?: () => Promise<void> };

const embedded: Adapter = { name: 'embedded', create: () => new EmbeddedSearchIndex() };
contract(embedded);

// Meilisearch at MEILI_HOST, else in a container when a Docker engine answers, else skipped saying why.
const meili = await meilisearchForTests().catch((error: unknown) => ({ failed: error }));
if ('host' in meili) {
  const { host, apiKey } = meili;
  contract({
    name: 'meilisearch',
    where: meili.source,
    create: () => new MeilisearchSearchIndex({ host, apiKey }),
    async cleanUp() {
      const client = new Meilisearch({ host, apiKey });
      const { results } = await client.getRawIndexes({ limit: 1000 });
      for (const { uid } of results) if (uid.startsWith(RUN)) await client.deleteIndex(uid).waitTask();
    },
  });
  afterAll(() => meili.stop());
} else if ('failed' in meili) {
  describe('SearchIndex contract: meilisearch adapter', () => {
    it('starts Meilisearch in a container, since a Docker engine answers', () => {
      throw meili.failed;
    });
  });
} else {
  const reason = `meilisearch adapter skipped: ${meili.skipped}`;
  console.info(`SearchIndex contract: ${reason}`);
  describe.skip(`SearchIndex contract: ${reason}`, () =>
    contractTests({
      name: 'meilisearch',
      create: () => {
        throw new Error(reason);
      },
    }));
}

function contract(adapter: Adapter): void {
  describe(`SearchIndex contract: ${adapter.name} adapter${adapter.where ? ` on ${adapter.where}` : ''}`, () => contractTests(adapter));
}

function contractTests(adapter: Adapter): void {
  let engine: SearchIndex;
  let indexCount = 0;
  const shared = `${RUN}_${adapter.name}_shared`;

  async function freshIndex(documents: Listing[] = listings): Promise<string> {
    const index = `${RUN}_${adapter.name}_${++indexCount}`;
    await engine.ensureIndex(index, settings);
    await engine.upsert(index, documents);
    return index;
  }

  const ids = async (query: SearchQuery, index = shared) => (await engine.search<Listing>(index, query)).hits.map((hit) => hit.id);

  beforeAll(async () => {
    engine = adapter.create();
    await engine.ensureIndex(shared, settings);
    await engine.upsert(shared, listings);
  });

  afterAll(async () => {
    await adapter.cleanUp?.();
    await engine?.close();
  });

  describe('text', () => {
    it('matches a word exactly, whatever its case and diacritics', async () => {
      expect(await ids({ text: 'ranch' })).toEqual(['l01']);
      expect(await ids({ text: 'CAFE' })).toEqual(['l03']);
      expect(await ids({ text: 'café' })).toEqual(['l03']);
      expect(await ids({ text: 'san jose' })).toEqual(['l03']);
    });

    it('tolerates no typo in words of up to 4 letters', async () => {
      expect(await ids({ text: 'barn ' })).toEqual(['l01']);
      expect(await ids({ text: 'bern' })).toEqual([]);
    });

    it('tolerates one typo from 5 letters, a swap of adjacent letters counting as one', async () => {
      expect(await ids({ text: 'rench' })).toEqual(['l01']);
      expect(await ids({ text: 'rnach' })).toEqual(['l01']);
      expect(await ids({ text: 'dowmtown' })).toEqual(['l02']);
    });

    it('does not tolerate two typos in an 8-letter word', async () => {
      expect(await ids({ text: 'dowmtowm' })).toEqual([]);
    });

    it('tolerates two typos from 9 letters', async () => {
      expect(await ids({ text: 'wsrehousr' })).toEqual(['l02']);
      expect(await ids({ text: 'wsrehxusr' })).toEqual([]);
    });

    it('counts a typo on the first letter as two', async () => {
      expect(await ids({ text: 'tanch' })).toEqual([]);
      expect(await ids({ text: 'qarehouse' })).toEqual(['l02']);
      expect(await ids({ text: 'qarehousr' })).toEqual([]);
    });

    it('matches the last word as a prefix, unless the query ends with a separator', async () => {
      expect(await ids({ text: 'sunny ran' })).toEqual(['l01']);
      expect(await ids({ text: 'ran sunny' })).toEqual([]);
      expect(await ids({ text: 'sunny ran ' })).toEqual([]);
      expect(await ids({ text: 'duple' })).toEqual(['l06']);
    });

    it('requires every word, in any searchable attribute', async () => {
      expect(await ids({ text: 'sunny' })).toEqual(['l01', 'l06']);
      expect(await ids({ text: 'sunny duplex' })).toEqual(['l06']);
      expect(await ids({ text: 'sunny pasture austin' })).toEqual(['l01']);
      expect(await ids({ text: 'sunny warehouse' })).toEqual([]);
    });

    it('ranks fewer typos first, then matches in more important attributes', async () => {
      // l07 has "barns" exactly, l01 only "barn" (one typo); both in the description
      expect(await ids({ text: 'barns ' })).toEqual(['l07', 'l01']);
      // l06 has "creek" in its title, l01 in its description
      expect(await ids({ text: 'creek ' })).toEqual(['l06', 'l01']);
    });

    it('returns every document, by id, for empty text', async () => {
      const result = await engine.search<Listing>(shared, { text: '  ' });
      expect(result.hits.map((hit) => hit.id)).toEqual(listings.map((listing) => listing.id));
      expect(result.total).toBe(listings.length);
    });

    it('returns the stored documents as hits', async () => {
      const { hits } = await engine.search<Listing>(shared, { text: 'hunting land' });
      expect(hits).toEqual([listings[4]]);
    });
  });

  describe('filters', () => {
    it('filters by equality on strings, numbers and booleans', async () => {
      expect(await ids({ filters: [{ field: 'category', in: ['industrial'] }] })).toEqual(['l02']);
      expect(await ids({ filters: [{ field: 'acres', in: [5] }] })).toEqual(['l04']);
      expect(await ids({ filters: [{ field: 'featured', in: [true] }] })).toEqual(['l01', 'l04', 'l07']);
      expect(await ids({ filters: [{ field: 'openToJointVenture', in: [false] }] })).toEqual(['l01', 'l03', 'l05', 'l07', 'l08']);
    });

    it('matches any value of an `in` list', async () => {
      expect(await ids({ filters: [{ field: 'state', in: ['CO', 'AZ', 'NY'] }] })).toEqual(['l04', 'l07']);
      expect(await ids({ filters: [{ field: 'city', in: ['San José'] }] })).toEqual(['l03']);
    });

    it('filters ranges with inclusive and exclusive bounds', async () => {
      expect(await ids({ filters: [{ field: 'price', range: { gte: 320_000, lte: 480_000 } }] })).toEqual(['l03', 'l04', 'l06']);
      expect(await ids({ filters: [{ field: 'price', range: { gt: 320_000, lt: 480_000 } }] })).toEqual(['l04']);
      expect(await ids({ filters: [{ field: 'price', range: { gte: 1_200_000 } }] })).toEqual(['l02', 'l07']);
      expect(await ids({ filters: [{ field: 'acres', range: { lte: 0.5 } }] })).toEqual(['l03', 'l06']);
    });

    it('matches array fields when any element matches', async () => {
      expect(await ids({ filters: [{ field: 'tags', in: ['water'] }] })).toEqual(['l01', 'l03']);
      expect(await ids({ filters: [{ field: 'tags', in: ['zoned', 'mountain'] }] })).toEqual(['l04', 'l07', 'l08']);
    });

    it('leaves out the documents holding any value of a `notIn` list, keeping those without the field', async () => {
      expect(await ids({ filters: [{ field: 'state', notIn: ['TX', 'CA'] }] })).toEqual(['l04', 'l07', 'l08']);
      expect(await ids({ filters: [{ field: 'tags', notIn: ['water', 'zoned'] }] })).toEqual(['l02', 'l04', 'l05', 'l06']);
      expect(await ids({ filters: [{ field: 'price', notIn: [250_000, 1_200_000, 480_000, 350_000, 90_000, 320_000] }] })).toEqual([
        'l07',
        'l08',
      ]);
      expect(await ids({ filters: [{ field: 'state', notIn: [] }] })).toHaveLength(listings.length);
    });

    it('requires every condition, together with the text', async () => {
      const filters = [
        { field: 'state', in: ['TX'] },
        { field: 'featured', in: [false] },
      ];
      expect(await ids({ filters })).toEqual(['l02', 'l05', 'l06']);
      expect(await ids({ text: 'duplex', filters })).toEqual(['l06']);
      expect(await ids({ text: 'ranch', filters })).toEqual([]);
    });

    it('rejects a filter on an attribute that is not filterable', async () => {
      await expect(engine.search(shared, { filters: [{ field: 'title', in: ['Hunting Land'] }] })).rejects.toThrow();
    });
  });

  describe('facets', () => {
    it('counts values of the documents matching text, filters and geo', async () => {
      const result = await engine.search(shared, {
        filters: [{ field: 'state', in: ['TX'] }],
        facets: ['category', 'featured', 'tags'],
        limit: 0,
      });
      expect(result.hits).toEqual([]);
      expect(result.total).toBe(4);
      expect(result.facets).toEqual({
        category: { agricultural: 1, industrial: 1, land: 1, residential: 1 },
        featured: { true: 1, false: 3 },
        tags: { water: 1, pasture: 1, loading: 1, rental: 1 },
      });

      const sunny = await engine.search(shared, { text: 'sunny', facets: ['category', 'state'] });
      expect(sunny.facets).toEqual({ category: { agricultural: 1, residential: 1 }, state: { TX: 2 } });

      const nearDallas = await engine.search(shared, { radius: { center: DALLAS, radiusMeters: 200_000 }, facets: ['category'] });
      expect(nearDallas.facets).toEqual({ category: { industrial: 1, land: 1 } });
    });

    it('reports a requested facet with no values as empty', async () => {
      const result = await engine.search(shared, { text: 'nothing-matches-this', facets: ['tags'] });
      expect(result.facets).toEqual({ tags: {} });
    });
  });

  describe('geo', () => {
    it('keeps documents inside a bounding box, corners included', async () => {
      const texas = { northEast: { lat: 34.0, lng: -93.5 }, southWest: { lat: 25.8, lng: -106.6 } };
      expect(await ids({ boundingBox: texas })).toEqual(['l01', 'l02', 'l05', 'l06']);
      const justDallas = { northEast: DALLAS, southWest: DALLAS };
      expect(await ids({ boundingBox: justDallas })).toEqual(['l02']);
    });

    it('keeps documents within a radius', async () => {
      // Tyler is ~150 km from Dallas, Austin ~290 km
      expect(await ids({ radius: { center: DALLAS, radiusMeters: 200_000 } })).toEqual(['l02', 'l05']);
      expect(await ids({ radius: { center: DALLAS, radiusMeters: 320_000 } })).toEqual(['l01', 'l02', 'l05']);
    });

    it('keeps documents inside a polygon, not those only inside its bounds', async () => {
      // a concave shape around Dallas and Houston: Tyler sits in its notch (inside its bounds), Austin west of it
      const polygon = [
        { lat: 33.2, lng: -97.3 },
        { lat: 33.2, lng: -96.3 },
        { lat: 30.2, lng: -96.0 },
        { lat: 30.2, lng: -94.9 },
        { lat: 29.3, lng: -94.9 },
        { lat: 29.3, lng: -96.6 },
      ];
      expect(await ids({ polygon })).toEqual(['l02', 'l06']);
      expect(await ids({ polygon, filters: [{ field: 'category', in: ['industrial'] }] })).toEqual(['l02']);
      expect(await ids({ polygon, text: 'duplex' })).toEqual(['l06']);
      // with a box too, a document must be in both
      expect(await ids({ polygon, boundingBox: { northEast: DALLAS, southWest: DALLAS } })).toEqual(['l02']);
      const counted = await engine.search(shared, { polygon, facets: ['category'], limit: 0 });
      expect(counted.total).toBe(2);
      expect(counted.facets).toEqual({ category: { industrial: 1, residential: 1 } });
    });
  });

  describe('order and pagination', () => {
    it('sorts ascending and descending, documents without the value last', async () => {
      const byPrice = ['l05', 'l01', 'l06', 'l04', 'l03', 'l02', 'l07', 'l08'];
      expect(await ids({ sort: [{ field: 'price', direction: 'asc' }] })).toEqual(byPrice);
      expect(await ids({ sort: [{ field: 'price', direction: 'desc' }] })).toEqual([...byPrice.slice(0, 7).reverse(), 'l08']);
      expect(await ids({ sort: [{ field: 'createdAt', direction: 'desc' }] })).toEqual(listings.map((l) => l.id).reverse());
    });

    it('pages through a sorted result with an exact total', async () => {
      const sort = [{ field: 'price', direction: 'asc' }] as const;
      const first = await engine.search<Listing>(shared, { sort: [...sort], limit: 3 });
      const second = await engine.search<Listing>(shared, { sort: [...sort], offset: 3, limit: 3 });
      const unaligned = await engine.search<Listing>(shared, { sort: [...sort], offset: 2, limit: 3 });
      const last = await engine.search<Listing>(shared, { sort: [...sort], offset: 6, limit: 3 });
      expect(first.hits.map((h) => h.id)).toEqual(['l05', 'l01', 'l06']);
      expect(second.hits.map((h) => h.id)).toEqual(['l04', 'l03', 'l02']);
      expect(unaligned.hits.map((h) => h.id)).toEqual(['l06', 'l04', 'l03']);
      expect(last.hits.map((h) => h.id)).toEqual(['l07', 'l08']);
      for (const page of [first, second, unaligned, last]) expect(page.total).toBe(8);
    });

    it('breaks sort ties by relevance, then by id', async () => {
      expect(await ids({ sort: [{ field: 'state', direction: 'asc' }] })).toEqual(['l07', 'l03', 'l04', 'l08', 'l01', 'l02', 'l05', 'l06']);
      // both in TX: l06 has "creek" in its title, l01 in its description
      expect(await ids({ text: 'creek ', sort: [{ field: 'state', direction: 'asc' }] })).toEqual(['l06', 'l01']);
    });

    it('rejects a sort on an attribute that is not sortable', async () => {
      await expect(engine.search(shared, { sort: [{ field: 'title', direction: 'asc' }] })).rejects.toThrow();
    });
  });

  describe('several queries at once', () => {
    it('answers each query, in order, as `search` answers it alone', async () => {
      const queries: SearchQuery[] = [
        { text: 'sunny', facets: ['state'] },
        { filters: [{ field: 'tags', in: ['water', 'rental'] }], sort: [{ field: 'price', direction: 'desc' }], offset: 1, limit: 2 },
        { radius: { center: DALLAS, radiusMeters: 320_000 }, facets: ['category'], limit: 0 },
        { text: 'nothing-matches-this', facets: ['tags'] },
        {},
      ];

      const results = await engine.searchMany<Listing>(shared, queries);

      expect(results).toEqual(await Promise.all(queries.map((query) => engine.search<Listing>(shared, query))));
      const [sunny, watered, nearDallas, none, everything] = results;
      expect(sunny.hits.map((hit) => hit.id)).toEqual(['l01', 'l06']);
      expect(sunny.facets).toEqual({ state: { TX: 2 } });
      expect(watered.hits.map((hit) => hit.id)).toEqual(['l06', 'l01']);
      expect(watered.total).toBe(4);
      expect(nearDallas).toEqual({ hits: [], total: 3, facets: { category: { agricultural: 1, industrial: 1, land: 1 } } });
      expect(none).toEqual({ hits: [], total: 0, facets: { tags: {} } });
      expect(everything.hits).toEqual(listings);
    });

    it('gives a page with disjunctive facet counts in one call', async () => {
      const state = { field: 'state', in: ['TX'] };
      const category = { field: 'category', in: ['agricultural', 'land', 'recreational'] };

      const [page, categories, states] = await engine.searchMany<Listing>(shared, [
        { filters: [state, category], facets: ['featured'], sort: [{ field: 'price', direction: 'asc' }] },
        { filters: [state], facets: ['category'], limit: 0 },
        { filters: [category], facets: ['state'], limit: 0 },
      ]);

      expect(page.hits.map((hit) => hit.id)).toEqual(['l05', 'l01']);
      expect(page.facets).toEqual({ featured: { true: 1, false: 1 } });
      expect(categories.facets).toEqual({ category: { agricultural: 1, industrial: 1, land: 1, residential: 1 } });
      expect(states.facets).toEqual({ state: { TX: 2, CO: 1 } });
    });

    it('answers no queries with no results', async () => {
      expect(await engine.searchMany(shared, [])).toEqual([]);
    });

    it('fails as a whole when one query is refused', async () => {
      await expect(engine.searchMany(shared, [{}, { filters: [{ field: 'title', in: ['Hunting Land'] }] }])).rejects.toThrow();
      await expect(engine.searchMany(shared, [{ sort: [{ field: 'title', direction: 'asc' }] }, {}])).rejects.toThrow();
    });
  });

  describe('writes', () => {
    it('replaces a document on upsert', async () => {
      const index = await freshIndex();
      await engine.upsert(index, [{ ...listings[4], title: 'Timber Tract', price: 95_000 }]);
      expect(await ids({ text: 'hunting' }, index)).toEqual([]);
      expect(await ids({ text: 'tract' }, index)).toEqual(['l05']);
      expect(await ids({ filters: [{ field: 'price', in: [95_000] }] }, index)).toEqual(['l05']);
      expect(await ids({ filters: [{ field: 'price', in: [90_000] }] }, index)).toEqual([]);
      expect(await engine.count(index)).toBe(listings.length);
    });

    it('removes documents, ignoring unknown ids', async () => {
      const index = await freshIndex();
      await engine.remove(index, ['l02', 'nope']);
      expect(await ids({ text: 'warehouse' }, index)).toEqual([]);
      expect((await engine.search(index, {})).total).toBe(listings.length - 1);
      expect(await engine.count(index)).toBe(listings.length - 1);
    });

    it('counts the documents of an index', async () => {
      expect(await engine.count(shared)).toBe(listings.length);
      expect(await engine.count(await freshIndex([]))).toBe(0);
    });

    it('rebuilds an index from scratch, serving the old documents until the new ones replace them', async () => {
      const index = await freshIndex();
      const replacement: Listing[] = [
        { ...listings[0], id: 'n01', title: 'Orchard with irrigation' },
        { ...listings[1], id: 'n02', title: 'Vineyard estate' },
      ];
      const seenDuringRebuild: string[][] = [];
      async function* batches(): AsyncIterable<SearchDocument[]> {
        yield [replacement[0]];
        seenDuringRebuild.push(await ids({ text: 'ranch' }, index));
        yield [replacement[1]];
      }
      const result = await engine.rebuild(index, settings, batches());
      expect(result).toEqual({ documents: 2 });
      expect(seenDuringRebuild).toEqual([['l01']]);
      expect(await ids({}, index)).toEqual(['n01', 'n02']);
      expect(await ids({ text: 'orchard' }, index)).toEqual(['n01']);
      expect(await engine.count(index)).toBe(2);
    });
  });
}
