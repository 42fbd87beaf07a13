import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { RecordListingViewResult } from '../../../contracts/property.ts';

export type { RecordListingViewResult };

export interface RecordListingViewInput {
  id: string;
  /** who is looking: the signed-in user, else the visitor cookie (the route makes one) */
  visitorId: string;
  /**
   * the client's IP address (`req.ip`), when known: a visitor who is not signed in is counted once
   * a day per address as well, since dropping or forging the cookie costs nothing
   */
  address?: string;
}

/**
 * Counts a view of a public listing at most once per UTC day per signed-in user, or, signed out,
 * per visitor cookie and per client address; never the owner's own.
 */
export const RecordListingView = defineCommand<RecordListingViewInput, RecordListingViewResult>('listings.record-listing-view');
