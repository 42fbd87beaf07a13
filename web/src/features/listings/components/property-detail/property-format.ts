import type { AskingTerm, ListingStatus, RoadAccess, Utility } from '@contracts/listings/contracts/listing-terms.ts';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { monthYearUtc } from '@contracts/shared/kernel/en-us-format.ts';
import { formatDollars, formatNumber } from '@/lib/utils.ts';
import { categoryLabel } from '../category-label.ts';

export const TERM_LABELS: Record<AskingTerm, string> = {
  cash: 'Cash',
  'owner-finance': 'Owner Finance',
  assignment: 'Assignment',
  'subject-to': 'Subject-To',
};

export const UTILITY_LABELS: Record<Utility, string> = {
  electric: 'Electric',
  water: 'Water',
  sewer: 'Sewer',
  septic: 'Septic',
  well: 'Well',
  gas: 'Gas',
  internet: 'Internet',
};

export const ROAD_ACCESS_LABELS: Record<RoadAccess, string> = {
  paved: 'Paved road',
  gravel: 'Gravel road',
  dirt: 'Dirt road',
  easement: 'Access by easement',
  none: 'No road access',
};

export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  under_contract: 'Under Contract',
  sold: 'Sold',
  expired: 'Expired',
  withdrawn: 'Unpublished',
};

/** The deal's spread: ARV − price − estimated repairs (null without an ARV). */
export function dealSpread(property: Pick<PropertyDetail, 'arv' | 'price' | 'estimatedRepairs'>): number | null {
  if (property.arv === null) return null;
  return property.arv - property.price - (property.estimatedRepairs ?? 0);
}

/** "123 Ranch Rd, Fort Stockton, TX 79735" (what the seller gave). */
export function fullAddress(property: Pick<PropertyDetail, 'streetAddress' | 'city' | 'state' | 'zip'>): string {
  const place = `${property.city}, ${property.state}${property.zip ? ` ${property.zip}` : ''}`;
  return property.streetAddress ? `${property.streetAddress}, ${place}` : place;
}

export interface Fact {
  label: string;
  value: string;
}

/** The facts table: always category, acres and terms; the rest when the seller gave them. */
export function propertyFacts(property: PropertyDetail): Fact[] {
  const facts: Array<Fact | null> = [
    { label: 'Category', value: categoryLabel(property.category) },
    { label: 'Acres', value: formatNumber(property.acres) },
    { label: 'Price per acre', value: formatDollars(property.pricePerAcre) },
    property.buildingSqft !== null ? { label: 'Building size', value: `${formatNumber(property.buildingSqft)} sq ft` } : null,
    property.beds !== null ? { label: 'Beds', value: formatNumber(property.beds) } : null,
    property.baths !== null ? { label: 'Baths', value: formatNumber(property.baths) } : null,
    property.yearBuilt !== null ? { label: 'Year built', value: String(property.yearBuilt) } : null,
    property.zoning ? { label: 'Zoning', value: property.zoning } : null,
    property.utilities.length > 0
      ? { label: 'Utilities', value: property.utilities.map((utility) => UTILITY_LABELS[utility]).join(', ') }
      : null,
    property.roadAccess ? { label: 'Road access', value: ROAD_ACCESS_LABELS[property.roadAccess] } : null,
    property.apn ? { label: 'APN (parcel number)', value: property.apn } : null,
    property.county ? { label: 'County', value: property.county } : null,
    property.zip ? { label: 'ZIP', value: property.zip } : null,
    { label: 'Terms', value: property.terms.map((term) => TERM_LABELS[term]).join(', ') },
  ];
  return facts.filter((fact) => fact !== null);
}

/** Plain text into paragraphs: blank lines separate them; single line breaks stay. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** "March 2026" */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : monthYearUtc(date);
}
