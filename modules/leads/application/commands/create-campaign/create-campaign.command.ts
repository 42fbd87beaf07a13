import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Campaign, CampaignFields } from '../../../contracts/campaigns.ts';

/** The seller writes a campaign: a draft until sent. */
export const CreateCampaign = defineCommand<CampaignFields, Campaign>('leads.create-campaign');
