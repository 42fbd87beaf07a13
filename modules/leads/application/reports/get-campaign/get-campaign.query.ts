import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { Campaign } from '../../../contracts/campaigns.ts';

/** One of the seller's campaigns with its progress and report. */
export const GetCampaign = defineQuery<{ campaignId: string }, Campaign>('leads.get-campaign');
