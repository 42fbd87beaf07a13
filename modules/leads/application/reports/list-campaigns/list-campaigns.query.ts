import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { CampaignList } from '../../../contracts/campaigns.ts';

/** The seller's campaigns, newest first, each with its report, and what their plan sends. */
export const ListCampaigns = defineQuery<void, CampaignList>('leads.list-campaigns');
