import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Campaign } from '../../../contracts/campaigns.ts';

/** The seller resumes a paused campaign: the worker goes on where it stopped. */
export const ResumeCampaign = defineCommand<{ campaignId: string }, Campaign>('leads.resume-campaign');
