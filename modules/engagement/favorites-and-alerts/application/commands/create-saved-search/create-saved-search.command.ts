import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { CreateSavedSearchRequest, SavedSearch } from '../../../../contracts/saved-searches.ts';

/**
 * Saves the signed-in member's search, within the buyer plan's saved-search limit; alerts other than
 * off need a plan with property alerts. The first search also sets their digest time zone.
 */
export const CreateSavedSearch = defineCommand<CreateSavedSearchRequest, SavedSearch>('engagement.create-saved-search');
