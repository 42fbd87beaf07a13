import { z } from 'zod';
import { askingTermSchema, listingStatusSchema } from './listing-terms.ts';
import { propertyCardSchema } from './property.ts';

/**
 * What reading public listings in bulk answers: the search's hits and the listings like one property.
 * The queries are in search-query.ts.
 */

/** A search hit: the card plus what the search page and map show. */
export const propertyHitSchema = propertyCardSchema.extend({
  status: listingStatusSchema,
  county: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** price / acres, whole dollars: computed once, by the server's read model; clients show it as sent */
  pricePerAcre: z.number(),
  terms: z.array(askingTermSchema),
});
export type PropertyHit = z.infer<typeof propertyHitSchema>;

/** `GET /api/properties/search`: one page of hits, the total and the facet counts. */
export const searchPropertiesResultSchema = z.object({
  hits: z.array(propertyHitSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /**
   * per facet attribute (SEARCH_FACETS), the count of matching listings per value; an attribute the
   * query filters on is counted without its own filter, so the other values keep their counts
   */
  facets: z.record(z.string(), z.record(z.string(), z.number())).default({}),
});
export type SearchPropertiesResult = z.infer<typeof searchPropertiesResultSchema>;

/** `GET /api/properties/{id}/similar`: up to 6 active listings like one property, as hits. */
export const similarPropertiesSchema = z.array(propertyHitSchema);
