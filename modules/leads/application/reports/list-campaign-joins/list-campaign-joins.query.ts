import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { CampaignJoins } from '../../../contracts/campaigns.ts';

/** The contacts an invitation campaign brought in, latest first. */
export const ListCampaignJoins = defineQuery<{ campaignId: string }, CampaignJoins>('leads.list-campaign-joins');
