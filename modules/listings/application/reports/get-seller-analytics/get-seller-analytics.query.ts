import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AnalyticsQuery, SellerAnalytics } from '../../../contracts/analytics.ts';

/** The signed-in seller's analytics over a range: totals, daily series, each listing, plan usage. */
export const GetSellerAnalytics = defineQuery<AnalyticsQuery, SellerAnalytics>('listings.get-seller-analytics');
