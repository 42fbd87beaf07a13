import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ListingDemandRequest } from '@contracts/engagement/contracts/saved-searches.ts';
import { listingInputSchema, type ListingFields, type ListingInput } from '@contracts/listings/contracts/listing.ts';
import type { PropertyDetail } from '@contracts/listings/contracts/property.ts';
import { isApiError } from '@/lib/api-client.ts';

/**
 * What the listing form holds while the seller types: the shared schema's input, with numbers
 * that may still be empty (undefined) until the schema says what is missing.
 */
export type ListingFormValues = ListingInput;

/** The form's fields, in the order they appear (the first server error gets the focus). */
export const LISTING_FIELDS = Object.keys(listingInputSchema.shape) as (keyof ListingFields)[];

export function emptyListingValues(): ListingFormValues {
  return {
    title: '',
    description: '',
    category: undefined as unknown as ListingFormValues['category'],
    streetAddress: '',
    city: '',
    state: '',
    zip: '',
    county: '',
    apn: '',
    latitude: null,
    longitude: null,
    acres: undefined as unknown as number,
    buildingSqft: null,
    beds: null,
    baths: null,
    yearBuilt: null,
    zoning: '',
    utilities: [],
    roadAccess: null,
    price: undefined as unknown as number,
    arv: null,
    estimatedRepairs: null,
    terms: ['cash'],
    openToJointVenture: false,
    jvTerms: null,
    featured: false,
    images: [],
  };
}

/** The edit form's starting values: the stored listing, with empty text where the listing has none. */
export function listingValuesFrom(detail: PropertyDetail): ListingFormValues {
  return {
    title: detail.title,
    description: detail.description,
    category: detail.category,
    streetAddress: detail.streetAddress ?? '',
    city: detail.city,
    state: detail.state,
    zip: detail.zip ?? '',
    county: detail.county ?? '',
    apn: detail.apn ?? '',
    latitude: detail.latitude,
    longitude: detail.longitude,
    acres: detail.acres,
    buildingSqft: detail.buildingSqft,
    beds: detail.beds,
    baths: detail.baths,
    yearBuilt: detail.yearBuilt,
    zoning: detail.zoning ?? '',
    utilities: [...detail.utilities],
    roadAccess: detail.roadAccess,
    price: detail.price,
    arv: detail.arv,
    estimatedRepairs: detail.estimatedRepairs,
    terms: [...detail.terms],
    openToJointVenture: detail.openToJointVenture,
    jvTerms: detail.jvTerms && { ...detail.jvTerms, note: detail.jvTerms.note ?? '' },
    featured: detail.featured,
    images: [...detail.images],
  };
}

/**
 * A number input's text → the form's value: empty → `empty` (undefined for required fields, null
 * for optional ones); "$125,000" → 125000; anything else unparsable → NaN, which the schema rejects.
 */
export function parseNumberInput(text: unknown, empty: null | undefined): number | null | undefined {
  if (typeof text === 'number') return text;
  if (text === null || text === undefined) return empty;
  const cleaned = String(text).replace(/[$,\s]/g, '');
  if (cleaned === '') return empty;
  return Number(cleaned);
}

/**
 * ARV − price − estimated repairs, in dollars: what is left for the buyer (null until ARV and
 * price are known).
 */
export function spreadOf(values: { arv?: unknown; price?: unknown; estimatedRepairs?: unknown }): number | null {
  const arv = finite(values.arv);
  const price = finite(values.price);
  if (arv === null || price === null) return null;
  return arv - price - (finite(values.estimatedRepairs) ?? 0);
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The fields saved searches filter on, for the demand preview ("Matches N buyers' saved searches"):
 * null until the form has a category, a two-letter state and a price, which every count needs.
 */
export function demandRequestOf(values: Partial<ListingFormValues>): ListingDemandRequest | null {
  const price = finite(values.price);
  const state = values.state ?? '';
  if (!values.category || !/^[A-Za-z]{2}$/.test(state) || price === null || price < 0 || price > 1_000_000_000) return null;
  const beds = finite(values.beds);
  return {
    // the form's own limits are checked on save; the preview only must not be refused for them
    title: (values.title ?? '').slice(0, 200),
    description: (values.description ?? '').slice(0, 20_000),
    category: values.category,
    city: (values.city ?? '').slice(0, 100),
    state,
    county: values.county?.trim().slice(0, 100) || null,
    zip: values.zip?.trim().slice(0, 10) || null,
    price,
    acres: Math.max(finite(values.acres) ?? 0, 0),
    beds: beds !== null && Number.isInteger(beds) && beds >= 0 ? beds : null,
    baths: (finite(values.baths) ?? -1) >= 0 ? finite(values.baths) : null,
    terms: Array.isArray(values.terms) ? values.terms : [],
    openToJointVenture: values.openToJointVenture === true,
    featured: values.featured === true,
    latitude: finite(values.latitude),
    longitude: finite(values.longitude),
  };
}

interface ServerIssue {
  field: string;
  message: string;
}

/**
 * The listing field issues of a 400 answer, one per field. The request wraps the listing
 * (`{ listing, publish }`), so issue paths start with `listing`; bare field paths are read too.
 */
export function listingFieldIssues(error: unknown): ServerIssue[] {
  if (!isApiError(error, 400)) return [];
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  const known = new Set<string>(LISTING_FIELDS);
  const seen = new Set<string>();
  const issues: ServerIssue[] = [];
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (!Array.isArray(path) || typeof message !== 'string') continue;
    const field = String(path[0] === 'listing' ? path[1] : path[0]);
    if (!known.has(field) || seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message });
  }
  return issues;
}

/** Puts a 400's issues under their fields and focuses the first; true when any was placed. */
export function applyListingFieldErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>): boolean {
  const issues = listingFieldIssues(error);
  issues.forEach((issue, index) =>
    setError(issue.field as Path<Values>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
  );
  return issues.length > 0;
}
