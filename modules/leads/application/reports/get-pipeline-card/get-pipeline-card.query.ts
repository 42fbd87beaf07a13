import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { PipelineCardDetails } from '../../../contracts/pipeline.ts';

/** One of the seller's cards with its notes, tasks and history. */
export const GetPipelineCard = defineQuery<{ cardId: string }, PipelineCardDetails>('leads.get-pipeline-card');
