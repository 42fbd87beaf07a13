import { defineQuery } from '../../../../shared/kernel/bus.ts';
import { SEARCH_PROPERTIES_QUERY, type SearchPropertiesQuery } from '../../../contracts/search-query.ts';
import { type SearchPropertiesResult } from '../../../contracts/search.ts';

/**
 * The search page behind `GET /api/properties/search`: public listings by text (typo-tolerant),
 * filters, geo (bounding box or radius), sort and page, with facet counts.
 */
export const SearchProperties = defineQuery<SearchPropertiesQuery, SearchPropertiesResult>(SEARCH_PROPERTIES_QUERY);
