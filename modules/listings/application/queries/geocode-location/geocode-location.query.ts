import { z } from 'zod';
import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { GeocodeResult } from '../../../contracts/geocode.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** `GET /api/geocode?zip=&city=&state=`: a ZIP, or a city with its state. */
export const geocodeLocationQuerySchema = z
  .object({
    zip: optional(
      z
        .string()
        .trim()
        .regex(/^\d{5}$/, 'Use a 5-digit ZIP code'),
    ),
    city: optional(z.string().trim().min(2).max(100)),
    state: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code')
        .transform((state) => state.toUpperCase()),
    ),
  })
  .refine((query) => query.zip || (query.city && query.state), { message: 'Give a ZIP code, or a city and its state', path: ['zip'] });
export type GeocodeLocationQuery = z.output<typeof geocodeLocationQuerySchema>;

/** Offline centroid of a ZIP (or of a city in a state); 404 when neither is known. */
export const GeocodeLocation = defineQuery<GeocodeLocationQuery, GeocodeResult>('listings.geocode-location');
