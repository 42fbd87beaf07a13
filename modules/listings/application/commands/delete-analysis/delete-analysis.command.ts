import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Deletes one of the user's analyses for good; its share link stops working. */
export const DeleteAnalysis = defineCommand<{ id: string }, { message: string }>('listings.delete-analysis');
