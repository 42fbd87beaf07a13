import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';
import { SEGMENT_LIMITS } from '../contracts/segments.ts';

/** No such segment, or another seller's: the same answer. */
export class SegmentNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such segment of your buyers list', 'segment_not_found');
  }
}

export class DuplicateSegmentError extends AppError {
  constructor() {
    super('conflict', 'You have a segment with this name already', { code: 'duplicate_segment' });
  }
}

export class TooManySegmentsError extends AppError {
  constructor() {
    super('business-rule', `You can keep up to ${SEGMENT_LIMITS.perSeller} segments. Delete one to save another.`, {
      code: 'segments_limit',
    });
  }
}

/** Matching is for the seller's own listings: another's, or none, is the same 404. */
export class MatchListingNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such listing of yours', 'listing_not_found');
  }
}
