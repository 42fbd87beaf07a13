import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { SavedSearchList } from '../../../../contracts/saved-searches.ts';

/** The signed-in member's saved searches, newest first, with their plan's allowance and digest time. */
export const ListSavedSearches = defineQuery<void, SavedSearchList>('engagement.list-saved-searches');
