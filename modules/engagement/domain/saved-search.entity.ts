import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { AlertFrequency, SavedSearch as SavedSearchView, SavedSearchCriteria } from '../contracts/saved-searches.ts';
import { searchKeys } from './saved-search-match.ts';

/**
 * A member's saved search: the search page's filters, a name and how alerts reach them. `matchKeys`
 * and the price bounds are what the listing-event matcher looks candidates up by (decision 0024).
 */
const SavedSearchSchema = defineEntity({
  name: 'SavedSearch',
  schema: 'engagement',
  tableName: 'saved_searches',
  indexes: [
    { name: 'saved_searches_user_index', properties: ['userId', 'createdAt'] },
    { name: 'saved_searches_match_keys_index', properties: ['matchKeys'], type: 'gin' },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.text(),
    criteria: p.json<SavedSearchCriteria>(),
    matchKeys: p.array(),
    /** whole dollars; null = no bound */
    minPrice: p.double().nullable(),
    maxPrice: p.double().nullable(),
    alerts: p.text().$type<AlertFrequency>(),
    /** the member's plan has no property alerts now: the chosen frequency waits for an upgrade */
    alertsPaused: p.boolean().default(false),
    lastOpenedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class SavedSearch extends SavedSearchSchema.class {
  static create(userId: string, input: { name: string; criteria: SavedSearchCriteria; alerts: AlertFrequency; alertsPaused: boolean }, now: Date): SavedSearch {
    const search = new SavedSearch();
    search.id = newId(now.getTime());
    search.userId = userId;
    search.name = input.name;
    search.criteria = input.criteria;
    search.matchKeys = searchKeys(input.criteria);
    search.minPrice = input.criteria.minPrice ?? null;
    search.maxPrice = input.criteria.maxPrice ?? null;
    search.alerts = input.alerts;
    search.alertsPaused = input.alertsPaused;
    search.lastOpenedAt = null;
    search.createdAt = now;
    search.updatedAt = now;
    return search;
  }

  /** whether matches of this search are sent to the member now */
  get alerting(): boolean {
    return this.alerts !== 'off' && !this.alertsPaused;
  }

  toView(extra: { newMatches: number; overLimit: boolean }): SavedSearchView {
    return {
      id: this.id,
      name: this.name,
      criteria: this.criteria,
      alerts: this.alerts,
      alertsPaused: this.alertsPaused && this.alerts !== 'off',
      overLimit: extra.overLimit,
      newMatches: extra.newMatches,
      lastOpenedAt: this.lastOpenedAt?.toISOString() ?? null,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
    };
  }
}
SavedSearchSchema.setClass(SavedSearch);
export { SavedSearchSchema };
