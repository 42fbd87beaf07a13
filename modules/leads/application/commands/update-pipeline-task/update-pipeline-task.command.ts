import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { PipelineTask, UpdateTaskRequest } from '../../../contracts/pipeline.ts';

export type UpdatePipelineTaskInput = UpdateTaskRequest & { taskId: string };

/** The seller checks a task off (or back on), renames it or gives it another due time. */
export const UpdatePipelineTask = defineCommand<UpdatePipelineTaskInput, PipelineTask>('leads.update-pipeline-task');
