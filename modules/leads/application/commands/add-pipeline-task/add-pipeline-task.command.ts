import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { PipelineTask } from '../../../contracts/pipeline.ts';

/** The seller sets themselves a task on one of their cards, due at a time; they are reminded when it falls due. */
export const AddPipelineTask = defineCommand<{ cardId: string; title: string; dueAt: string }, PipelineTask>('leads.add-pipeline-task');
