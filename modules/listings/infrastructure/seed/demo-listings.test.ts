import { describe, expect, it } from 'vitest';
import { listingInputSchema, PROPERTY_CATEGORIES } from '../../contracts/listing.ts';
import { ZipCentroidGeocoder } from '../geo/zip-centroid.geocoder.ts';
import { DEMO_DAYS, DEMO_SELLER_IDS, demoListings } from './demo-listings.ts';
import { demoPictureSvg } from './demo-pictures.ts';

const places = new ZipCentroidGeocoder();
const listings = demoListings((city, state) => places.zipsOf(city, state));

describe('demo listings', () => {
  it('are about 200 valid listings across every category and at least 25 states, owned by the demo sellers', () => {
    expect(listings).toHaveLength(200);
    for (const { listing } of listings) expect(listingInputSchema.safeParse(listing).success, listing.title).toBe(true);
    expect(new Set(listings.map(({ listing }) => listing.category))).toEqual(new Set(PROPERTY_CATEGORIES));
    expect(new Set(listings.map(({ listing }) => listing.state)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(listings.map(({ ownerId }) => ownerId))).toEqual(new Set(DEMO_SELLER_IDS));
  });

  it('sit at real ZIP codes of their city, with county and coordinates', () => {
    for (const { listing } of listings) {
      const zip = places.locate({ zip: listing.zip ?? null, city: null, state: null });
      expect(zip, listing.title).toMatchObject({ state: listing.state, county: listing.county });
      expect(Math.abs(listing.latitude! - zip!.latitude)).toBeLessThan(0.1);
      expect(Math.abs(listing.longitude! - zip!.longitude)).toBeLessThan(0.1);
    }
  });

  it('have realistic figures per category, some featured, JV, under contract and sold, over the last 120 days', () => {
    const residential = listings.filter(({ listing }) => listing.category === 'residential').map(({ listing }) => listing);
    expect(
      residential.every(
        (listing) => listing.beds! >= 2 && listing.baths! >= 1 && listing.yearBuilt! > 1900 && listing.arv! > listing.price,
      ),
    ).toBe(true);
    const land = listings.filter(({ listing }) => listing.category === 'unrestricted').map(({ listing }) => listing);
    expect(land.every((listing) => listing.beds === null && listing.price / listing.acres < 5_000)).toBe(true);
    const featured = listings.filter(({ listing }) => listing.featured).length;
    expect(featured / listings.length).toBeCloseTo(0.08, 1);
    expect(listings.some(({ listing }) => listing.openToJointVenture && listing.jvTerms)).toBe(true);
    expect(listings.filter(({ status }) => status === 'under_contract').length).toBeGreaterThan(3);
    expect(listings.filter(({ status }) => status === 'sold').length).toBeGreaterThan(3);
    expect(Math.max(...listings.map(({ daysAgo }) => daysAgo))).toBeLessThanOrEqual(DEMO_DAYS);
    expect(listings.every(({ pictures }) => pictures.length >= 2 && pictures.length <= 4)).toBe(true);
  });

  it('leave the Pro and Pro trial demo sellers within their 15 active listings', () => {
    const active = (ownerId: string) => listings.filter((listing) => listing.ownerId === ownerId && listing.status === 'active').length;
    expect(active(DEMO_SELLER_IDS[1])).toBeLessThanOrEqual(15);
    expect(active(DEMO_SELLER_IDS[2])).toBeLessThanOrEqual(15);
    expect(active(DEMO_SELLER_IDS[1])).toBeGreaterThanOrEqual(8);
    expect(active(DEMO_SELLER_IDS[0])).toBeGreaterThan(150);
  });

  it('are the same on every run', () => {
    expect(demoListings((city, state) => places.zipsOf(city, state))).toEqual(listings);
    expect(demoPictureSvg({ category: 'land', variant: 2 })).toBe(demoPictureSvg({ category: 'land', variant: 2 }));
  });
});
