import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { SegmentList } from '../../../contracts/segments.ts';

/** The seller's segments, A to Z, each with how many contacts it selects now. */
export const ListSegments = defineQuery<Record<string, never>, SegmentList>('leads.list-segments');
