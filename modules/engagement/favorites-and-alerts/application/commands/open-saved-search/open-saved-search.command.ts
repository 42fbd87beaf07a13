import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { SavedSearch } from '../../../../contracts/saved-searches.ts';

/** The member opened a saved search: its new-match count starts again from now. */
export const OpenSavedSearch = defineCommand<{ id: string }, SavedSearch>('engagement.open-saved-search');
