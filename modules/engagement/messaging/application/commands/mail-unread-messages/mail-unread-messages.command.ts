import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/**
 * Mails members about messages still unread 5 minutes after they arrived: at most one mail per
 * conversation and member per 15 minutes, never twice about the same message, only to confirmed
 * addresses of members who keep message emails on. Answers how many mails were due.
 */
export const MailUnreadMessages = defineCommand<void, number>('engagement.mail-unread-messages');
