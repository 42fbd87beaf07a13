import { describe, expect, it } from 'vitest';
import { listingInputSchema } from '@contracts/listings/contracts/listing.ts';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { ApiError } from '@/lib/api-client.ts';
import { demandRequestOf, emptyListingValues, listingFieldIssues, listingValuesFrom, parseNumberInput, spreadOf } from './form-values.ts';

const detail: PropertyDetail = {
  id: 'p1',
  userId: 'u1',
  title: 'Ten acres by the creek',
  category: 'land',
  city: 'Asheville',
  state: 'NC',
  acres: 10,
  price: 85000,
  arv: null,
  images: ['/uploads/listings/u1/abc-1600.webp'],
  createdAt: '2026-01-01T00:00:00.000Z',
  featured: false,
  openToJointVenture: false,
  jvSummary: null,
  sellerPremium: false,
  viewCount: 3,
  description: 'Wooded, creek frontage.',
  status: 'active',
  streetAddress: null,
  zip: '28801',
  county: null,
  apn: null,
  latitude: 35.59,
  longitude: -82.55,
  buildingSqft: null,
  beds: null,
  baths: null,
  yearBuilt: null,
  zoning: null,
  utilities: ['electric'],
  roadAccess: 'gravel',
  estimatedRepairs: null,
  pricePerAcre: 8500,
  terms: ['cash', 'owner-finance'],
  jvTerms: null,
  updatedAt: '2026-01-02T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  underContractAt: null,
  soldAt: null,
  withdrawnAt: null,
  expiresAt: '2026-04-01T00:00:00.000Z',
  version: 4,
  review: null,
  reviewReason: null,
  hideAddress: false,
  addressHidden: false,
  addressRequest: null,
};

describe('listing form values', () => {
  it('start empty with cash terms and nothing the schema accepts as a listing', () => {
    const empty = emptyListingValues();
    expect(empty.terms).toEqual(['cash']);
    const result = listingInputSchema.safeParse(empty);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['title', 'category', 'city', 'state', 'acres', 'price']));
    expect(result.error?.issues.find((issue) => issue.path[0] === 'category')?.message).toBe('Choose a category');
  });

  it('of a stored listing parse back to the same listing', () => {
    const values = listingValuesFrom(detail);
    expect(values.county).toBe('');
    const parsed = listingInputSchema.parse(values);
    expect(parsed).toMatchObject({
      title: detail.title,
      county: null,
      zip: '28801',
      price: 85000,
      terms: ['cash', 'owner-finance'],
      roadAccess: 'gravel',
    });
  });

  it('read numbers typed with dollar signs and commas', () => {
    expect(parseNumberInput('$125,000', undefined)).toBe(125000);
    expect(parseNumberInput(' 2.5 ', null)).toBe(2.5);
    expect(parseNumberInput('', undefined)).toBeUndefined();
    expect(parseNumberInput('', null)).toBeNull();
    expect(parseNumberInput('abc', null)).toBeNaN();
  });

  it('show the spread once ARV and price are known', () => {
    expect(spreadOf({ arv: 200000, price: 120000, estimatedRepairs: 30000 })).toBe(50000);
    expect(spreadOf({ arv: 200000, price: 120000, estimatedRepairs: null })).toBe(80000);
    expect(spreadOf({ arv: null, price: 120000 })).toBeNull();
    expect(spreadOf({ arv: 100000, price: Number.NaN })).toBeNull();
  });
});

describe('server field errors', () => {
  it('are read under the listing of the request, first per field', () => {
    const error = new ApiError(400, 'Invalid listing', {
      message: 'Invalid listing',
      details: [
        { path: ['listing', 'price'], message: 'Price must be more than $0' },
        { path: ['listing', 'price'], message: 'second' },
        { path: ['zip'], message: 'Use a 5-digit ZIP code' },
        { path: ['publish'], message: 'not a listing field' },
      ],
    });
    expect(listingFieldIssues(error)).toEqual([
      { field: 'price', message: 'Price must be more than $0' },
      { field: 'zip', message: 'Use a 5-digit ZIP code' },
    ]);
  });

  it('are none for other answers', () => {
    expect(listingFieldIssues(new ApiError(409, 'Conflict', { message: 'Conflict' }))).toEqual([]);
    expect(listingFieldIssues(new Error('x'))).toEqual([]);
  });
});

describe('demandRequestOf', () => {
  it('is null until the form has a category, a two-letter state and a price', () => {
    const values = emptyListingValues();
    expect(demandRequestOf(values)).toBeNull();
    expect(demandRequestOf({ ...values, category: 'land', state: 'TX' })).toBeNull();
    expect(demandRequestOf({ ...values, category: 'land', price: 50_000 })).toBeNull();
    expect(demandRequestOf({ ...values, category: 'land', state: 'TX', price: Number.NaN })).toBeNull();
  });

  it('sends the fields saved searches filter on, empty text as null and numbers the schema accepts', () => {
    expect(
      demandRequestOf({
        ...emptyListingValues(),
        title: 'Creek lot',
        category: 'land',
        state: 'TX',
        price: 50_000,
        acres: 12,
        county: ' ',
        beds: 2.5,
        baths: 2,
      }),
    ).toEqual({
      title: 'Creek lot',
      description: '',
      category: 'land',
      city: '',
      state: 'TX',
      county: null,
      zip: null,
      price: 50_000,
      acres: 12,
      beds: null,
      baths: 2,
      terms: ['cash'],
      openToJointVenture: false,
      featured: false,
      latitude: null,
      longitude: null,
    });
  });
});
