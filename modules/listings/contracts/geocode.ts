import { z } from 'zod';

/** `GET /api/geocode?zip=&city=&state=`: an offline centroid lookup. */
export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** what matched: the ZIP centroid, or the city's */
  precision: z.enum(['zip', 'city']),
  city: z.string().nullable(),
  state: z.string().nullable(),
  county: z.string().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
