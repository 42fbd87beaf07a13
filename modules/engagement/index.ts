import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import { BILLING_API, type BillingApi } from '../billing/contracts/api.ts';
import { IDENTITY_API, type IdentityApi } from '../identity/contracts/api.ts';
import { LISTINGS_API, type ListingsApi } from '../listings/contracts/api.ts';
import { ListingDeleted, ListingPublished, ListingUpdated } from '../listings/contracts/events.ts';
import type { Clock } from '../shared/kernel/clock.ts';
import type { PubSub } from '../shared/kernel/key-value.port.ts';
import type { Gauges } from '../shared/kernel/gauges.port.ts';
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
import { BUYER_PLAN_EVENTS, OnBuyerPlanChanged } from './application/subscribers/on-buyer-plan-changed.ts';
import { OnSellerLeadNews } from './application/subscribers/on-seller-lead-news.ts';
import { PipelineTaskDue, SellerLeadCaptured, SellerLeadOffered } from '../leads/contracts/events.ts';
import type { Mailer } from '../shared/kernel/mailer.port.ts';
import { OnListingForSavedSearches } from './application/subscribers/on-listing-for-saved-searches.ts';
import { createSavedSearch } from './application/commands/create-saved-search/create-saved-search.handler.ts';
import { updateSavedSearch } from './application/commands/update-saved-search/update-saved-search.handler.ts';
import { deleteSavedSearch } from './application/commands/delete-saved-search/delete-saved-search.handler.ts';
import { openSavedSearch } from './application/commands/open-saved-search/open-saved-search.handler.ts';
import { setDigestSchedule } from './application/commands/set-digest-schedule/set-digest-schedule.handler.ts';
import { MailListingAlerts } from './application/commands/mail-listing-alerts/mail-listing-alerts.command.ts';
import { mailListingAlerts } from './application/commands/mail-listing-alerts/mail-listing-alerts.handler.ts';
import { listSavedSearches } from './application/reports/list-saved-searches/list-saved-searches.handler.ts';
import { listSavedSearchMatches } from './application/reports/list-saved-search-matches/list-saved-search-matches.handler.ts';
import { countListingDemand } from './application/reports/count-listing-demand/count-listing-demand.handler.ts';
import { PruneSavedSearchChanges } from './application/commands/prune-saved-search-changes/prune-saved-search-changes.command.ts';
import { pruneSavedSearchChanges } from './application/commands/prune-saved-search-changes/prune-saved-search-changes.handler.ts';
import { SAVED_SEARCH_MATCHER, SavedSearchMatcher } from './application/alerts/saved-search-matching.ts';
import { SavedSearchSchema } from './domain/saved-search.entity.ts';
import { EngagementSavedSearches } from './migrations/engagement-0006-saved-searches.ts';
import { EngagementSavedSearchChanges } from './migrations/engagement-0007-saved-search-changes.ts';
import { BlockSchema } from './domain/block.entity.ts';
import { ConversationSchema } from './domain/conversation.entity.ts';
import { JvPostSchema } from './domain/jv-post.entity.ts';
import { EngagementConversationSubjects } from './migrations/engagement-0008-conversation-subjects.ts';
import { createJvPost } from './application/commands/create-jv-post/create-jv-post.handler.ts';
import { updateJvPost } from './application/commands/update-jv-post/update-jv-post.handler.ts';
import { renewJvPost } from './application/commands/renew-jv-post/renew-jv-post.handler.ts';
import { deleteJvPost } from './application/commands/delete-jv-post/delete-jv-post.handler.ts';
import { ExpireJvPosts } from './application/commands/expire-jv-posts/expire-jv-posts.command.ts';
import { expireJvPosts } from './application/commands/expire-jv-posts/expire-jv-posts.handler.ts';
import { listJvPosts } from './application/queries/list-jv-posts/list-jv-posts.handler.ts';
import { listMyJvPosts } from './application/reports/list-my-jv-posts/list-my-jv-posts.handler.ts';
import { BLOCK_PARTNERS } from './application/messaging/block-partners.ts';
import { PostgresBlockPartners } from './infrastructure/blocks/postgres-block-partners.ts';
import { JV_POSTS_EVENTS, JvPostsProjector } from './infrastructure/projections/jv-posts.projector.ts';
import { JvPostsReindexer } from './infrastructure/projections/jv-posts.reindexer.ts';
import { EngagementSeeder } from './infrastructure/seed/engagement.seeder.ts';
import type { CommandBus } from '../shared/kernel/bus.ts';
import { getJvPost } from './application/reports/get-jv-post/get-jv-post.handler.ts';
import { listJvPostsEndpoint } from './application/jv/list-posts.endpoint.ts';
import { startConversationEndpoint } from './application/messaging/start-conversation.endpoint.ts';
import { blockMemberEndpoint } from './application/messaging/block-member.endpoint.ts';
import { getMemberProfileEndpoint } from './application/connections/get-member-profile.endpoint.ts';
import { downloadAttachmentEndpoint, uploadAttachmentEndpoint } from './http/attachments.endpoint.ts';
import { userEventsEndpoint } from './http/events.endpoint.ts';
import { findMember } from './application/reports/find-member/find-member.handler.ts';
import { FavoriteSchema } from './domain/favorite.entity.ts';
import { MessageSchema } from './domain/message.entity.ts';
import { MessageAttachmentSchema } from './domain/message-attachment.entity.ts';
import { NotificationSchema } from './domain/notification.entity.ts';
import { ReportSchema } from './domain/report.entity.ts';
import { saveSearchEndpoint } from './http/save-search.endpoint.ts';
import { RealtimeHub } from './infrastructure/realtime/realtime-hub.ts';
import { EngagementSchema } from './migrations/engagement-0001-schema.ts';
import { EngagementFavorites } from './migrations/engagement-0002-favorites.ts';
import { EngagementMessaging } from './migrations/engagement-0003-messaging.ts';
import { EngagementMessageMail } from './migrations/engagement-0004-message-mail.ts';
import { EngagementMessageAttachments } from './migrations/engagement-0005-message-attachments.ts';
import { REALTIME_HUB } from './tokens.ts';
import { updateMemberProfile } from './application/commands/update-member-profile/update-member-profile.handler.ts';
import { requestConnection } from './application/commands/request-connection/request-connection.handler.ts';
import { answerConnectionRequest } from './application/commands/answer-connection-request/answer-connection-request.handler.ts';
import { removeConnection } from './application/commands/remove-connection/remove-connection.handler.ts';
import { getMyProfile } from './application/reports/get-my-profile/get-my-profile.handler.ts';
import { listConnections } from './application/reports/list-connections/list-connections.handler.ts';
import { searchMembers } from './application/queries/search-members/search-members.handler.ts';
import { getMemberProfile } from './application/queries/get-member-profile/get-member-profile.handler.ts';
import { MemberProfileSchema } from './domain/member-profile.entity.ts';
import { ConnectionSchema } from './domain/connection.entity.ts';
import { EngagementMemberDirectory } from './migrations/engagement-0009-member-directory.ts';
import { DIRECTORY_EVENTS, MemberDirectoryProjector } from './infrastructure/projections/member-directory.projector.ts';
import { MemberDirectoryReindexer } from './infrastructure/projections/member-directory.reindexer.ts';
import { directoryPageMeta } from './http/directory-page-meta.ts';
import type { SearchIndex } from '../shared/kernel/search-index.port.ts';
import type { Reindexer } from '../shared/kernel/module.ts';

