import { describe, expect, it } from 'vitest';
import { criteriaSummary, hasMoreThanHomeFilters, homeFiltersOf, hourLabel, timeZoneOptions } from './saved-search-format.ts';
import { searchPageHref } from './search-href.ts';

describe('criteriaSummary', () => {
  it('names each filter in a few words, in the search page order', () => {
    expect(
      criteriaSummary({
        q: 'creek',
        category: ['land', 'mixed-use'],
        state: ['TX', 'OK'],
        terms: ['owner-finance'],
        openToJointVenture: true,
        minPrice: 10_000,
        maxPrice: 50_000,
        minAcres: 5,
        minBeds: 3,
        bbox: { west: -100, south: 30, east: -95, north: 33 },
      }),
    ).toEqual([
      '“creek”',
      'Land, Mixed-use',
      'TX, OK',
      'Owner financing',
      'Joint venture',
      '$10,000–$50,000',
      '5+ acres',
      '3+ beds',
      'Map area',
    ]);
  });

  it('names a drawn area, which the homepage cannot show', () => {
    const polygon = [
      { lat: 30.2, lng: -97.8 },
      { lat: 30.4, lng: -97.8 },
      { lat: 30.2, lng: -97.6 },
    ];
    expect(criteriaSummary({ state: ['TX'], polygon })).toEqual(['TX', 'In a drawn area']);
    expect(hasMoreThanHomeFilters({ category: ['land'], polygon })).toBe(true);
  });

  it('says "up to" for a maximum alone and "All properties" when nothing filters', () => {
    expect(criteriaSummary({ maxPrice: 75_000 })).toEqual(['up to $75,000']);
    expect(criteriaSummary({ status: 'active', sort: 'newest' })).toEqual(['All properties']);
  });

  it('says "acre" for one acre and "County" once', () => {
    expect(criteriaSummary({ maxAcres: 1 })).toEqual(['up to 1 acre']);
    expect(criteriaSummary({ maxAcres: 2.5 })).toEqual(['up to 2.5 acres']);
    expect(criteriaSummary({ minAcres: 1, maxAcres: 5 })).toEqual(['1–5 acres']);
    expect(criteriaSummary({ county: ['Travis County', 'Hays'] })).toEqual(['Travis County, Hays County']);
  });
});

describe('homeFiltersOf', () => {
  it('applies the only category, the words and the JV filter', () => {
    expect(homeFiltersOf({ category: ['recreational'], q: 'river', openToJointVenture: true })).toEqual({
      category: 'recreational',
      search: 'river',
      openToJointVenture: true,
    });
  });

  it('leaves the category out when the search has several (the homepage filters one)', () => {
    expect(homeFiltersOf({ category: ['land', 'recreational'] })).toEqual({
      category: undefined,
      search: undefined,
      openToJointVenture: undefined,
    });
  });
});

describe('hasMoreThanHomeFilters', () => {
  it('is false for what the homepage shows, true for any other filter', () => {
    expect(
      hasMoreThanHomeFilters({ category: ['land'], q: 'pond', openToJointVenture: true, status: 'active', sort: 'newest', state: [] }),
    ).toBe(false);
    expect(hasMoreThanHomeFilters({ category: ['land'], state: ['TX'] })).toBe(true);
    expect(hasMoreThanHomeFilters({ category: ['land', 'recreational'] })).toBe(true);
    expect(hasMoreThanHomeFilters({ maxPrice: 1 })).toBe(true);
  });
});

describe('hourLabel', () => {
  it('reads the hours on a 12-hour clock', () => {
    expect([0, 8, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '8 AM', '12 PM', '1 PM', '11 PM']);
  });
});

describe('timeZoneOptions', () => {
  it('keeps the stored zone among the choices', () => {
    expect(timeZoneOptions('America/Chicago')).toContain('America/Chicago');
    expect(timeZoneOptions('Etc/Unknown-Zone')[0]).toBe('Etc/Unknown-Zone');
  });
});

describe('searchPageHref', () => {
  it('links to /search with the params', () => {
    expect(searchPageHref({ category: 'land,ranch', maxPrice: 50_000, openToJointVenture: true })).toBe(
      '/search?category=land%2Cranch&maxPrice=50000&openToJointVenture=true',
    );
    expect(searchPageHref({})).toBe('/search');
  });
});
