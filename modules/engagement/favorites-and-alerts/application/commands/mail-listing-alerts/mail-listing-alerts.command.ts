import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Mails the saved-search matches that are due (instant alerts and daily digests), one mail per member; answers how many mails it claimed. */
export const MailListingAlerts = defineCommand<void, number>('engagement.mail-listing-alerts');
