import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Campaign } from '../../../contracts/campaigns.ts';

/** The seller pauses a sending campaign: no further mail leaves until it is resumed. */
export const PauseCampaign = defineCommand<{ campaignId: string }, Campaign>('leads.pause-campaign');
