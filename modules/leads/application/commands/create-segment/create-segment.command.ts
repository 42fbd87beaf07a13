import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Segment, SegmentInput } from '../../../contracts/segments.ts';

/** The seller saves a filter of their buyers list under a name. */
export const CreateSegment = defineCommand<SegmentInput, Segment>('leads.create-segment');
