import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** The seller mails a campaign to themselves, as its first recipient would read it. */
export const TestCampaign = defineCommand<{ campaignId: string }, { to: string; subject: string }>('leads.test-campaign');
