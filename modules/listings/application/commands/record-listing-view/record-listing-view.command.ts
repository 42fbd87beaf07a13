import { defineCommand } from '../../../../shared/kernel/bus.ts';

export interface RecordListingViewInput {
  id: string;
  /** who is looking: the signed-in user, else the visitor cookie (the route makes one) */
  visitorId: string;
}

export interface RecordListingViewResult {
  counted: boolean;
  viewCount: number;
}

/** Counts a view of a public listing at most once per visitor per UTC day, never the owner's own. */
export const RecordListingView = defineCommand<RecordListingViewInput, RecordListingViewResult>('listings.record-listing-view');
