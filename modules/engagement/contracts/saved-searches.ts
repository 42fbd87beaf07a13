import { z } from 'zod';
import { polygonParam, searchPropertiesQuerySchema, type SearchPropertiesQuery } from '../../listings/contracts/search-query.ts';
import { countyLabel } from '../../shared/kernel/place-names.ts';
import { singleLine } from '../../shared/kernel/text.ts';

/**
 * Saved searches and alerts (spec sections 2, 3, 6 and 9).
 *
 * - `GET /api/saved-searches`: the member's searches (newest first), their plan's allowance and their digest time.
 * - `POST /api/saved-searches` `{ criteria, name?, alerts?, timeZone? }`: 201 with the search. Over the plan's
 *   limit (free: 3), or alerts on a plan without them, 403 with `upgradeRequired`.
 * - `PATCH /api/saved-searches/{id}` `{ name?, alerts? }`, `DELETE /api/saved-searches/{id}` (204).
 * - `POST /api/saved-searches/{id}/open`: marks it opened now (its new-match count starts again from 0).
 * - `GET /api/saved-searches/{id}/matches`: the listings that matched it since it was saved, newest first.
 * - `PUT /api/saved-searches/digest` `{ hour, timeZone }`: when daily digests arrive.
 * - `GET /api/properties/{id}/matching-searches/count` (the listing's owner), `POST /api/saved-searches/demand`
 *   (a listing form's fields) and `GET /api/saved-searches/demand?propertyIds=`: how many saved searches of
 *   other members a listing matches; a count only, nobody is named.
 */

/** instant: a mail as soon as a listing matches; daily: one digest mail a day; off: no alerts (matches are still counted) */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

export const SAVED_SEARCHES_LIMIT_MESSAGE = "You've reached the maximum number of saved searches for free accounts.";
export const ALERTS_PLAN_MESSAGE = 'Property alerts come with Buyer Plus and Buyer Pro.';
export const MAX_SAVED_SEARCH_NAME_LENGTH = 80;

/** The search page's filters that a saved search keeps: all of them but paging and a list of ids. */
const criteriaFields = searchPropertiesQuerySchema
  .pick({
    q: true,
    category: true,
    state: true,
    county: true,
    terms: true,
    status: true,
    openToJointVenture: true,
    featured: true,
    minPrice: true,
    maxPrice: true,
    minAcres: true,
    maxAcres: true,
    minPricePerAcre: true,
    maxPricePerAcre: true,
    minBeds: true,
    minBaths: true,
    bbox: true,
    polygon: true,
    near: true,
    radiusKm: true,
    sort: true,
  })
  .strict();

/** JSON booleans and numbers as the URL strings the search schema reads */
const asUrlValues = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined && item !== null && item !== '')
          .map(([key, item]) => [key, typeof item === 'boolean' ? String(item) : item]),
      )
    : value;

/**
 * What a saved search asks for, as sent: the query of `GET /api/properties/search` (lists as arrays or
 * comma-separated, booleans as JSON or strings). Parsed into {@link SavedSearchCriteria}.
 */
export const savedSearchCriteriaSchema = z.preprocess(
  asUrlValues,
  criteriaFields
    .refine((criteria) => (criteria.near === undefined) === (criteria.radiusKm === undefined), {
      message: 'A radius search needs both near (lat,lng) and radiusKm',
      path: ['radiusKm'],
    })
    .refine((criteria) => [criteria.bbox, criteria.polygon, criteria.near].filter(Boolean).length <= 1, {
      message: 'Choose one place: a map area, a drawn area or a radius',
      path: ['bbox'],
    }),
);
export type SavedSearchCriteria = Omit<z.output<typeof criteriaFields>, 'status' | 'sort'> & {
  status: SearchPropertiesQuery['status'];
  sort: SearchPropertiesQuery['sort'];
};
export type SavedSearchCriteriaInput = z.input<typeof criteriaFields> | Record<string, string | number | boolean | string[]>;

const nameSchema = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Name the search')
    .max(MAX_SAVED_SEARCH_NAME_LENGTH, `A name has at most ${MAX_SAVED_SEARCH_NAME_LENGTH} characters`),
  'Name',
);

/** an IANA time zone this server knows, e.g. America/Chicago */
export const timeZoneSchema = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length <= 64;
    } catch {
      return false;
    }
  },
  { message: 'timeZone must be a time zone such as America/Chicago' },
);

export const createSavedSearchRequestSchema = z
  .object({
    criteria: savedSearchCriteriaSchema,
    /** suggested from the criteria when absent */
    name: nameSchema.optional(),
    /** instant when the plan has alerts, off otherwise, when absent */
    alerts: alertFrequencySchema.optional(),
    /** the browser's time zone: daily digests arrive at 8:00 there until the member picks another time */
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

export const updateSavedSearchRequestSchema = z
  .object({ name: nameSchema.optional(), alerts: alertFrequencySchema.optional() })
  .strict()
  .refine((request) => request.name !== undefined || request.alerts !== undefined, { message: 'Send a name or alerts to change' });
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequestSchema>;

export const digestScheduleSchema = z.object({
  /** the hour of the day (0–23) in `timeZone` when the daily digest is sent */
  hour: z.number().int().min(0, 'hour is 0 to 23').max(23, 'hour is 0 to 23'),
  timeZone: timeZoneSchema,
});
export type DigestSchedule = z.infer<typeof digestScheduleSchema>;
export const DEFAULT_DIGEST_HOUR = 8;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  alerts: alertFrequencySchema,
  /** alerts are chosen but the plan has none: nothing is sent until it does */
  alertsPaused: z.boolean(),
  /** beyond the plan's number of saved searches (after a downgrade): readable and deletable only */
  overLimit: z.boolean(),
  /** listings that matched since the member last opened it */
  newMatches: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = Omit<z.infer<typeof savedSearchSchema>, 'criteria'> & { criteria: SavedSearchCriteria };

/** `GET /api/saved-searches?page=&pageSize=`: a page of the member's searches, newest first */
export const SAVED_SEARCHES_PAGE_SIZE = 50;
export const savedSearchListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SAVED_SEARCHES_PAGE_SIZE),
});
export type SavedSearchListQuery = z.infer<typeof savedSearchListQuerySchema>;

