import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ListPropertiesQuery, PropertyCard } from '../../../contracts/http.ts';

/** The public list of active listings behind `GET /api/properties` (newest first by default). */
export const ListProperties = defineQuery<ListPropertiesQuery, PropertyCard[]>('listings.list-properties');
