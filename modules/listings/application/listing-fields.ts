import type { ListingFields } from '../contracts/listing.ts';
import { toStoredFields, type StoredListingFields } from '../domain/property.entity.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * The seller's fields in storage units. Without a pin, the listing is placed at its ZIP (or city)
 * centroid, and a missing county is taken from the same lookup.
 */
export function storedListingFields(listing: ListingFields, geocoder: Geocoder): StoredListingFields {
  const fields = toStoredFields(listing);
  if (fields.latitude !== null && fields.longitude !== null) return fields;
  const found = geocoder.locate({ zip: fields.zip, city: fields.city, state: fields.state });
  if (!found) return fields;
  return { ...fields, latitude: found.latitude, longitude: found.longitude, county: fields.county ?? found.county };
}
