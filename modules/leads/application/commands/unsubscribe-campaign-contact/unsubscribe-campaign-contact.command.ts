import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** A campaign mail's reader unsubscribes (one click, no session): that seller mails them no more. */
export const UnsubscribeCampaignContact = defineCommand<{ token: string }, { unsubscribed: boolean }>('leads.unsubscribe-campaign-contact');
