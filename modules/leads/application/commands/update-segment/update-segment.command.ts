import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Segment, SegmentChange } from '../../../contracts/segments.ts';

/** The seller renames a segment or gives it a new filter. */
export const UpdateSegment = defineCommand<SegmentChange & { segmentId: string }, Segment>('leads.update-segment');
