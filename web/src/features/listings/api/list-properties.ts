import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { propertyCardSchema, type PropertyCard } from '../../../../../modules/listings/contracts/http.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PropertyFilters } from '../search-params.ts';
import { listingKeys } from './listing-keys.ts';

/** Spec section 9: page size and fetch limit 12; property queries fresh 5 minutes, kept 10. */
export const PROPERTY_PAGE_SIZE = 12;
const MINUTE = 60_000;

const propertyCardsSchema = z.array(propertyCardSchema);

/** `GET /api/properties`: the newest properties matching the filters. */
export async function listProperties(filters: PropertyFilters, signal?: AbortSignal): Promise<PropertyCard[]> {
  const body = await apiRequest('/api/properties', {
    query: {
      category: filters.category,
      search: filters.search,
      openToJointVenture: filters.openToJointVenture ? 'true' : undefined,
      limit: PROPERTY_PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    },
    signal,
  });
  return propertyCardsSchema.parse(body);
}

export function listPropertiesQueryOptions(filters: PropertyFilters) {
  return queryOptions({
    queryKey: listingKeys.list(filters),
    queryFn: ({ signal }) => listProperties(filters, signal),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

export function useProperties(filters: PropertyFilters) {
  return useQuery(listPropertiesQueryOptions(filters));
}
