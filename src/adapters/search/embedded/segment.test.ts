import { describe, expect, it } from 'vitest';
import type { SearchDocument, SearchQuery } from '../../../../modules/shared/kernel/search-index.port.ts';
import { polygonContains } from '../../../../modules/shared/kernel/geo-polygon.ts';
import { Segment } from './segment.ts';

// Equality filters that need no scan: a selective one picks the candidates from its postings, one that
// every live document passes is skipped. Both must answer what a scan answers.

const settings = { searchable: [], filterable: ['state', 'status', 'price'], sortable: ['price'], facets: ['state', 'status'] };

function segmentOf(documents: SearchDocument[]): Segment {
  const segment = new Segment(settings);
  for (const document of documents) segment.upsert(document);
  return segment;
}

const states = ['TX', 'OK', 'NM', 'AZ', 'CO', 'UT', 'NV', 'CA', 'OR', 'WA'];
const documents = Array.from({ length: 400 }, (_, i) => ({
  id: `d${String(i).padStart(3, '0')}`,
  state: states[i % states.length],
  status: 'active',
  price: (i * 37) % 1000,
}));

const ids = (segment: Segment, query: SearchQuery) =>
  segment.search({ limit: 1000, sort: [{ field: 'price', direction: 'asc' }], ...query }).hits.map((hit) => hit.id);
const byScan = (keep: (document: (typeof documents)[number]) => boolean) =>
  documents
    .filter(keep)
    .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1))
    .map((document) => document.id);

