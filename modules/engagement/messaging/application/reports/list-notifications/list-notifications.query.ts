import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { NotificationList } from '../../../../contracts/notifications.ts';

/** The signed-in member's latest notifications, newest first, and how many are unread. */
export const ListNotifications = defineQuery<void, NotificationList>('engagement.list-notifications');
