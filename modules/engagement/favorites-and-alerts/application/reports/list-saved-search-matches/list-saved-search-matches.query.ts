import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { SavedSearchMatches } from '../../../../contracts/saved-searches.ts';

/** The listings that matched one of the member's saved searches since it was saved, newest first. */
export const ListSavedSearchMatches = defineQuery<{ id: string; limit: number; offset: number }, SavedSearchMatches>(
  'engagement.list-saved-search-matches',
);
