import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AnalyticsQuery, ListingAnalytics } from '../../../contracts/analytics.ts';

/** One of the seller's listings: its daily series over a range (advanced analytics). */
export const GetListingAnalytics = defineQuery<AnalyticsQuery & { id: string }, ListingAnalytics>('listings.get-listing-analytics');
