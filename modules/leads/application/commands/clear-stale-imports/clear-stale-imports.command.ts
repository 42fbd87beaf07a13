import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Deletes uploads of the buyers list that were never imported, a week on; answers how many. */
export const ClearStaleImports = defineCommand<void, number>('leads.clear-stale-imports');
