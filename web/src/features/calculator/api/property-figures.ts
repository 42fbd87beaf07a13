import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { calculatorKeys } from './calculator-keys.ts';

/**
 * What the calculator reads of `GET /api/properties/:id` (dollars, acres). Read defensively: the
 * property model grows, and a figure it lacks (or that is not a number) is simply not prefilled.
 */
const figure = z.number().finite().nonnegative().nullable().optional().catch(null);
const propertyFiguresSchema = z.object({
  id: z.string(),
  title: z.string().catch(''),
  category: z.string().catch(''),
  city: z.string().catch(''),
  state: z.string().catch(''),
  price: z.number().finite().positive(),
  arv: figure,
  estimatedRepairs: figure,
  acres: figure,
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
