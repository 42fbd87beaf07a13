import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Campaign, CampaignFields } from '../../../contracts/campaigns.ts';

/** The seller changes a draft (every field). */
export const UpdateCampaign = defineCommand<{ campaignId: string; fields: CampaignFields }, Campaign>('leads.update-campaign');
