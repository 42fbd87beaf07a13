import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Tells the sellers of the pipeline tasks fallen due (`PipelineTaskDue`, once a task); answers how many. */
export const RemindDueTasks = defineCommand<void, number>('leads.remind-due-tasks');
