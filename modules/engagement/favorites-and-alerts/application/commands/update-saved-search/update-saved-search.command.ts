import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { SavedSearch, UpdateSavedSearchRequest } from '../../../../contracts/saved-searches.ts';

/**
 * Renames a saved search or changes how its alerts arrive. A search beyond the plan's limit (after a
 * downgrade) is read-only; alerts other than off need a plan with property alerts.
 */
export const UpdateSavedSearch = defineCommand<UpdateSavedSearchRequest & { id: string }, SavedSearch>('engagement.update-saved-search');
