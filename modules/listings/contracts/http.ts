import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';

export const PROPERTY_CATEGORIES = [
  'land',
  'residential',
  'commercial',
  'industrial',
  'mixed-use',
  'agricultural',
  'recreational',
  'investment',
  'development',
  'unrestricted',
] as const;
export const propertyCategorySchema = z.enum(PROPERTY_CATEGORIES);
export type PropertyCategory = z.infer<typeof propertyCategorySchema>;

/** A property as read by cards and lists (spec section 3). Money in whole dollars at the edge. */
export const propertyCardSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  category: propertyCategorySchema,
  city: z.string(),
  state: z.string(),
  acres: z.number(),
  price: z.number(),
  arv: z.number().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
  featured: z.boolean(),
  openToJointVenture: z.boolean(),
  viewCount: z.number().int(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

const booleanParam = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true');

/** `GET /api/properties` query (spec section 7). */
export const listPropertiesQuerySchema = z.object({
  category: z.union([propertyCategorySchema, z.literal('all'), z.literal('')]).optional(),
  search: z.string().trim().max(200).optional(),
  openToJointVenture: booleanParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  sortBy: z.enum(['createdAt', 'price', 'acres']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuerySchema>;

/** `GET /api/metrics/dashboard` (spec section 3). avgPrice in whole dollars. */
export const dashboardMetricsSchema = z.object({
  totalProperties: z.number().int(),
  avgPrice: z.number(),
  featuredDeals: z.number().int(),
  statesAvailable: z.number().int(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const LISTING_STATUSES = ['draft', 'active', 'under_contract', 'sold', 'expired', 'withdrawn'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;
/** statuses a buyer can see: searchable (active) or shown with a banner on the detail page */
export const PUBLIC_STATUSES: readonly ListingStatus[] = ['active', 'under_contract', 'sold'];

export const ASKING_TERMS = ['cash', 'owner-finance', 'assignment', 'subject-to'] as const;
export const askingTermSchema = z.enum(ASKING_TERMS);
export type AskingTerm = z.infer<typeof askingTermSchema>;

export const UTILITIES = ['electric', 'water', 'sewer', 'septic', 'well', 'gas', 'internet'] as const;
export const utilitySchema = z.enum(UTILITIES);
export type Utility = z.infer<typeof utilitySchema>;

export const ROAD_ACCESS = ['paved', 'gravel', 'dirt', 'easement', 'none'] as const;
export const roadAccessSchema = z.enum(ROAD_ACCESS);
export type RoadAccess = z.infer<typeof roadAccessSchema>;

/** Widths (px) every uploaded listing photo is stored in; the URL of a photo names its largest width. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const MAX_IMAGES_PER_LISTING = 24;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * The `srcset` of a stored listing photo. Photo URLs end in `-<width>.webp` (the largest width);
 * the other widths sit beside it. Any other URL (an outside image) has no srcset.
 */
export function imageSrcSet(url: string): string | undefined {
  const match = /^(.*)-(\d+)\.webp$/.exec(url);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`)
    .multipleOf(0.01, `${label} has at most two decimals`);

/**
 * What a seller writes when posting or editing a listing: one schema for the web form and the
 * server. Money in dollars (converted to cents on the server), areas in acres, building size in
 * square feet. Latitude/longitude are optional: without them the server places the pin at the ZIP
 * (or city) centroid.
 */
export const listingInputSchema = z
  .object({
    title: singleLine(z.string().trim().min(5, 'Title needs at least 5 characters').max(140, 'Use at most 140 characters'), 'Title'),
    description: z.string().trim().max(10_000, 'Use at most 10,000 characters').default(''),
    category: z.enum(PROPERTY_CATEGORIES, { error: 'Choose a category' }),
    streetAddress: optionalText(200),
    city: z.string().trim().min(2, 'City is required').max(100),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code')
      .transform((state) => state.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'Use a 5-digit ZIP code')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    county: optionalText(100),
    apn: optionalText(60),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    acres: z.number({ error: 'Acres must be a number' }).positive('Acres must be more than 0').max(1_000_000),
    buildingSqft: z.number().int().min(0).max(10_000_000).nullable().default(null),
    beds: z.number().int().min(0).max(100).nullable().default(null),
    baths: z.number().min(0).max(100).multipleOf(0.5, 'Use whole or half baths').nullable().default(null),
    yearBuilt: z.number().int().min(1700).max(2100).nullable().default(null),
    zoning: optionalText(60),
    utilities: z.array(utilitySchema).max(UTILITIES.length).default([]),
    roadAccess: roadAccessSchema.nullable().default(null),
    price: dollars('Price').positive('Price must be more than $0'),
    arv: dollars('ARV').nullable().default(null),
    estimatedRepairs: dollars('Estimated repairs').nullable().default(null),
    terms: z.array(askingTermSchema).min(1, 'Choose at least one way to buy').default(['cash']),
    openToJointVenture: z.boolean().default(false),
    jvTerms: optionalText(2000),
    featured: z.boolean().default(false),
    /** photo URLs as returned by the upload endpoint, in display order; the first is the cover */
    images: z.array(z.string().max(500)).max(MAX_IMAGES_PER_LISTING, `Use at most ${MAX_IMAGES_PER_LISTING} photos`).default([]),
  })
  .refine((listing) => listing.latitude === null === (listing.longitude === null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['latitude'],
  });
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingFields = z.output<typeof listingInputSchema>;

/** `POST /api/properties`: create a listing, as a draft or published at once. */
export const createListingRequestSchema = z.object({
  listing: listingInputSchema,
  publish: z.boolean().default(false),
});
export type CreateListingRequest = z.input<typeof createListingRequestSchema>;

/** `PUT /api/properties/{id}`: replace the listing's fields; `version` guards against overwriting a newer edit. */
export const updateListingRequestSchema = z.object({
  listing: listingInputSchema,
  version: z.number().int().positive(),
});
export type UpdateListingRequest = z.input<typeof updateListingRequestSchema>;

/** `POST /api/properties/{id}/status`: publish, unpublish (withdraw), mark under contract or sold. */
export const changeListingStatusRequestSchema = z.object({
  status: z.enum(['active', 'withdrawn', 'under_contract', 'sold']),
});
export type ChangeListingStatusRequest = z.infer<typeof changeListingStatusRequestSchema>;

/** `GET /api/properties/{id}`: the card's fields plus everything the detail page shows. */
export const propertyDetailSchema = propertyCardSchema.extend({
  description: z.string(),
  status: listingStatusSchema,
  streetAddress: z.string().nullable(),
  zip: z.string().nullable(),
  county: z.string().nullable(),
  apn: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  buildingSqft: z.number().nullable(),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  zoning: z.string().nullable(),
  utilities: z.array(utilitySchema),
  roadAccess: roadAccessSchema.nullable(),
  estimatedRepairs: z.number().nullable(),
  /** price / acres, whole dollars */
  pricePerAcre: z.number(),
  terms: z.array(askingTermSchema),
  jvTerms: z.string().nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  underContractAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** publishedAt + 90 days: an active listing not renewed by then expires */
  expiresAt: z.string().nullable(),
  version: z.number().int(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

/** A row of the seller's own listings table (`GET /api/my/properties`): every status. */
export const myListingSchema = propertyCardSchema.extend({
  status: listingStatusSchema,
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  version: z.number().int(),
  /** why the listing left the market when it was not the seller's choice: 'plan-limit', 'expired' or 'admin' */
  statusReason: z.string().nullable(),
  /** how many users saved it as a favorite */
  favorites: z.number().int(),
});
export type MyListing = z.infer<typeof myListingSchema>;

/** Something the seller must know about their listings, e.g. that a plan downgrade unpublished some. */
export const listingNoticeSchema = z.object({
  kind: z.enum(['plan-limit', 'featured-limit']),
  message: z.string(),
});
export type ListingNotice = z.infer<typeof listingNoticeSchema>;

/** `GET /api/my/properties`: every listing of the signed-in user (newest first) and the notices about them. */
export const myListingsResultSchema = z.object({
  listings: z.array(myListingSchema),
  notices: z.array(listingNoticeSchema),
});
export type MyListingsResult = z.infer<typeof myListingsResultSchema>;

export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'acres-desc', 'acres-asc', 'price-per-acre-asc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_FACETS = ['category', 'state', 'county', 'terms', 'openToJointVenture', 'featured', 'status'] as const;

const listParam = <T extends z.ZodType<string>>(item: T, max = 50) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : Array.isArray(value) ? value : undefined),
    z.array(item).max(max).optional(),
  );
const numberParam = z.coerce.number().finite().min(0).optional();

/** `west,south,east,north` in degrees (the order of OpenLayers' extent and of GeoJSON bbox). */
export const bboxParamSchema = z
  .string()
  .transform((value, ctx) => {
    const parts = value.split(',').map(Number);
    const [west, south, east, north] = parts;
    const valid =
      parts.length === 4 && parts.every(Number.isFinite) && south >= -90 && north <= 90 && south <= north && west >= -180 && east <= 180;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: 'bbox must be west,south,east,north in degrees' });
      return z.NEVER;
    }
    return { west, south, east, north };
  });

/**
 * `GET /api/properties/search` and `GET /api/properties/map`: the search page's state, as URL
 * query parameters (lists comma-separated). Public listings only.
 */
export const searchPropertiesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** only these listings (e.g. the user's favorites) */
  ids: listParam(z.uuid(), 100),
  category: listParam(propertyCategorySchema),
  state: listParam(z.string().regex(/^[A-Za-z]{2}$/).transform((state) => state.toUpperCase())),
  county: listParam(z.string().max(100)),
  terms: listParam(askingTermSchema),
  status: z.enum(['active', 'under_contract']).default('active'),
  openToJointVenture: booleanParam.optional(),
  featured: booleanParam.optional(),
  minPrice: numberParam,
  maxPrice: numberParam,
  minAcres: numberParam,
  maxAcres: numberParam,
  minPricePerAcre: numberParam,
  maxPricePerAcre: numberParam,
  minBeds: z.coerce.number().int().min(0).max(100).optional(),
  minBaths: z.coerce.number().min(0).max(100).optional(),
  bbox: bboxParamSchema.optional(),
  /** `lat,lng` with `radiusKm` */
  near: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, 'near must be lat,lng')
    .transform((value) => {
      const [lat, lng] = value.split(',').map(Number);
      return { lat, lng };
    })
    .optional(),
  radiusKm: z.coerce.number().positive().max(2000).optional(),
  sort: z.enum(SEARCH_SORTS).default('newest'),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(12),
});
export type SearchPropertiesQuery = z.output<typeof searchPropertiesQuerySchema>;
export type SearchPropertiesParams = z.input<typeof searchPropertiesQuerySchema>;

/** A search hit: the card plus what the search page and map show. */
export const propertyHitSchema = propertyCardSchema.extend({
  status: listingStatusSchema,
  county: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  pricePerAcre: z.number(),
  terms: z.array(askingTermSchema),
});
export type PropertyHit = z.infer<typeof propertyHitSchema>;

export interface SearchPropertiesResult {
  hits: PropertyHit[];
  total: number;
  offset: number;
  limit: number;
  /**
   * per facet attribute (SEARCH_FACETS), the count of matching listings per value; an attribute the
   * query filters on is counted without its own filter, so the other values keep their counts
   */
  facets: Record<string, Record<string, number>>;
}

/** The most markers `GET /api/properties/map` sends; beyond `limit` it sends clusters instead. */
export const MAP_MARKERS_DEFAULT_LIMIT = 400;
export const MAP_MARKERS_MAX_LIMIT = 1000;

/** `GET /api/properties/map`: the search's filters, the map's box and its zoom (no paging or sort). */
export const mapMarkersQuerySchema = searchPropertiesQuerySchema.omit({ limit: true, offset: true, sort: true }).extend({
  /** the map's zoom (256 px tiles): it sizes the clusters; without it they are sized from `bbox` */
  zoom: z.coerce.number().min(0).max(24).optional(),
  limit: z.coerce.number().int().min(1).max(MAP_MARKERS_MAX_LIMIT).default(MAP_MARKERS_DEFAULT_LIMIT),
});
export type MapMarkersQuery = z.output<typeof mapMarkersQuerySchema>;

/** One listing on the map. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  price: number;
  title: string;
  category: PropertyCategory;
  featured: boolean;
}

/** Listings close together on the map at its zoom: how many, where they sit, and the area to zoom into. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  bounds: { west: number; south: number; east: number; north: number };
}

/**
 * `GET /api/properties/map`: with at most `limit` matches, each one with a pin as a marker (featured
 * first, then newest); with more, every match with a pin counted in clusters. `total` counts every
 * match, pinned or not.
 */
export interface MapMarkersResult {
  total: number;
  markers: MapMarker[];
  clusters: MapCluster[];
}

/** `POST /api/properties/images` answers one entry per uploaded file. */
export interface UploadedImage {
  /** the URL to store in the listing's `images` (the largest width) */
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/** `GET /api/geocode?zip=&city=&state=`: an offline centroid lookup. */
export interface GeocodeResult {
  latitude: number;
  longitude: number;
  /** what matched: the ZIP centroid, or the city's */
  precision: 'zip' | 'city';
  city: string | null;
  state: string | null;
  county: string | null;
}
