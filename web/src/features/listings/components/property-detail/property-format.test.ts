import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { dealSpread, formatMonthYear, fullAddress, paragraphs, propertyFacts } from './property-format.ts';

const land: PropertyDetail = {
  id: '0190a1b2-0000-7000-8000-0000000000f1',
  userId: '0190a1b2-0000-7000-8000-000000000001',
  title: '40 Acres of Hunting Land',
  category: 'land',
  city: 'Fort Stockton',
  state: 'TX',
  acres: 40,
  price: 38_000,
  arv: null,
  images: [],
  createdAt: '2026-03-01T12:00:00.000Z',
  featured: false,
  openToJointVenture: false,
  jvSummary: null,
  sellerPremium: false,
  viewCount: 0,
  description: '',
  status: 'active',
  streetAddress: null,
  zip: '79735',
  county: 'Pecos',
  apn: 'R-10442-77',
  latitude: null,
  longitude: null,
  buildingSqft: null,
  beds: null,
  baths: null,
  yearBuilt: null,
  zoning: null,
  utilities: ['electric', 'well'],
  roadAccess: 'dirt',
  estimatedRepairs: null,
  pricePerAcre: 950,
  terms: ['cash', 'owner-finance'],
  jvTerms: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
  publishedAt: '2026-03-01T12:00:00.000Z',
  underContractAt: null,
  soldAt: null,
  withdrawnAt: null,
  expiresAt: null,
  version: 1,
  review: null,
  reviewReason: null,
  hideAddress: false,
  addressHidden: false,
  addressRequest: null,
};

describe('the property page facts', () => {
  it('lists what the seller gave, in order, and leaves out the rest', () => {
    expect(propertyFacts(land)).toEqual([
      { label: 'Category', value: 'Land' },
      { label: 'Acres', value: '40' },
      { label: 'Price per acre', value: '$950' },
      { label: 'Utilities', value: 'Electric, Well' },
      { label: 'Road access', value: 'Dirt road' },
      { label: 'APN (parcel number)', value: 'R-10442-77' },
      { label: 'County', value: 'Pecos' },
      { label: 'ZIP', value: '79735' },
      { label: 'Terms', value: 'Cash, Owner Finance' },
    ]);
    const house = propertyFacts({
      ...land,
      category: 'residential',
      buildingSqft: 1850,
      beds: 3,
      baths: 2.5,
      yearBuilt: 1978,
      zoning: 'R-1',
    });
    expect(house.map((fact) => fact.label)).toContain('Building size');
    expect(house.find((fact) => fact.label === 'Building size')?.value).toBe('1,850 sq ft');
    expect(house.find((fact) => fact.label === 'Baths')?.value).toBe('2.5');
  });

  it('works out the spread as ARV minus price minus repairs, and none without an ARV', () => {
    expect(dealSpread({ arv: 250_000, price: 150_000, estimatedRepairs: 40_000 })).toBe(60_000);
    expect(dealSpread({ arv: 250_000, price: 150_000, estimatedRepairs: null })).toBe(100_000);
    expect(dealSpread({ arv: null, price: 150_000, estimatedRepairs: 40_000 })).toBeNull();
  });

  it('splits the description into paragraphs on blank lines', () => {
    expect(paragraphs('First line\nstill first.\r\n\r\n  Second.  \n\n\n')).toEqual(['First line\nstill first.', 'Second.']);
    expect(paragraphs('   ')).toEqual([]);
  });

  it('formats the address and the member-since month', () => {
    expect(fullAddress(land)).toBe('Fort Stockton, TX 79735');
    expect(fullAddress({ ...land, streetAddress: '12 Ranch Rd', zip: null })).toBe('12 Ranch Rd, Fort Stockton, TX');
    expect(formatMonthYear('2026-03-01T00:30:00Z')).toBe('March 2026');
  });
});
