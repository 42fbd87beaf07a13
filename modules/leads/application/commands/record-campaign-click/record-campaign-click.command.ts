import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** A campaign mail's reader follows its link: the click is recorded and they go where it leads. */
export const RecordCampaignClick = defineCommand<{ token: string }, { location: string }>('leads.record-campaign-click');
