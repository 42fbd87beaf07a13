import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import { ListingDeleted } from '../listings/contracts/events.ts';
import type { PubSub } from '../shared/kernel/key-value.port.ts';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { addFavorite } from './application/commands/add-favorite/add-favorite.handler.ts';
import { blockMember } from './application/commands/block-member/block-member.handler.ts';
import { MailUnreadMessages } from './application/commands/mail-unread-messages/mail-unread-messages.command.ts';
import { mailUnreadMessages } from './application/commands/mail-unread-messages/mail-unread-messages.handler.ts';
import { markConversationRead } from './application/commands/mark-conversation-read/mark-conversation-read.handler.ts';
import { markNotificationsRead } from './application/commands/mark-notifications-read/mark-notifications-read.handler.ts';
import { PruneUserEvents } from './application/commands/prune-user-events/prune-user-events.command.ts';
import { pruneUserEvents } from './application/commands/prune-user-events/prune-user-events.handler.ts';
import { removeFavorite } from './application/commands/remove-favorite/remove-favorite.handler.ts';
import { reportConversation } from './application/commands/report-conversation/report-conversation.handler.ts';
import { sendMessage } from './application/commands/send-message/send-message.handler.ts';
import { startConversation } from './application/commands/start-conversation/start-conversation.handler.ts';
import { unblockMember } from './application/commands/unblock-member/unblock-member.handler.ts';
import { uploadAttachment } from './application/commands/upload-attachment/upload-attachment.handler.ts';
import { PurgeUnsentAttachments } from './application/commands/purge-unsent-attachments/purge-unsent-attachments.command.ts';
import { purgeUnsentAttachments } from './application/commands/purge-unsent-attachments/purge-unsent-attachments.handler.ts';
import { getAttachmentFile } from './application/reports/get-attachment-file/get-attachment-file.handler.ts';
import { REALTIME_PUBLISHER } from './application/realtime/user-events.ts';
import { getConversation } from './application/reports/get-conversation/get-conversation.handler.ts';
import { getInquiryCounts } from './application/reports/get-inquiry-counts/get-inquiry-counts.handler.ts';
import { getUnreadCounts } from './application/reports/get-unread-counts/get-unread-counts.handler.ts';
import { listBlockedMembers } from './application/reports/list-blocked-members/list-blocked-members.handler.ts';
import { listConversations } from './application/reports/list-conversations/list-conversations.handler.ts';
import { listFavorites } from './application/reports/list-favorites/list-favorites.handler.ts';
import { listMessageReports } from './application/reports/list-message-reports/list-message-reports.handler.ts';
import { listMessages } from './application/reports/list-messages/list-messages.handler.ts';
import { listNotifications } from './application/reports/list-notifications/list-notifications.handler.ts';
import { OnListingDeleted } from './application/subscribers/on-listing-deleted.ts';
import { BlockSchema } from './domain/block.entity.ts';
import { ConversationSchema } from './domain/conversation.entity.ts';
import { FavoriteSchema } from './domain/favorite.entity.ts';
import { MessageSchema } from './domain/message.entity.ts';
import { MessageAttachmentSchema } from './domain/message-attachment.entity.ts';
import { NotificationSchema } from './domain/notification.entity.ts';
import { ReportSchema } from './domain/report.entity.ts';
import { engagementRouter } from './http/engagement.routes.ts';
import { RealtimeHub } from './infrastructure/realtime/realtime-hub.ts';
import { EngagementSchema } from './migrations/engagement-0001-schema.ts';
import { EngagementFavorites } from './migrations/engagement-0002-favorites.ts';
import { EngagementMessaging } from './migrations/engagement-0003-messaging.ts';
import { EngagementMessageMail } from './migrations/engagement-0004-message-mail.ts';
import { EngagementMessageAttachments } from './migrations/engagement-0005-message-attachments.ts';
import { REALTIME_HUB } from './tokens.ts';

const TOKENS = {
  OnListingDeleted: token<OnListingDeleted>('engagement.OnListingDeleted'),
};

/** Owns favorites, saved searches and alerts, conversations and messages, JV board, connections, notifications. */
export const engagementModule: ModuleDefinition = {
  name: 'engagement',
  entities: [FavoriteSchema, ConversationSchema, MessageSchema, BlockSchema, ReportSchema, NotificationSchema, MessageAttachmentSchema],
  migrations: [
    { name: 'engagement-0001-schema', class: EngagementSchema },
    { name: 'engagement-0002-favorites', class: EngagementFavorites },
    { name: 'engagement-0003-messaging', class: EngagementMessaging },
    { name: 'engagement-0004-message-mail', class: EngagementMessageMail },
    { name: 'engagement-0005-message-attachments', class: EngagementMessageAttachments },
  ],
  bind(container: Container) {
    container.bind(TOKENS.OnListingDeleted).toResolvedValue(() => new OnListingDeleted());
    container
      .bind(REALTIME_HUB)
      .toResolvedValue(
        (pubSub: PubSub, em: EntityManager, settings: PlatformSettings) => new RealtimeHub(pubSub, em, { heartbeatMs: settings.eventsHeartbeatMs }),
        [PLATFORM.PubSub, PLATFORM.EntityManager, PLATFORM.Settings],
      );
    container.bind(REALTIME_PUBLISHER).toResolvedValue((hub: RealtimeHub) => hub, [REALTIME_HUB]);
  },
  commands: [
    addFavorite,
    removeFavorite,
    startConversation,
    sendMessage,
    markConversationRead,
    blockMember,
    unblockMember,
    reportConversation,
    markNotificationsRead,
    pruneUserEvents,
    uploadAttachment,
    purgeUnsentAttachments,
    mailUnreadMessages,
  ],
  queries: [
    listFavorites,
    listConversations,
    getConversation,
    listMessages,
    getInquiryCounts,
    getUnreadCounts,
    listNotifications,
    listBlockedMembers,
    listMessageReports,
    getAttachmentFile,
  ],
  subscribers: [{ name: 'engagement.favorites-of-deleted-listings', events: [ListingDeleted.type], handler: TOKENS.OnListingDeleted }],
  router: engagementRouter,
  jobs: [
    { name: 'engagement.prune-user-events', everyMs: 60 * 60_000, command: PruneUserEvents },
    { name: 'engagement.purge-unsent-attachments', everyMs: 10 * 60_000, command: PurgeUnsentAttachments },
    { name: 'engagement.mail-unread-messages', everyMs: 60_000, command: MailUnreadMessages },
  ],
};
