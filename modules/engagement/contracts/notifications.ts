import { z } from 'zod';
import { messageSchema } from './messaging.ts';

/**
 * Notifications: the header's bell, and the realtime stream every signed-in tab keeps open.
 *
 * - `GET /api/notifications`: `{ notifications, unreadCount }`, the latest 30, newest first.
 * - `POST /api/notifications/read` `{ ids? }`: marks those (or, without ids, all) read; answers the counts.
 * - `GET /api/notifications/counts`: `{ unreadMessages, unreadNotifications }` for the header's badges.
 * - `GET /api/events`: Server-Sent Events, one stream per signed-in tab. Each event's `id` is the
 *   member's own event number; a reconnecting client sends `Last-Event-ID` and first receives every
 *   event it missed, read from Postgres. The stream starts with a `counts` event; `: ping` comments
 *   keep proxies from closing it; it ends when the session does. A `reset` event means the missed
 *   events are no longer kept: reload what is shown.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'saved-search-match',
  'connection-request',
  'connection-accepted',
  'jv-interest',
  'listing-expiring',
  'plan',
  'seller-lead',
  'pipeline-task',
  /** an administrator's warning about a reported message */
  'warning',
  /** an administrator approved or rejected a seller's listing (decision 0055) */
  'listing-review',
  /** an offer on a seller's listing, or news of a buyer's offer (decision 0065) */
  'offer',
  /** an administrator verified or turned down a member's proof of funds (decision 0064) */
  'funds-review',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** a path on this site the notification opens */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markNotificationsReadRequestSchema = z.object({
  ids: z
    .array(z.uuid({ message: 'ids must be notification ids' }))
    .max(100, 'At most 100 notifications at once')
    .optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

export const unreadCountsSchema = z.object({
  unreadMessages: z.number().int(),
  unreadNotifications: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** What the realtime stream carries; the SSE event name is `type`, its data the rest as JSON. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** a message in one of the member's conversations (their own ones too, for their other tabs) */
  z.object({ type: z.literal('message'), conversationId: z.string(), message: messageSchema }),
  /** `readerId` has read the conversation up to message `seq` */
  z.object({ type: z.literal('read'), conversationId: z.string(), readerId: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('counts'), counts: unreadCountsSchema }),
  /** the member blocked or unblocked someone, or was blocked: conversations' states changed */
  z.object({ type: z.literal('conversations-changed') }),
  /** the missed events are no longer kept: reload what is shown (sent by the stream, never stored) */
  z.object({ type: z.literal('reset') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];
