import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Campaign } from '../../../contracts/campaigns.ts';

/** The seller sends a campaign: one send record per recipient is queued and the worker sends them within the plan’s limits. */
export const SendCampaign = defineCommand<{ campaignId: string }, Campaign>('leads.send-campaign');
