import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { UnreadCounts } from '../../../../contracts/notifications.ts';

/** The header's badges: unread messages and unread notifications of the signed-in member. */
export const GetUnreadCounts = defineQuery<void, UnreadCounts>('engagement.get-unread-counts');
