import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { PipelineNote } from '../../../contracts/pipeline.ts';

/** The seller writes a note on one of their cards. */
export const AddPipelineNote = defineCommand<{ cardId: string; body: string }, PipelineNote>('leads.add-pipeline-note');
