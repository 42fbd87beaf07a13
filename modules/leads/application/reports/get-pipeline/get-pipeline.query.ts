import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { Pipeline, PipelineFilter } from '../../../contracts/pipeline.ts';

/** The seller's board: the stages in order, each with its cards (filtered). */
export const GetPipeline = defineQuery<PipelineFilter, Pipeline>('leads.get-pipeline');