describe('Segment equality filters', () => {
  it('answers a selective filter from its postings, skipping removed and replaced documents', () => {
    const segment = segmentOf(documents);
    segment.remove('d000');
    segment.upsert({ ...documents[10], state: 'OK' });
    segment.upsert({ ...documents[1], state: 'TX' });
    const expected = byScan(
      (document) => document.id !== 'd000' && document.id !== 'd010' && (document.state === 'TX' || document.id === 'd001'),
    );
    const result = segment.search({
      filters: [
        { field: 'state', in: ['TX'] },
        { field: 'status', in: ['active'] },
      ],
      facets: ['status'],
      limit: 1000,
      sort: [{ field: 'price', direction: 'asc' }],
    });
    expect(result.hits.map((hit) => hit.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
    expect(result.facets).toEqual({ status: { active: expected.length } });
  });

  it('merges the postings of several values in ordinal order, with a range filter after them', () => {
    const segment = segmentOf(documents);
    const expected = byScan((document) => ['NM', 'TX'].includes(document.state) && document.price >= 100 && document.price <= 600);
    expect(
      ids(segment, {
        filters: [
          { field: 'price', range: { gte: 100, lte: 600 } },
          { field: 'state', in: ['NM', 'TX', 'nowhere'] },
        ],
      }),
    ).toEqual(expected);
  });

  it('skips a filter every live document passes, and still applies it once one does not', () => {
    const segment = segmentOf(documents);
    expect(
      ids(segment, {
        filters: [
          { field: 'status', in: ['active'] },
          { field: 'price', range: { lt: 50 } },
        ],
      }),
    ).toEqual(byScan((document) => document.price < 50));
    segment.upsert({ ...documents[28], status: 'sold' });
    const expected = byScan((document) => document.id !== 'd028' && document.price < 50);
    expect(
      ids(segment, {
        filters: [
          { field: 'status', in: ['active'] },
          { field: 'price', range: { lt: 50 } },
        ],
      }),
    ).toEqual(expected);
    expect(
      ids(segment, {
        filters: [
          { field: 'status', notIn: ['sold'] },
          { field: 'price', range: { lt: 50 } },
        ],
      }),
    ).toEqual(expected);
  });

  it('answers filters that leave out few documents from those few: the page, the total and the facet counts', () => {
    const mixed: Array<{ id: string; state: string; price: number; status?: string }> = documents.map((document, i) =>
      i % 25 === 3
        ? { ...document, status: 'sold' }
        : i % 40 === 7
          ? { id: document.id, state: document.state, price: document.price }
          : document,
    );
    const segment = segmentOf(mixed);
    segment.remove('d100');
    segment.upsert({ ...mixed[200], status: 'sold' });
    segment.upsert({ ...mixed[3], status: 'active' });
    const live = mixed
      .filter((document) => document.id !== 'd100')
      .map((document) =>
        document.id === 'd200' ? { ...document, status: 'sold' } : document.id === 'd003' ? { ...document, status: 'active' } : document,
      );
    const cases: Array<{ filters: NonNullable<SearchQuery['filters']>; keep: (document: (typeof mixed)[number]) => boolean }> = [
      { filters: [{ field: 'status', in: ['active'] }], keep: (document) => document.status === 'active' },
      { filters: [{ field: 'status', notIn: ['sold'] }], keep: (document) => document.status !== 'sold' },
      {
        filters: [
          { field: 'status', in: ['active'] },
          { field: 'state', notIn: ['TX'] },
        ],
        keep: (document) => document.status === 'active' && document.state !== 'TX',
      },
    ];
    for (const { filters, keep } of cases) {
      for (const direction of ['asc', 'desc'] as const) {
        const matches = live
          .filter(keep)
          .sort((a, b) => (direction === 'asc' ? a.price - b.price : b.price - a.price) || (a.id < b.id ? -1 : 1));
        const result = segment.search({
          filters,
          facets: ['state', 'status'],
          sort: [{ field: 'price', direction }],
          offset: 3,
          limit: 10,
        });
        expect(result.hits.map((hit) => hit.id)).toEqual(matches.slice(3, 13).map((document) => document.id));
        expect(result.total).toBe(matches.length);
        const counts = (field: 'state' | 'status') => {
          const values = matches.flatMap((document) => (document[field] === undefined ? [] : [document[field]]));
          return Object.fromEntries([...new Set(values)].sort().map((value) => [value, values.filter((other) => other === value).length]));
        };
        expect(result.facets).toEqual({ state: counts('state'), status: counts('status') });
      }
    }
  });
});

describe('Segment geo boxes', () => {
  // pins on whole and half degrees too: on the edges of grid cells and of the boxes
  let seed = 5;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const coordinate = (low: number, high: number) =>
    next() < 0.2 ? Math.round((low + next() * (high - low)) * 2) / 2 : low + next() * (high - low);
  const pins = Array.from({ length: 3000 }, (_, i) => ({
    id: `p${String(i).padStart(4, '0')}`,
    status: 'active',
    kind: `k${i % 10}`,
    // most in one region, some across the antimeridian
    _geo:
      i % 10 === 0
        ? { lat: coordinate(-10, 10), lng: next() < 0.5 ? coordinate(170, 180) : coordinate(-180, -170) }
        : { lat: coordinate(25, 37), lng: coordinate(-107, -93) },
  }));
  const geoSegment = new Segment({ searchable: [], filterable: ['status', 'kind'], sortable: [], facets: ['status'], geo: true });
  for (const pin of pins) geoSegment.upsert(pin);
  geoSegment.remove('p0011');

  it.each([
    ['a large box, most cells wholly inside it', { south: 25.8, west: -106.6, north: 36.5, east: -93.5 }],
    ['a box on whole degrees', { south: 28, west: -100, north: 33, east: -95 }],
    ['a small box', { south: 30.1, west: -97.9, north: 30.4, east: -97.6 }],
    ['a box across the antimeridian', { south: -9.5, west: 172, north: 9, east: -171 }],
    ['a box across the antimeridian on whole degrees', { south: -10, west: 170, north: 10, east: -170 }],
  ])('finds the pins in %s as a scan does', (_, box) => {
    const inside = (lat: number, lng: number) =>
      lat >= box.south &&
      lat <= box.north &&
      (box.west <= box.east ? lng >= box.west && lng <= box.east : lng >= box.west || lng <= box.east);
    const expected = pins.filter((pin) => pin.id !== 'p0011' && inside(pin._geo.lat, pin._geo.lng)).map((pin) => pin.id);
    const result = geoSegment.search({
      boundingBox: { southWest: { lat: box.south, lng: box.west }, northEast: { lat: box.north, lng: box.east } },
      filters: [{ field: 'status', in: ['active'] }],
      facets: ['status'],
      limit: 1000,
    });
    expect(result.total).toBe(expected.length);
    expect(result.hits.map((hit) => hit.id)).toEqual(expected.slice(0, 1000));
    expect(result.facets).toEqual({ status: expected.length === 0 ? {} : { active: expected.length } });
  });

  it("takes a selective filter's documents rather than the cells of a box holding most of them, and tests their pins", () => {
    const result = geoSegment.search({
      boundingBox: { southWest: { lat: 26, lng: -106 }, northEast: { lat: 45, lng: 179 } },
      filters: [
        { field: 'status', in: ['active'] },
        { field: 'kind', in: ['k3'] },
      ],
      limit: 1000,
    });
    const expected = pins
      .filter((pin) => pin.kind === 'k3' && pin._geo.lat >= 26 && pin._geo.lat <= 45 && pin._geo.lng >= -106)
      .map((pin) => pin.id);
    expect(result.hits.map((hit) => hit.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });
});

describe('Segment geo boxes counted from grid cell tallies', () => {
  // a box that holds grid cells whole takes their counts from tallies kept on every write; the answer must be a scan's
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  type Pin = { id: string; status: string; kind: string; tags: string[]; createdAt: number; _geo: { lat: number; lng: number } };
  const pinAt = (i: number, createdAt: number): Pin => ({
    id: `p${String(i).padStart(4, '0')}`,
    status: i % 23 === 0 ? 'sold' : 'active',
    kind: `k${Math.floor(next() * 4)}`,
    tags: ['cash', 'terms', 'lease'].filter(() => next() < 0.4),
    createdAt,
    _geo: { lat: 25 + next() * 12, lng: -107 + next() * 14 },
  });
  const settings = {
    searchable: [],
    filterable: ['status', 'kind', 'tags', 'region'],
    sortable: ['createdAt'],
    facets: ['status', 'kind', 'tags'],
    geo: true,
  };

  it('answers the page, the total and the facet counts as a scan does, after pins move, change and go', () => {
    const segment = new Segment(settings);
    const pins = new Map<string, Pin>();
    const write = (pin: Pin) => {
      segment.upsert(pin);
      pins.set(pin.id, pin);
    };
    for (let i = 0; i < 2000; i++) write(pinAt(i, Math.floor(next() * 1e6)));
    segment.prepareSortOrders();
    const box = { south: 27.5, west: -104.2, north: 35, east: -95 };
    const check = () => {
      const inBox = [...pins.values()].filter(
        ({ _geo: { lat, lng } }) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east,
      );
      for (const filters of [[{ field: 'status', in: ['active'] }], [{ field: 'status', notIn: ['sold'] }], []] as Array<
        NonNullable<SearchQuery['filters']>
      >) {
        const matches = filters.length === 0 ? inBox : inBox.filter((pin) => pin.status === 'active');
        const result = segment.search({
          boundingBox: { southWest: { lat: box.south, lng: box.west }, northEast: { lat: box.north, lng: box.east } },
          filters,
          facets: ['kind', 'tags', 'status'],
          sort: [{ field: 'createdAt', direction: 'desc' }],
          offset: 3,
          limit: 10,
        });
        const counts = (values: string[]) =>
          Object.fromEntries([...new Set(values)].sort().map((value) => [value, values.filter((other) => other === value).length]));
        expect(result.total).toBe(matches.length);
        expect(result.hits.map((hit) => hit.id)).toEqual(
          [...matches]
            .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1))
            .slice(3, 13)
            .map((pin) => pin.id),
        );
        expect(result.facets).toEqual({
          kind: counts(matches.map((pin) => pin.kind)),
          tags: counts(matches.flatMap((pin) => pin.tags)),
          status: counts(matches.map((pin) => pin.status)),
        });
      }
    };
    check();
    // moved into other cells, given other values, sold, removed, and new ones in the kept order's tail
    for (let i = 0; i < 2000; i += 7)
      write({ ...pinAt(i, pins.get(`p${String(i).padStart(4, '0')}`)!.createdAt), status: i % 3 === 0 ? 'sold' : 'active' });
    for (let i = 1; i < 2000; i += 31) {
      segment.remove(`p${String(i).padStart(4, '0')}`);
      pins.delete(`p${String(i).padStart(4, '0')}`);
    }
    for (let i = 2000; i < 2100; i++) write(pinAt(i, 2e6 + i));
    check();
  });

  it('keeps to a polygon drawn inside the map box, rather than counting the box by its cells', () => {
    const segment = new Segment(settings);
    const pins = Array.from({ length: 3000 }, (_, i) => pinAt(i, i));
    for (const pin of pins) segment.upsert(pin);
    segment.prepareSortOrders();
    // a triangle whose bounds hold whole grid cells, most of them not all inside it
    const polygon = [
      { lat: 26.5, lng: -105 },
      { lat: 35.5, lng: -100 },
      { lat: 26.5, lng: -96 },
    ];
    const result = segment.search({
      boundingBox: { southWest: { lat: 25, lng: -107 }, northEast: { lat: 37, lng: -93 } },
      polygon,
      filters: [{ field: 'status', in: ['active'] }],
      facets: ['kind'],
      sort: [{ field: 'createdAt', direction: 'desc' }],
      limit: 5,
    });
    const inside = pins.filter((pin) => pin.status === 'active' && polygonContains(polygon, pin._geo.lat, pin._geo.lng));
    expect(inside.length).toBeGreaterThan(100);
    expect(inside.length).toBeLessThan(pins.length / 2);
    expect(result.total).toBe(inside.length);
    expect(result.hits.map((hit) => hit.id)).toEqual(
      inside
        .slice(-5)
        .reverse()
        .map((pin) => pin.id),
    );
    expect(Object.values(result.facets.kind).reduce((sum, count) => sum + count, 0)).toBe(inside.length);
  });

  it('counts a facet it keeps no tallies for (a filterable attribute) as a scan does', () => {
    const segment = new Segment(settings);
    const pins = Array.from({ length: 500 }, (_, i) => ({ ...pinAt(i, i), region: i % 2 === 0 ? 'east' : 'west' }));
    for (const pin of pins) segment.upsert(pin);
    const result = segment.search({
      boundingBox: { southWest: { lat: 26, lng: -106 }, northEast: { lat: 36, lng: -94 } },
      facets: ['region'],
      limit: 0,
    });
    const inBox = pins.filter(({ _geo: { lat, lng } }) => lat >= 26 && lat <= 36 && lng >= -106 && lng <= -94);
    expect(result.total).toBe(inBox.length);
    expect(result.facets).toEqual({
      region: { east: inBox.filter((pin) => pin.region === 'east').length, west: inBox.filter((pin) => pin.region === 'west').length },
    });
  });
});

describe('Segment text matches', () => {
  it('answers the same text again after a write as a fresh index would, with other filters in between', () => {
    const segment = new Segment({ searchable: ['title'], filterable: ['state'], sortable: [], facets: ['state'] });
    const titles = ['creek ranch', 'creekside lot', 'river lot', 'creek acreage'];
    titles.forEach((title, i) => segment.upsert({ id: `t${i}`, title, state: i % 2 === 0 ? 'TX' : 'OK' }));
    const ids = (query: SearchQuery) =>
      segment
        .search({ text: 'creek', limit: 100, ...query })
        .hits.map((hit) => hit.id)
        .sort();
    expect(ids({})).toEqual(['t0', 't1', 't3']);
    expect(ids({ filters: [{ field: 'state', in: ['TX'] }] })).toEqual(['t0']);
    expect(ids({})).toEqual(['t0', 't1', 't3']);
    segment.upsert({ id: 't4', title: 'creek frontage', state: 'TX' });
    expect(ids({ filters: [{ field: 'state', in: ['TX'] }] })).toEqual(['t0', 't4']);
    segment.upsert({ id: 't2', title: 'creek bottom', state: 'OK' });
    expect(ids({})).toEqual(['t0', 't1', 't2', 't3', 't4']);
    segment.remove('t0');
    expect(ids({})).toEqual(['t1', 't2', 't3', 't4']);
    expect(segment.search({ text: 'creek', limit: 0, facets: ['state'] }).facets).toEqual({ state: { OK: 3, TX: 1 } });
  });
});

describe('Segment facet counts', () => {
  it('lists the values in their order, also after new values arrive between queries', () => {
    const segment = new Segment({ searchable: [], filterable: [], sortable: [], facets: ['county'] });
    const counties = () => Object.entries(segment.search({ limit: 0, facets: ['county'] }).facets!.county);
    ['Travis', 'bexar', 'Harris', 'Travis'].forEach((county, i) => segment.upsert({ id: `a${i}`, county }));
    expect(counties()).toEqual([
      ['bexar', 1],
      ['Harris', 1],
      ['Travis', 2],
    ]);
    expect(counties()).toEqual([
      ['bexar', 1],
      ['Harris', 1],
      ['Travis', 2],
    ]);
    segment.upsert({ id: 'b0', county: 'Dallas' });
    segment.upsert({ id: 'b1', county: 'Anderson' });
    segment.remove('a1');
    expect(counties()).toEqual([
      ['Anderson', 1],
      ['Dallas', 1],
      ['Harris', 1],
      ['Travis', 2],
    ]);
    expect(counties()).toEqual([
      ['Anderson', 1],
      ['Dallas', 1],
      ['Harris', 1],
      ['Travis', 2],
    ]);
  });
});

describe('Segment numbers asked for equality after ranges and sorts', () => {
  it('filters and counts numbers by value once asked, leaving out the documents removed or replaced before', () => {
    const segment = new Segment({ searchable: [], filterable: ['beds'], sortable: ['beds'], facets: ['beds'] });
    [3, 2, 3, 4, 3, 2].forEach((beds, i) => segment.upsert({ id: `h${i}`, beds }));
    segment.remove('h0');
    segment.upsert({ id: 'h1', beds: 3 });
    const sorted = segment.search({
      limit: 10,
      sort: [{ field: 'beds', direction: 'asc' }],
      filters: [{ field: 'beds', range: { gte: 3 } }],
    });
    expect(sorted.hits.map((hit) => hit.id)).toEqual(['h1', 'h2', 'h4', 'h3']);

    expect(segment.search({ limit: 0, facets: ['beds'] }).facets).toEqual({ beds: { '2': 1, '3': 3, '4': 1 } });
    const threes = () => segment.search({ limit: 10, filters: [{ field: 'beds', in: [3] }] }).hits.map((hit) => hit.id);
    expect(threes().sort()).toEqual(['h1', 'h2', 'h4']);

    segment.upsert({ id: 'h6', beds: 3 });
    segment.remove('h2');
    expect(threes().sort()).toEqual(['h1', 'h4', 'h6']);
    expect(segment.search({ limit: 0, facets: ['beds'] }).facets).toEqual({ beds: { '2': 1, '3': 3, '4': 1 } });
  });
});
