import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AnalyticsQuery } from '../../../../listings/contracts/analytics.ts';
import type { OfferAnalytics } from '../../../contracts/offers.ts';

/** The offers made on the signed-in seller's listings over an analytics range, per listing. */
export const GetOfferAnalytics = defineQuery<AnalyticsQuery, OfferAnalytics>('leads.get-offer-analytics');