export const savedSearchListSchema = z.object({
  searches: z.array(savedSearchSchema),
  /** every saved search the member has, over all pages */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** how many the plan keeps; null = unlimited */
  allowed: z.number().int().nullable(),
  alertsAllowed: z.boolean(),
  digest: digestScheduleSchema,
});
export type SavedSearchList = Omit<z.infer<typeof savedSearchListSchema>, 'searches'> & { searches: SavedSearch[] };

/** why a listing reached a search: newly on the market, cheaper than when it last matched, or back on the market */
export const MATCH_REASONS = ['new', 'price-drop', 'back'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const savedSearchMatchSchema = z.object({
  propertyId: z.string(),
  reason: z.enum(MATCH_REASONS),
  /** the price when it matched, whole dollars */
  price: z.number(),
  matchedAt: z.string(),
  /** it matched after the search was last opened */
  isNew: z.boolean(),
});
export type SavedSearchMatch = z.infer<typeof savedSearchMatchSchema>;

export const savedSearchMatchesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const savedSearchMatchesSchema = z.object({ matches: z.array(savedSearchMatchSchema), total: z.number().int() });
export type SavedSearchMatches = z.infer<typeof savedSearchMatchesSchema>;

/** A listing form's fields that saved searches filter on (whole dollars), for the seller's demand preview. */
export const listingDemandRequestSchema = z.object({
  title: z.string().max(200).default(''),
  description: z.string().max(20_000).default(''),
  category: z.string().max(40),
  city: z.string().max(100).default(''),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter code')
    .transform((state) => state.toUpperCase()),
  county: z.string().max(100).nullable().default(null),
  zip: z.string().max(10).nullable().default(null),
  price: z.number().min(0).max(1_000_000_000),
  acres: z.number().min(0).max(10_000_000).default(0),
  beds: z.number().int().min(0).max(100).nullable().default(null),
  baths: z.number().min(0).max(100).nullable().default(null),
  terms: z.array(z.string().max(40)).max(10).default([]),
  openToJointVenture: z.boolean().default(false),
  featured: z.boolean().default(false),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});
export type ListingDemandRequest = z.input<typeof listingDemandRequestSchema>;
export const listingDemandSchema = z.object({ count: z.number().int() });
export const listingsDemandSchema = z.object({ counts: z.record(z.string(), z.number().int()) });

/** 'mixed-use' → 'Mixed-use' */
const categoryName = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const listed = (items: readonly string[], max = 2) =>
  items.length > max ? `${items.slice(0, max).join(', ')} +${items.length - max}` : items.join(', ');

/** A name for a search from what it asks for, e.g. `"creek" · Land in TX, OK · under $50,000`. */
export function suggestSavedSearchName(criteria: Partial<SavedSearchCriteria>): string {
  const parts: string[] = [];
  if (criteria.q) parts.push(`“${criteria.q}”`);
  const what = criteria.category?.length ? listed(criteria.category.map(categoryName)) : 'Properties';
  const where = criteria.county?.length
    ? listed(criteria.county.map(countyLabel))
    : criteria.state?.length
      ? listed(criteria.state, 3)
      : criteria.polygon
        ? 'a drawn area'
        : criteria.bbox
          ? 'map area'
          : '';
  const near = criteria.near && criteria.radiusKm ? `within ${Math.round(criteria.radiusKm)} km` : '';
  parts.push([what, where && `in ${where}`, near].filter(Boolean).join(' '));
  if (criteria.minPrice !== undefined && criteria.maxPrice !== undefined)
    parts.push(`${dollars(criteria.minPrice)}–${dollars(criteria.maxPrice)}`);
  else if (criteria.maxPrice !== undefined) parts.push(`under ${dollars(criteria.maxPrice)}`);
  else if (criteria.minPrice !== undefined) parts.push(`from ${dollars(criteria.minPrice)}`);
  if (criteria.minAcres !== undefined) parts.push(`${criteria.minAcres}+ acres`);
  if (criteria.openToJointVenture) parts.push('JV');
  const name = parts.join(' · ');
  return name.length > MAX_SAVED_SEARCH_NAME_LENGTH ? `${name.slice(0, MAX_SAVED_SEARCH_NAME_LENGTH - 1)}…` : name;
}

/** A saved search's criteria as `/search`'s URL params (lists comma-separated), to open it there. */
export function savedSearchParams(criteria: SavedSearchCriteria): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (value === undefined || value === null) continue;
    if (key === 'status' && value === 'active') continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'polygon') {
      params.polygon = polygonParam(value as NonNullable<SavedSearchCriteria['polygon']>);
    } else if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else if (key === 'bbox') {
      const { west, south, east, north } = value as NonNullable<SavedSearchCriteria['bbox']>;
      params.bbox = [west, south, east, north].join(',');
    } else if (key === 'near') {
      const { lat, lng } = value as NonNullable<SavedSearchCriteria['near']>;
      params.near = `${lat},${lng}`;
    } else params[key] = value as string | number | boolean;
  }
  return params;
}
