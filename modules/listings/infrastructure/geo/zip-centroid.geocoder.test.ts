import { describe, expect, it } from 'vitest';
import { normalizeCity, ZipCentroidGeocoder } from './zip-centroid.geocoder.ts';

const geocoder = new ZipCentroidGeocoder();

describe('ZipCentroidGeocoder (GeoNames US ZIP centroids shipped beside it)', () => {
  it('finds a ZIP centroid with its city, state and county', () => {
    expect(geocoder.locate({ zip: '78701', city: null, state: null })).toEqual({
      latitude: 30.2713,
      longitude: -97.7426,
      precision: 'zip',
      city: 'Austin',
      state: 'TX',
      county: 'Travis',
    });
  });

  it('finds a city in its state when the ZIP is missing or unknown', () => {
    for (const zip of [null, '00000']) {
      const austin = geocoder.locate({ zip, city: 'austin', state: 'tx' });
      expect(austin).toMatchObject({ precision: 'city', city: 'Austin', state: 'TX', county: 'Travis' });
      expect(austin!.latitude).toBeCloseTo(30.3, 0);
      expect(austin!.longitude).toBeCloseTo(-97.75, 0);
    }
  });

  it('reads abbreviations and punctuation in city names', () => {
    expect(normalizeCity('St. Louis')).toBe(normalizeCity('Saint Louis'));
    expect(geocoder.locate({ zip: null, city: 'St. Louis', state: 'MO' })).toMatchObject({ city: 'Saint Louis', state: 'MO' });
    expect(geocoder.locate({ zip: null, city: 'Ft Stockton', state: 'TX' })).toMatchObject({ city: 'Fort Stockton', county: 'Pecos' });
  });

  it('answers null for an unknown place, or a city in the wrong state', () => {
    expect(geocoder.locate({ zip: '00000', city: null, state: null })).toBeNull();
    expect(geocoder.locate({ zip: null, city: 'Atlantis', state: 'TX' })).toBeNull();
    expect(geocoder.locate({ zip: null, city: 'Boise', state: 'TX' })).toBeNull();
  });

  it('lists the ZIPs of a city', () => {
    const zips = geocoder.zipsOf('Boise', 'ID').map((place) => place.zip);
    expect(zips).toContain('83702');
    expect(zips.every((zip) => zip.startsWith('837'))).toBe(true);
  });
});