const TOKENS = {
  OnListingDeleted: token<OnListingDeleted>('engagement.OnListingDeleted'),
  OnListingForSavedSearches: token<OnListingForSavedSearches>('engagement.OnListingForSavedSearches'),
  OnBuyerPlanChanged: token<OnBuyerPlanChanged>('engagement.OnBuyerPlanChanged'),
  OnSellerLeadNews: token<OnSellerLeadNews>('engagement.OnSellerLeadNews'),
  MemberDirectoryProjector: token<MemberDirectoryProjector>('engagement.MemberDirectoryProjector'),
  MemberDirectoryReindexer: token<Reindexer>('engagement.MemberDirectoryReindexer'),
  JvPostsProjector: token<JvPostsProjector>('engagement.JvPostsProjector'),
  JvPostsReindexer: token<Reindexer>('engagement.JvPostsReindexer'),
  Seeder: token<EngagementSeeder>('engagement.Seeder'),
};

/** Owns favorites, saved searches and alerts, conversations and messages, JV board, connections, notifications. */
export const engagementModule: ModuleDefinition = {
  name: 'engagement',
  entities: [
    FavoriteSchema,
    ConversationSchema,
    MessageSchema,
    BlockSchema,
    ReportSchema,
    NotificationSchema,
    MessageAttachmentSchema,
    SavedSearchSchema,
    JvPostSchema,
    MemberProfileSchema,
    ConnectionSchema,
  ],
  migrations: [
    { name: 'engagement-0001-schema', class: EngagementSchema },
    { name: 'engagement-0002-favorites', class: EngagementFavorites },
    { name: 'engagement-0003-messaging', class: EngagementMessaging },
    { name: 'engagement-0004-message-mail', class: EngagementMessageMail },
    { name: 'engagement-0005-message-attachments', class: EngagementMessageAttachments },
    { name: 'engagement-0006-saved-searches', class: EngagementSavedSearches },
    { name: 'engagement-0007-saved-search-changes', class: EngagementSavedSearchChanges },
    { name: 'engagement-0008-conversation-subjects', class: EngagementConversationSubjects },
    { name: 'engagement-0009-member-directory', class: EngagementMemberDirectory },
  ],
  bind(container: Container) {
    container.bind(TOKENS.OnListingDeleted).toResolvedValue(() => new OnListingDeleted());
    container
      .bind(REALTIME_HUB)
      .toResolvedValue(
        (pubSub: PubSub, em: EntityManager, settings: PlatformSettings, gauges: Gauges) =>
          new RealtimeHub(pubSub, em, { heartbeatMs: settings.eventsHeartbeatMs, gauges }),
        [PLATFORM.PubSub, PLATFORM.EntityManager, PLATFORM.Settings, PLATFORM.Gauges],
      );
    container.bind(REALTIME_PUBLISHER).toResolvedValue((hub: RealtimeHub) => hub, [REALTIME_HUB]);
    container.bind(SAVED_SEARCH_MATCHER).toResolvedValue(() => new SavedSearchMatcher());
    container
      .bind(TOKENS.OnListingForSavedSearches)
      .toResolvedValue(
        (clock: Clock, identity: IdentityApi, realtime: RealtimeHub, matcher: SavedSearchMatcher) =>
          new OnListingForSavedSearches(clock, identity, realtime, matcher),
        [PLATFORM.Clock, IDENTITY_API, REALTIME_HUB, SAVED_SEARCH_MATCHER],
      );
    container
      .bind(TOKENS.OnSellerLeadNews)
      .toResolvedValue(
        (clock: Clock, identity: IdentityApi, realtime: RealtimeHub, mailer: Mailer, settings: PlatformSettings) =>
          new OnSellerLeadNews(clock, identity, realtime, mailer, settings.publicUrl),
        [PLATFORM.Clock, IDENTITY_API, REALTIME_HUB, PLATFORM.Mailer, PLATFORM.Settings],
      );
    container
      .bind(TOKENS.MemberDirectoryProjector)
      .toResolvedValue(
        (search: SearchIndex, identity: IdentityApi, billing: BillingApi) => new MemberDirectoryProjector(search, identity, billing),
        [PLATFORM.SearchIndex, IDENTITY_API, BILLING_API],
      );
    container.bind(TOKENS.JvPostsProjector).toResolvedValue((search: SearchIndex) => new JvPostsProjector(search), [PLATFORM.SearchIndex]);
    container
      .bind(TOKENS.JvPostsReindexer)
      .toResolvedValue(
        (em: EntityManager, search: SearchIndex) => new JvPostsReindexer(em, search),
        [PLATFORM.EntityManager, PLATFORM.SearchIndex],
      );
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, identity: IdentityApi) => new EngagementSeeder(em, commands, identity),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, IDENTITY_API],
      );
    container.bind(BLOCK_PARTNERS).toResolvedValue((em: EntityManager) => new PostgresBlockPartners(em), [PLATFORM.EntityManager]);
    container
      .bind(TOKENS.MemberDirectoryReindexer)
      .toResolvedValue(
        (em: EntityManager, search: SearchIndex, identity: IdentityApi, listings: ListingsApi, billing: BillingApi) =>
          new MemberDirectoryReindexer(em, search, identity, listings, billing),
        [PLATFORM.EntityManager, PLATFORM.SearchIndex, IDENTITY_API, LISTINGS_API, BILLING_API],
      );
    container.bind(TOKENS.OnBuyerPlanChanged).toResolvedValue((billing: BillingApi) => new OnBuyerPlanChanged(billing), [BILLING_API]);
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
    createSavedSearch,
    updateSavedSearch,
    deleteSavedSearch,
    openSavedSearch,
    setDigestSchedule,
    mailListingAlerts,
    pruneSavedSearchChanges,
    createJvPost,
    updateJvPost,
    renewJvPost,
    deleteJvPost,
    expireJvPosts,
    updateMemberProfile,
    requestConnection,
    answerConnectionRequest,
    removeConnection,
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
    listSavedSearches,
    listSavedSearchMatches,
    countListingDemand,
    listJvPosts,
    listMyJvPosts,
    getJvPost,
    findMember,
    getMyProfile,
    listConnections,
    searchMembers,
    getMemberProfile,
  ],
  subscribers: [
    { name: 'engagement.favorites-of-deleted-listings', events: [ListingDeleted.type], handler: TOKENS.OnListingDeleted },
    {
      name: 'engagement.saved-search-matches',
      events: [ListingPublished.type, ListingUpdated.type, ListingDeleted.type],
      handler: TOKENS.OnListingForSavedSearches,
    },
    {
      name: 'engagement.seller-lead-news',
      events: [SellerLeadOffered.type, SellerLeadCaptured.type, PipelineTaskDue.type],
      handler: TOKENS.OnSellerLeadNews,
    },
    {
      name: 'engagement.saved-search-alerts-plan',
      events: BUYER_PLAN_EVENTS.map((event) => event.type),
      handler: TOKENS.OnBuyerPlanChanged,
    },
    { name: 'engagement.member-directory', events: DIRECTORY_EVENTS.map((event) => event.type), handler: TOKENS.MemberDirectoryProjector },
    { name: 'engagement.jv-posts-index', events: JV_POSTS_EVENTS.map((event) => event.type), handler: TOKENS.JvPostsProjector },
  ],
  endpoints: [
    saveSearchEndpoint,
    listJvPostsEndpoint,
    startConversationEndpoint,
    blockMemberEndpoint,
    getMemberProfileEndpoint,
    uploadAttachmentEndpoint,
    downloadAttachmentEndpoint,
    userEventsEndpoint,
  ],
  pageMeta: directoryPageMeta,
  reindex: [TOKENS.MemberDirectoryReindexer, TOKENS.JvPostsReindexer],
  seed: TOKENS.Seeder,
  jobs: [
    { name: 'engagement.prune-user-events', everyMs: 60 * 60_000, command: PruneUserEvents },
    { name: 'engagement.purge-unsent-attachments', everyMs: 10 * 60_000, command: PurgeUnsentAttachments },
    { name: 'engagement.mail-unread-messages', everyMs: 60_000, command: MailUnreadMessages },
    // instant alerts reach buyers within a minute of the listing event
    { name: 'engagement.mail-listing-alerts', everyMs: 15_000, command: MailListingAlerts },
    { name: 'engagement.prune-saved-search-changes', everyMs: 60 * 60_000, command: PruneSavedSearchChanges },
    // JV posts 60 days past posting or renewal leave the board (reads already hide them once past)
    { name: 'engagement.expire-jv-posts', everyMs: 60 * 60_000, command: ExpireJvPosts },
  ],
};
