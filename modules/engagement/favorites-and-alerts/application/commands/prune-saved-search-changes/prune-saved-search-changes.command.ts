import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/**
 * Forgets saved-search changes older than a week (keeping the newest): a host's matcher is current
 * within one listing event, and one that fell further behind reloads instead of catching up.
 */
export const PruneSavedSearchChanges = defineCommand<void, number>('engagement.prune-saved-search-changes');
