import { queryOptions } from '@tanstack/react-query';
import { propertyDetailSchema } from '@contracts/listings/contracts/property.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { calculatorKeys } from './calculator-keys.ts';

/** What the calculator reads of `GET /api/properties/:id` (dollars, acres): the contract's detail, in part. */
const propertyFiguresSchema = propertyDetailSchema.pick({
  id: true,
  title: true,
  category: true,
  city: true,
  state: true,
  price: true,
  arv: true,
  estimatedRepairs: true,
  acres: true,
});

export interface ListingForAnalysis {
  id: string;
  title: string;
  category: string;
  city: string;
  state: string;
  price: number;
  arv: number | null;
  estimatedRepairs: number | null;
  acres: number | null;
}

export function propertyFiguresQueryOptions(id: string) {
  return queryOptions({
    queryKey: calculatorKeys.property(id),
    queryFn: async ({ signal }): Promise<ListingForAnalysis> => {
      const property = propertyFiguresSchema.parse(await apiRequest(`/api/properties/${encodeURIComponent(id)}`, { signal }));
      return {
        ...property,
        arv: property.arv || null,
        estimatedRepairs: property.estimatedRepairs ?? null,
        acres: property.acres || null,
      };
    },
  });
}
