import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { SavedSearchList, SavedSearchListQuery } from '../../../../contracts/saved-searches.ts';

/** A page of the signed-in member's saved searches, newest first, with their total, their plan's allowance and digest time. */
export const ListSavedSearches = defineQuery<SavedSearchListQuery, SavedSearchList>('engagement.list-saved-searches');
