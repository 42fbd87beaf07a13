import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Deletes one of the signed-in member's saved searches, with its matches and any alert not yet mailed. */
export const DeleteSavedSearch = defineCommand<{ id: string }, void>('engagement.delete-saved-search');
