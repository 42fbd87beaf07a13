import { newId } from '../../shared/kernel/ids.ts';
import type { ListingSnapshot } from '../contracts/events.ts';

/** Test data shared by the listings module's integration tests. */

export const LISTING_OWNER = '0190a1b2-0000-7000-8000-0000000000aa';

let clock = Date.parse('2026-03-01T12:00:00Z');

/**
 * A full listing snapshot, for tests that feed the projections events directly: an active 40-acre
 * land listing in Fort Stockton, TX, unless overridden. Each one is created a minute after the last.
 */
export function listingSnapshot(overrides: Partial<ListingSnapshot> = {}): ListingSnapshot {
  const at = new Date((clock += 60_000)).toISOString();
  return {
    id: newId(),
    ownerId: LISTING_OWNER,
    title: '40 Acres of Unrestricted Hunting Land',
    description: 'Off-grid friendly, no HOA, seasonal creek.',
    category: 'land',
    streetAddress: null,
    city: 'Fort Stockton',
    state: 'TX',
    zip: '79735',
    county: 'Pecos',
    apn: 'R-10442-77',
    latitude: 30.894,
    longitude: -102.879,
    acres: 40,
    buildingSqft: null,
    beds: null,
    baths: null,
    yearBuilt: null,
    zoning: null,
    utilities: [],
    roadAccess: 'dirt',
    priceCents: 3_800_000,
    arvCents: null,
    estimatedRepairsCents: null,
    terms: ['cash'],
    openToJointVenture: false,
    jvTerms: null,
    images: [],
    featured: false,
    status: 'active',
    viewCount: 0,
    createdAt: at,
    updatedAt: at,
    publishedAt: at,
    underContractAt: null,
    soldAt: null,
    withdrawnAt: null,
    expiresAt: null,
    version: 1,
    ...overrides,
  };
}

/** The reference rental: the deal calculator's inputs the tests check figures against. */
export const REFERENCE_RENTAL = {
  purchasePrice: 200_000,
  downPaymentPercent: 20,
  interestRatePercent: 7,
  loanTermYears: 30,
  closingCosts: 6_000,
  upfrontRepairs: 4_000,
  monthlyRent: 2_000,
  vacancyPercent: 5,
  taxesPerYear: 3_000,
  insurancePerYear: 1_200,
  maintenancePercent: 5,
  capexPercent: 5,
  managementPercent: 8,
};
