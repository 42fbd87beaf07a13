import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { FilterCondition, SearchIndex } from '../../../../shared/kernel/search-index.port.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { PropertyCard } from '../../../contracts/property.ts';
import type { ListPropertiesQuery } from '../../../contracts/search-query.ts';
import { PROPERTIES_INDEX, toPropertyCard, type PropertyDocument } from '../../read-models/property-document.ts';
import { ListProperties } from './list-properties.query.ts';

export class ListPropertiesHandler implements QueryHandler<ListPropertiesQuery, PropertyCard[]> {
  readonly #search: SearchIndex;

  constructor(search: SearchIndex) {
    this.#search = search;
  }

  async execute(query: ListPropertiesQuery): Promise<PropertyCard[]> {
    const filters: FilterCondition[] = [{ field: 'status', in: ['active'] }];
    if (query.category && query.category !== 'all') filters.push({ field: 'category', in: [query.category] });
    if (query.openToJointVenture) filters.push({ field: 'openToJointVenture', in: [true] });
    const result = await this.#search.search<PropertyDocument>(PROPERTIES_INDEX, {
      text: query.search,
      filters,
      sort: [{ field: query.sortBy, direction: query.sortOrder }],
      offset: query.offset,
      limit: query.limit,
    });
    return result.hits.map(toPropertyCard);
  }
}

export const listProperties = answersQuery(ListProperties, [PLATFORM.SearchIndex], (search) => new ListPropertiesHandler(search));
