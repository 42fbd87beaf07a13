import type { GeocodeResult } from '../contracts/geocode.ts';

export interface GeocodeQuery {
  zip: string | null;
  city: string | null;
  state: string | null;
}

/** Offline lookup of US ZIP and city centroids (no calls to outside services). */
export interface Geocoder {
  /** the ZIP centroid when the ZIP is known, else the city's in that state, else null */
  locate(query: GeocodeQuery): GeocodeResult | null;
}
