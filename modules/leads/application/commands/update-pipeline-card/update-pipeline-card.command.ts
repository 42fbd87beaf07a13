import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { PipelineCardDetails, UpdateCardRequest } from '../../../contracts/pipeline.ts';

export type UpdatePipelineCardInput = UpdateCardRequest & { cardId: string };

/** The seller moves a card (to another stage, or another place in its stage) and/or renames it. */
export const UpdatePipelineCard = defineCommand<UpdatePipelineCardInput, PipelineCardDetails>('leads.update-pipeline-card');
