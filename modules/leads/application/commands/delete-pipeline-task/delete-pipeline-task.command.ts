import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The seller deletes a task of one of their cards (its history keeps a line of it). */
export const DeletePipelineTask = defineCommand<{ taskId: string }, void>('leads.delete-pipeline-task');
