import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { MarkNotificationsReadRequest, UnreadCounts } from '../../../../contracts/notifications.ts';

/** Marks some (or all) of the member's notifications read; answers the badges' new counts. */
export const MarkNotificationsRead = defineCommand<MarkNotificationsReadRequest, UnreadCounts>('engagement.mark-notifications-read');
