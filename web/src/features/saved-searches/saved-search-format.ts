import type { AlertFrequency, SavedSearchCriteria } from '@contracts/engagement/contracts/saved-searches.ts';
import type { AskingTerm, PropertyCategory } from '@contracts/listings/contracts/listing-terms.ts';
import { amountRange } from '@contracts/shared/kernel/en-us-format.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';

export const ALERT_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  off: 'Off',
};

const TERM_LABELS: Record<AskingTerm, string> = {
  cash: 'Cash',
  'owner-finance': 'Owner financing',
  assignment: 'Assignment',
  'subject-to': 'Subject-to',
};

/** 'mixed-use' → 'Mixed-use' */
const categoryName = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const plain = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The filters of a saved search in a few words each, in the search page's order: `["“creek”", "Land", "TX, OK", "$10,000–$50,000"]`. */
export function criteriaSummary(criteria: Partial<SavedSearchCriteria>): string[] {
  const parts = [
    criteria.q ? `“${criteria.q}”` : undefined,
    criteria.category?.length ? criteria.category.map(categoryName).join(', ') : undefined,
    criteria.county?.length ? criteria.county.map(countyLabel).join(', ') : undefined,
    criteria.state?.length ? criteria.state.join(', ') : undefined,
    criteria.terms?.length ? criteria.terms.map((term) => TERM_LABELS[term as AskingTerm] ?? term).join(', ') : undefined,
    criteria.openToJointVenture ? 'Joint venture' : undefined,
    criteria.featured ? 'Featured' : undefined,
    amountRange(criteria.minPrice, criteria.maxPrice, dollars),
    amountRange(criteria.minAcres, criteria.maxAcres, plain, { noun: ['acre', 'acres'] }),
    amountRange(criteria.minPricePerAcre, criteria.maxPricePerAcre, dollars, { noun: ['per acre', 'per acre'] }),
    criteria.minBeds !== undefined ? `${criteria.minBeds}+ beds` : undefined,
    criteria.minBaths !== undefined ? `${criteria.minBaths}+ baths` : undefined,
    criteria.status === 'under_contract' ? 'Under contract' : undefined,
    criteria.bbox ? 'Map area' : undefined,
    criteria.polygon ? 'In a drawn area' : undefined,
    criteria.near && criteria.radiusKm ? `Within ${plain(criteria.radiusKm)} km` : undefined,
  ];
  const summary = parts.filter((part) => part !== undefined);
  return summary.length > 0 ? summary : ['All properties'];
}

/** What the homepage applies when a search is loaded there: its only category, its words, its JV filter. */
export interface HomeFilters {
  category: PropertyCategory | undefined;
  search: string | undefined;
  openToJointVenture: true | undefined;
}

/** The homepage filters one category at a time: a search of several categories loads as all of them. */
export function homeFiltersOf(criteria: Partial<SavedSearchCriteria>): HomeFilters {
  return {
    category: criteria.category?.length === 1 ? (criteria.category[0] as PropertyCategory) : undefined,
    search: criteria.q || undefined,
    openToJointVenture: criteria.openToJointVenture ? true : undefined,
  };
}

/** True when a search filters on more than the homepage can show (category, words and JV). */
export function hasMoreThanHomeFilters(criteria: Partial<SavedSearchCriteria>): boolean {
  const { q: _q, openToJointVenture: _jv, status, sort: _sort, category, ...rest } = criteria;
  return (
    (category?.length ?? 0) > 1 ||
    status === 'under_contract' ||
    Object.values(rest).some(
      (value) => value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0) && value !== false,
    )
  );
}

/** 0 → "12 AM", 13 → "1 PM" */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/** The time zones this browser knows, with `current` among them even when it does not know it. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}
