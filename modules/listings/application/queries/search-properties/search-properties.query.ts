import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { SearchPropertiesQuery, SearchPropertiesResult } from '../../../contracts/http.ts';

/**
 * The search page behind `GET /api/properties/search`: public listings by text (typo-tolerant),
 * filters, geo (bounding box or radius), sort and page, with facet counts.
 */
export const SearchProperties = defineQuery<SearchPropertiesQuery, SearchPropertiesResult>('listings.search-properties');
