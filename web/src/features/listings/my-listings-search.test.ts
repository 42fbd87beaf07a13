import { describe, expect, it } from 'vitest';
import { myListingsQueryOf, nextMyListingsSearch, readMyListingsSearch } from './my-listings-search.ts';

describe('the seller’s listings table in the URL', () => {
  it('keeps what it understands and drops the rest', () => {
    expect(readMyListingsSearch({ q: ' Austin ', status: 'active', sort: 'price', order: 'asc', page: 3 })).toEqual({
      q: 'Austin',
      status: 'active',
      sort: 'price',
      order: 'asc',
      page: 3,
    });
    expect(readMyListingsSearch({ q: '   ', status: 'gone', sort: 'cheapest', order: 'up', page: 1.5 })).toEqual({
      q: undefined,
      status: undefined,
      sort: undefined,
      order: undefined,
      page: undefined,
    });
    // a listing waiting for review or rejected has a filter of its own
    expect(readMyListingsSearch({ status: 'in_review' }).status).toBe('in_review');
    expect(readMyListingsSearch({ status: 'rejected' }).status).toBe('rejected');
    // the router reads ?q=78701 as a number
    expect(readMyListingsSearch({ q: 78701 }).q).toBe('78701');
    expect(readMyListingsSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
  });

  it('leaves the defaults out: the first page, the table’s sort and each sort’s own order', () => {
    expect(readMyListingsSearch({ sort: 'updated', order: 'desc', page: 1 })).toEqual({});
    expect(readMyListingsSearch({ sort: 'title', order: 'asc' })).toMatchObject({ sort: 'title', order: undefined });
    expect(readMyListingsSearch({ sort: 'title', order: 'desc' })).toMatchObject({ sort: 'title', order: 'desc' });
    expect(readMyListingsSearch({ order: 'asc' })).toMatchObject({ sort: undefined, order: 'asc' });
  });

  it('asks the API for every value, most recently updated first by default', () => {
    expect(myListingsQueryOf({})).toEqual({ q: undefined, status: undefined, sort: 'updated', order: 'desc', page: 1, pageSize: 25 });
    expect(myListingsQueryOf({ q: 'ranch', status: 'draft', sort: 'title', page: 2 })).toEqual({
      q: 'ranch',
      status: 'draft',
      sort: 'title',
      order: 'asc',
      page: 2,
      pageSize: 25,
    });
  });

  it('goes back to the first page when the search, the filter or the sort changes', () => {
    const current = { q: 'ranch', status: 'active' as const, page: 4 };
    expect(nextMyListingsSearch(current, { sort: 'views', order: 'desc' })).toEqual({
      q: 'ranch',
      status: 'active',
      sort: 'views',
      order: undefined,
      page: undefined,
    });
    expect(nextMyListingsSearch(current, { status: undefined })).toMatchObject({ q: 'ranch', status: undefined, page: undefined });
  });
});
