import { describe, expect, it } from 'vitest';
import type { SearchDocument, SearchQuery } from '../../../../modules/shared/kernel/search-index.port.ts';
import { Segment } from './segment.ts';

// A sorted query whose matches are many takes its page from the sort column's kept order. Whatever
// was written, removed or replaced since that order was last merged, the page must be a scan's.

const settings = { searchable: [], filterable: ['state', 'price'], sortable: ['price', 'createdAt'], facets: ['state'] };
const states = ['TX', 'OK', 'NM'];

interface Listing extends SearchDocument {
  state: string;
  price?: number;
  createdAt: number;
}

/** Seeded, so a failure repeats: prices with many ties and some missing. */
function listings(count: number, from = 0): Listing[] {
  let seed = 17 + from;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => {
    const price = next() < 0.1 ? undefined : Math.floor(next() * 50) * 1000;
    return {
      id: `d${String(from + i).padStart(5, '0')}`,
      state: states[Math.floor(next() * states.length)],
      createdAt: Math.floor(next() * 1e6),
      ...(price === undefined ? {} : { price }),
    };
  });
}

function byScan(documents: Map<string, Listing>, query: SearchQuery): { ids: string[]; total: number } {
  const [{ field, direction }] = query.sort!;
  const sign = direction === 'asc' ? 1 : -1;
  const key = (document: Listing) => (field === 'price' ? document.price : document.createdAt);
  const states = query.filters?.flatMap((filter) => ('in' in filter ? filter.in : [])) ?? [];
  const ranges = query.filters?.flatMap((filter) => ('range' in filter ? [filter.range] : [])) ?? [];
  const inRanges = ({ price }: Listing) =>
    ranges.every(
      ({ gte = -Infinity, gt = -Infinity, lte = Infinity, lt = Infinity }) =>
        price !== undefined && price >= gte && price > gt && price <= lte && price < lt,
    );
  const matches = [...documents.values()].filter(
    (document) => (states.length === 0 || states.includes(document.state)) && inRanges(document),
  );
  matches.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if ((x === undefined) !== (y === undefined)) return x === undefined ? 1 : -1;
    if (x !== undefined && y !== undefined && x !== y) return sign * (x - y);
    return a.id < b.id ? -1 : 1;
  });
  const offset = query.offset ?? 0;
  return { ids: matches.slice(offset, offset + (query.limit ?? 20)).map((document) => document.id), total: matches.length };
}

const queries: SearchQuery[] = [
  { sort: [{ field: 'price', direction: 'asc' }], limit: 12 },
  { sort: [{ field: 'price', direction: 'desc' }], limit: 30, offset: 24 },
  { sort: [{ field: 'createdAt', direction: 'desc' }], limit: 12 },
  { sort: [{ field: 'price', direction: 'desc' }], filters: [{ field: 'state', in: ['TX', 'NM'] }], limit: 12 },
  { sort: [{ field: 'price', direction: 'asc' }], filters: [{ field: 'state', in: ['OK'] }], limit: 50, offset: 5 },
  // past the documents with a price, into those without one
  { sort: [{ field: 'price', direction: 'desc' }], limit: 40, offset: 3560 },
  // a range holding under half the order is read from it, a wider one by a scan: bounds on and between prices, inclusive and not
  { sort: [{ field: 'createdAt', direction: 'desc' }], filters: [{ field: 'price', range: { gte: 10_000, lt: 20_000 } }], limit: 12 },
  {
    sort: [{ field: 'price', direction: 'asc' }],
    filters: [
      { field: 'state', in: ['TX'] },
      { field: 'price', range: { gt: 5_000, lte: 9_000 } },
    ],
    limit: 500,
  },
  { sort: [{ field: 'createdAt', direction: 'asc' }], filters: [{ field: 'price', range: { gt: 40_500 } }], limit: 30, offset: 10 },
  { sort: [{ field: 'price', direction: 'desc' }], filters: [{ field: 'price', range: { gte: 2_000 } }], limit: 12 },
];

function expectScanAnswers(segment: Segment, documents: Map<string, Listing>): void {
  // a page of nearly every match: the walk runs out of the order and needs the tail's matches too
  const inOklahoma: SearchQuery = { sort: [{ field: 'price', direction: 'desc' }], filters: [{ field: 'state', in: ['OK'] }] };
  const nearlyAll = { ...inOklahoma, offset: byScan(documents, { ...inOklahoma, limit: Infinity }).total - 13, limit: 10 };
  for (const query of [...queries, nearlyAll]) {
    // with facets: counting them must leave nothing behind that the next query's walk would read
    const result = segment.search({ ...query, facets: ['state'] });
    const expected = byScan(documents, query);
    expect(
      result.hits.map((hit) => hit.id),
      JSON.stringify(query),
    ).toEqual(expected.ids);
    expect(result.total).toBe(expected.total);
  }
}

describe('Segment kept sort order', () => {
  it('pages as a scan does after the order is built, then after removals, replacements and additions in its tail and merged', () => {
    const segment = new Segment(settings);
    const documents = new Map<string, Listing>();
    const write = (document: Listing) => {
      segment.upsert(document);
      documents.set(document.id, document);
    };
    listings(3000).forEach(write);
    segment.prepareSortOrders();
    expectScanAnswers(segment, documents);

    // fewer than a merge's worth: the tail is checked one by one
    for (const id of ['d00000', 'd00007', 'd01234']) {
      segment.remove(id);
      documents.delete(id);
    }
    for (const document of listings(40, 100))
      write({ ...document, id: `d${String(Math.floor(document.createdAt % 3000)).padStart(5, '0')}` });
    write({ id: 'd00500', state: 'TX', createdAt: 2e6 });
    expectScanAnswers(segment, documents);

    // enough new ordinals to be merged into the order, the dead ones left out
    listings(700, 3000).forEach(write);
    for (const document of listings(300, 7)) write({ ...document, id: `d${String(document.createdAt % 3700).padStart(5, '0')}` });
    expectScanAnswers(segment, documents);
    segment.prepareSortOrders();
    expectScanAnswers(segment, documents);
  });

  it('counts every document when every one matches, without a candidate list', () => {
    const segment = new Segment(settings);
    const documents = listings(500);
    documents.forEach((document) => segment.upsert(document));
    segment.remove('d00003');
    const result = segment.search({ sort: [{ field: 'price', direction: 'asc' }], facets: ['state'], limit: 5 });
    const live = documents.filter((document) => document.id !== 'd00003');
    expect(result.total).toBe(499);
    expect(result.facets).toEqual({
      state: Object.fromEntries(['NM', 'OK', 'TX'].map((state) => [state, live.filter((document) => document.state === state).length])),
    });
    expect(result.hits.map((hit) => hit.id)).toEqual(
      byScan(new Map(live.map((document) => [document.id, document])), { sort: [{ field: 'price', direction: 'asc' }], limit: 5 }).ids,
    );
  });
});
