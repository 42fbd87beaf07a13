import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { PipelineStage, PipelineStageKey } from '../../../contracts/pipeline.ts';

/** The seller gives one of their pipeline's stages a name of their own. */
export const RenamePipelineStage = defineCommand<{ stageId: PipelineStageKey; name: string }, PipelineStage>('leads.rename-pipeline-stage');
