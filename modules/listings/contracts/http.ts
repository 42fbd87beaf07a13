import { z } from 'zod';

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

/** `GET /api/properties/{id}`: the card's fields plus what the detail page shows. */
export const propertyDetailSchema = propertyCardSchema.extend({
  description: z.string(),
  status: z.enum(['draft', 'active', 'under_contract', 'sold', 'expired', 'withdrawn']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  publishedAt: z.string().nullable(),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;
