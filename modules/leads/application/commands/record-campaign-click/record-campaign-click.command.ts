import { defineCommand } from '../../../../shared/kernel/bus.ts';

/**
 * A campaign mail's reader follows its link: the click is recorded and they go where it leads. `invitation` is the
 * identity invitation an invitation's link carries on to `/auto-login` (decision 0062).
 */
export const RecordCampaignClick = defineCommand<{ token: string; invitation: string | null }, { location: string }>(
  'leads.record-campaign-click',
);
