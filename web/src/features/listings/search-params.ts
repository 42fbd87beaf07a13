import { z } from 'zod';
import { propertyCategorySchema } from '../../../../modules/listings/contracts/http.ts';

/**
 * The property filters as typed URL search params (spec section 3 "Search filters"), for `/` and
 * `/search`. Bad values are dropped rather than failing the page: an unknown or 'all' category
 * means every category, an empty search means none, and only `openToJointVenture=true` filters.
 */
export const propertyFiltersSchema = z.object({
  category: propertyCategorySchema.optional().catch(undefined),
  search: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim().slice(0, 200) || undefined)
    .optional()
    .catch(undefined),
  openToJointVenture: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => (value === true || value === 'true' ? true : undefined))
    .optional()
    .catch(undefined),
});

export type PropertyFilters = z.output<typeof propertyFiltersSchema>;
