import { describe, expect, it } from 'vitest';
import { activeFilterCount, listParam, propertyFiltersSchema, searchPageSchema, searchQueryOf } from './search-params.ts';

describe('propertyFiltersSchema', () => {
  it('keeps valid filters', () => {
    expect(propertyFiltersSchema.parse({ category: 'land', search: ' Austin ', openToJointVenture: true })).toEqual({
      category: 'land',
      search: 'Austin',
      openToJointVenture: true,
    });
  });

  it('drops what does not filter: unknown or "all" categories, empty search, JV false', () => {
    expect(propertyFiltersSchema.parse({ category: 'all', search: '  ', openToJointVenture: 'false' })).toEqual({
      category: undefined,
      search: undefined,
      openToJointVenture: undefined,
    });
    expect(propertyFiltersSchema.parse({ category: 'castle' }).category).toBeUndefined();
  });

  it('reads a numeric search as text', () => {
    expect(propertyFiltersSchema.parse({ search: 78701 }).search).toBe('78701');
  });
});

describe('searchPageSchema', () => {
  it('reads comma lists, keeping only valid members once', () => {
    const params = searchPageSchema.parse({ category: 'land,castle,land,residential', state: 'tx,Texas,ca', terms: ['cash', 'barter'] });
    expect(params.category).toBe('land,residential');
    expect(listParam(params.category)).toEqual(['land', 'residential']);
    expect(params.state).toBe('TX,CA');
    expect(params.terms).toBe('cash');
    expect(searchPageSchema.parse({ category: 'castle' }).category).toBeUndefined();
  });

  it("reads the search box's `search` as `q`, and `q` wins", () => {
    expect(searchPageSchema.parse({ search: 'ranch' }).q).toBe('ranch');
    expect(searchPageSchema.parse({ search: 'ranch', q: 'farm' }).q).toBe('farm');
    expect(searchPageSchema.parse({ search: 'ranch' })).not.toHaveProperty('search');
  });

  it('drops bad values instead of failing the page', () => {
    const params = searchPageSchema.parse({
      minPrice: 'cheap',
      maxPrice: -5,
      sort: 'random',
      view: 'globe',
      bbox: '1,2,3',
      zoom: 99,
      openToJointVenture: 'false',
      status: 'sold',
    });
    expect(params).toEqual({
      q: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      view: undefined,
      bbox: undefined,
      zoom: undefined,
      openToJointVenture: undefined,
      status: undefined,
      category: undefined,
      state: undefined,
      county: undefined,
      terms: undefined,
      featured: undefined,
      minAcres: undefined,
      maxAcres: undefined,
      minPricePerAcre: undefined,
      maxPricePerAcre: undefined,
      minBeds: undefined,
      minBaths: undefined,
      selected: undefined,
    });
  });

  it('keeps the default sort out of the URL and a valid bbox as text', () => {
    const params = searchPageSchema.parse({ sort: 'newest', bbox: '-100.5,30,-95,35.25', zoom: '6.5' });
    expect(params.sort).toBeUndefined();
    expect(params.bbox).toBe('-100.5,30,-95,35.25');
    expect(params.zoom).toBe(6.5);
  });

  it('keeps a drawn area as normalized text, and drops one that is no area', () => {
    expect(searchPageSchema.parse({ polygon: '30.123456,-97.8;30.4,-97.8;30.2,-97.6;30.123456,-97.8' }).polygon).toBe(
      '30.12346,-97.8;30.4,-97.8;30.2,-97.6',
    );
    expect(searchQueryOf(searchPageSchema.parse({ polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6' }))).toEqual({
      polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6',
    });
    expect(searchPageSchema.parse({ polygon: '30.2,-97.8;30.4,-97.8' }).polygon).toBeUndefined();
    expect(searchPageSchema.parse({ polygon: 'everywhere' }).polygon).toBeUndefined();
  });

  it('derives the API query from the filters only (not the view, zoom or selection)', () => {
    const params = searchPageSchema.parse({
      q: 'creek',
      category: 'land',
      openToJointVenture: true,
      minAcres: 5,
      sort: 'price-asc',
      view: 'map',
      zoom: 7,
      selected: 'abc',
      bbox: '-90,30,-80,40',
    });
    expect(searchQueryOf(params)).toEqual({
      q: 'creek',
      category: 'land',
      openToJointVenture: true,
      minAcres: 5,
      sort: 'price-asc',
      bbox: '-90,30,-80,40',
    });
    expect(activeFilterCount(params)).toBe(3);
  });
});
