import { describe, expect, it } from 'vitest';
import type { SavedSearchCriteria } from '../../contracts/saved-searches.ts';
import { listingKeys, listingMatches, searchKeys, type MatchableListing } from './saved-search-match.ts';

const listing: MatchableListing = {
  title: 'Creek lot with road frontage',
  description: 'Live water and mature oaks.',
  category: 'land',
  status: 'active',
  city: 'Dripping Springs',
  county: 'Hays',
  state: 'TX',
  zip: '78620',
  price: 50_000,
  acres: 5,
  beds: null,
  baths: null,
  terms: ['cash', 'owner-finance'],
  openToJointVenture: true,
  featured: false,
  latitude: 30.19,
  longitude: -98.08,
};
const criteria = (fields: Partial<SavedSearchCriteria>): SavedSearchCriteria => ({ status: 'active', sort: 'newest', ...fields });

describe('listingMatches', () => {
  it('applies every filter the search page has', () => {
    expect(listingMatches(criteria({}), listing)).toBe(true);
    expect(listingMatches(criteria({ category: ['land', 'recreational'], state: ['TX'], county: ['hays'] }), listing)).toBe(true);
    expect(listingMatches(criteria({ county: ['Travis'] }), listing)).toBe(false);
    expect(listingMatches(criteria({ terms: ['subject-to', 'owner-finance'] }), listing)).toBe(true);
    expect(listingMatches(criteria({ terms: ['subject-to'] }), listing)).toBe(false);
    expect(listingMatches(criteria({ minPrice: 40_000, maxPrice: 50_000, minAcres: 5 }), listing)).toBe(true);
    expect(listingMatches(criteria({ maxPricePerAcre: 9_999 }), listing)).toBe(false);
    expect(listingMatches(criteria({ minBeds: 1 }), listing)).toBe(false);
    expect(listingMatches(criteria({ openToJointVenture: true }), listing)).toBe(true);
    expect(listingMatches(criteria({ featured: true }), listing)).toBe(false);
    expect(listingMatches(criteria({ status: 'under_contract' }), listing)).toBe(false);
  });

  it('matches the text by word prefixes across title, place and description, ignoring case and accents', () => {
    expect(listingMatches(criteria({ q: 'creek' }), listing)).toBe(true);
    expect(listingMatches(criteria({ q: 'DRIPP tex' }), listing)).toBe(true);
    expect(listingMatches(criteria({ q: 'óaks' }), listing)).toBe(true);
    expect(listingMatches(criteria({ q: 'creek pond' }), listing)).toBe(false);
  });

  it('places the listing in a drawn area, not merely within its bounds', () => {
    // a triangle west of the listing's longitude at its latitude, and one around it
    const west = [
      { lat: 30, lng: -99 },
      { lat: 31, lng: -99 },
      { lat: 30, lng: -98 },
    ];
    expect(listingMatches(criteria({ polygon: west }), listing)).toBe(false);
    expect(listingMatches(criteria({ polygon: [...west.slice(0, 2), { lat: 30, lng: -97 }] }), listing)).toBe(true);
    // a vertex on the listing
    expect(listingMatches(criteria({ polygon: [...west.slice(0, 2), { lat: 30.19, lng: -98.08 }] }), listing)).toBe(true);
    expect(listingMatches(criteria({ polygon: west }), { ...listing, latitude: 30.2, longitude: -98.9 })).toBe(true);
    expect(listingMatches(criteria({ polygon: west }), { ...listing, latitude: null, longitude: null })).toBe(false);
  });

  it('places the listing in a map area or within a radius', () => {
    expect(listingMatches(criteria({ bbox: { west: -99, south: 30, east: -98, north: 31 } }), listing)).toBe(true);
    expect(listingMatches(criteria({ bbox: { west: -97, south: 30, east: -96, north: 31 } }), listing)).toBe(false);
    // Austin is about 40 km from Dripping Springs
    expect(listingMatches(criteria({ near: { lat: 30.27, lng: -97.74 }, radiusKm: 50 }), listing)).toBe(true);
    expect(listingMatches(criteria({ near: { lat: 30.27, lng: -97.74 }, radiusKm: 20 }), listing)).toBe(false);
    expect(
      listingMatches(criteria({ near: { lat: 30.27, lng: -97.74 }, radiusKm: 50 }), { ...listing, latitude: null, longitude: null }),
    ).toBe(false);
  });
});

describe('searchKeys and listingKeys', () => {
  it('meet exactly when category and state could match', () => {
    const meets = (fields: Partial<SavedSearchCriteria>) => searchKeys(fields).some((key) => listingKeys(listing).includes(key));
    expect(meets({})).toBe(true);
    expect(meets({ category: ['land'] })).toBe(true);
    expect(meets({ state: ['OK', 'TX'] })).toBe(true);
    expect(meets({ category: ['commercial'], state: ['TX'] })).toBe(false);
    expect(meets({ state: ['OK'] })).toBe(false);
  });

  it('falls back to category keys for very broad searches', () => {
    const states = Array.from({ length: 50 }, (_, n) => `S${n}`);
    expect(searchKeys({ category: ['land', 'commercial'], state: states })).toEqual(['land|*', 'commercial|*']);
  });
});
