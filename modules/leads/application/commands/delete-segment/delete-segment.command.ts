import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The seller deletes a segment (its contacts stay). */
export const DeleteSegment = defineCommand<{ segmentId: string }, void>('leads.delete-segment');
