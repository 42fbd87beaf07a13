import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { PropertyCard } from '../../../contracts/property.ts';
import type { ListPropertiesQuery } from '../../../contracts/search-query.ts';

/** The public list of active listings behind `GET /api/properties` (newest first by default). */
export const ListProperties = defineQuery<ListPropertiesQuery, PropertyCard[]>('listings.list-properties');
