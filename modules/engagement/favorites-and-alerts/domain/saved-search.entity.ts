import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import type { AlertFrequency, SavedSearch as SavedSearchView, SavedSearchCriteria } from '../../contracts/saved-searches.ts';

/**
 * A member's saved search: the search page's filters, a name and how alerts reach them. Listing
 * events are matched against all searches in memory, kept current from `saved_search_changes`, which
 * a trigger writes on every change of what matching reads (decision 0028).
 */
const SavedSearchSchema = defineEntity({
  name: 'SavedSearch',
  schema: 'engagement',
  tableName: 'saved_searches',
  indexes: [{ name: 'saved_searches_user_index', properties: ['userId', 'createdAt'] }],
  // as migration 0007 creates it: numbers every change of what matching reads, in commit order
  triggers: [
    {
      name: 'log_changes',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: `if tg_op = 'UPDATE' and (new.user_id, new.name, new.criteria, new.alerts, new.alerts_paused) is not distinct from (old.user_id, old.name, old.criteria, old.alerts, old.alerts_paused) then return null; end if;
        perform pg_advisory_xact_lock(hashtextextended('engagement.saved-search-changes', 0));
        insert into engagement.saved_search_changes (saved_search_id) values (case when tg_op = 'DELETE' then old.id else new.id end);
        return null;`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.text(),
    criteria: p.json<SavedSearchCriteria>(),
    alerts: p.text().$type<AlertFrequency>(),
    /** the member's plan has no property alerts now: the chosen frequency waits for an upgrade */
    alertsPaused: p.boolean().default(false),
    lastOpenedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class SavedSearch extends SavedSearchSchema.class {
  static create(
    userId: string,
    input: { name: string; criteria: SavedSearchCriteria; alerts: AlertFrequency; alertsPaused: boolean },
    now: Date,
  ): SavedSearch {
    const search = new SavedSearch();
    search.id = newId(now.getTime());
    search.userId = userId;
    search.name = input.name;
    search.criteria = input.criteria;
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
