import { FundsExpired, FundsRejected, FundsVerified, SessionsEnded } from '../../identity/contracts/events.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import {
  PipelineTaskDue,
  SellerLeadAssigned,
  SellerLeadCaptured,
  SellerLeadOffered,
  SellerLeadUncovered,
} from '../../leads/contracts/events.ts';
import type { Gauges } from '../../shared/kernel/gauges.port.ts';
import type { PubSub } from '../../shared/kernel/key-value.port.ts';
import type { ModuleDefinition } from '../../shared/kernel/module.ts';
import type { PlatformSettings } from '../../shared/kernel/settings.ts';
import { PLATFORM, token } from '../../shared/kernel/tokens.ts';
import { bindWithDependencies } from '../../shared/kernel/use-case.ts';
import { BLOCK_PARTNERS } from './application/block-partners.ts';
import { blockMember } from './application/commands/block-member/block-member.handler.ts';
import { MailUnreadMessages } from './application/commands/mail-unread-messages/mail-unread-messages.command.ts';
import { mailUnreadMessages } from './application/commands/mail-unread-messages/mail-unread-messages.handler.ts';
import { markConversationRead } from './application/commands/mark-conversation-read/mark-conversation-read.handler.ts';
import { markNotificationsRead } from './application/commands/mark-notifications-read/mark-notifications-read.handler.ts';
import { PruneUserEvents } from './application/commands/prune-user-events/prune-user-events.command.ts';
import { pruneUserEvents } from './application/commands/prune-user-events/prune-user-events.handler.ts';
import { PurgeUnsentAttachments } from './application/commands/purge-unsent-attachments/purge-unsent-attachments.command.ts';
import { purgeUnsentAttachments } from './application/commands/purge-unsent-attachments/purge-unsent-attachments.handler.ts';
import { reportConversation } from './application/commands/report-conversation/report-conversation.handler.ts';
import { resolveReport } from './application/commands/resolve-report/resolve-report.handler.ts';
import { sendMessage } from './application/commands/send-message/send-message.handler.ts';
import { startConversation } from './application/commands/start-conversation/start-conversation.handler.ts';
import { unblockMember } from './application/commands/unblock-member/unblock-member.handler.ts';
import { uploadAttachment } from './application/commands/upload-attachment/upload-attachment.handler.ts';
import { findMember } from './application/reports/find-member/find-member.handler.ts';
import { getAttachmentFile } from './application/reports/get-attachment-file/get-attachment-file.handler.ts';
import { getContactAllowance } from './application/reports/get-contact-allowance/get-contact-allowance.handler.ts';
import { getConversation } from './application/reports/get-conversation/get-conversation.handler.ts';
import { getInquiryCounts } from './application/reports/get-inquiry-counts/get-inquiry-counts.handler.ts';
import { getUnreadCounts } from './application/reports/get-unread-counts/get-unread-counts.handler.ts';
import { listBlockedMembers } from './application/reports/list-blocked-members/list-blocked-members.handler.ts';
import { listConversations } from './application/reports/list-conversations/list-conversations.handler.ts';
import { getEngagementFigures } from './application/reports/get-admin-figures/get-admin-figures.handler.ts';
import { listMessageReports } from './application/reports/list-message-reports/list-message-reports.handler.ts';
import { listMessages } from './application/reports/list-messages/list-messages.handler.ts';
import { listNotifications } from './application/reports/list-notifications/list-notifications.handler.ts';
import { OnSellerLeadNews, onSellerLeadNewsNeeds } from './application/subscribers/on-seller-lead-news.ts';
import { OnSessionsEnded, onSessionsEndedNeeds } from './application/subscribers/on-sessions-ended.ts';
import { OnListingReviewed, onListingReviewedNeeds } from './application/subscribers/on-listing-reviewed.ts';
import { OFFER_NEWS_EVENTS, OnOfferNews, onOfferNewsNeeds } from './application/subscribers/on-offer-news.ts';
import { ListingReviewed } from '../../listings/contracts/events.ts';
import { OnFundsReviewed, onFundsReviewedNeeds } from './application/subscribers/on-funds-reviewed.ts';
import { OnOfferMade } from './application/subscribers/on-offer-made.ts';
import { OfferMade } from '../../leads/contracts/events.ts';
import { ENGAGEMENT_API } from '../contracts/api.ts';
import { EngagementApiImpl } from './infrastructure/engagement-api.ts';
import { OfferContactSchema } from './domain/offer-contact.entity.ts';
import {
  ADDRESS_REQUEST_EVENTS,
  OnAddressRequestNews,
  onAddressRequestNewsNeeds,
} from './application/subscribers/on-address-request-news.ts';
import { REALTIME_PUBLISHER } from './application/user-events.ts';
import { BlockSchema } from './domain/block.entity.ts';
import { ConversationSchema } from './domain/conversation.entity.ts';
import { MessageAttachmentSchema } from './domain/message-attachment.entity.ts';
import { MessageSchema } from './domain/message.entity.ts';
import { NotificationSchema } from './domain/notification.entity.ts';
import { ReportSchema } from './domain/report.entity.ts';
import { downloadAttachmentEndpoint, uploadAttachmentEndpoint } from './http/attachments.endpoint.ts';
import { blockMemberEndpoint } from './http/block-member.endpoint.ts';
import { userEventsEndpoint } from './http/events.endpoint.ts';
import { startConversationEndpoint } from './http/start-conversation.endpoint.ts';
import { PostgresBlockPartners } from './infrastructure/blocks/postgres-block-partners.ts';
import { RealtimeHub } from './infrastructure/realtime/realtime-hub.ts';
import { REALTIME_HUB } from './infrastructure/realtime/tokens.ts';

const TOKENS = {
  OnSellerLeadNews: token<OnSellerLeadNews>('engagement.OnSellerLeadNews'),
  OnListingReviewed: token<OnListingReviewed>('engagement.OnListingReviewed'),
  OnOfferNews: token<OnOfferNews>('engagement.OnOfferNews'),
  OnSessionsEnded: token<OnSessionsEnded>('engagement.OnSessionsEnded'),
  OnFundsReviewed: token<OnFundsReviewed>('engagement.OnFundsReviewed'),
  OnOfferMade: token<OnOfferMade>('engagement.OnOfferMade'),
  OnAddressRequestNews: token<OnAddressRequestNews>('engagement.OnAddressRequestNews'),
};

/**
 * Engagement's messaging: conversations, messages and attachments, blocks and reports, notifications, the
 * realtime event stream, mail about unread messages and notices of seller leads. The other capabilities
 * ring their bells through its notifications and realtime events.
 */
export const messaging: Omit<ModuleDefinition, 'name' | 'migrations'> = {
  entities: [ConversationSchema, MessageSchema, BlockSchema, ReportSchema, NotificationSchema, MessageAttachmentSchema, OfferContactSchema],
  bind(container: Container) {
    container
      .bind(REALTIME_HUB)
      .toResolvedValue(
        (pubSub: PubSub, em: EntityManager, settings: PlatformSettings, gauges: Gauges) =>
          new RealtimeHub(pubSub, em, { heartbeatMs: settings.eventsHeartbeatMs, gauges }),
        [PLATFORM.PubSub, PLATFORM.EntityManager, PLATFORM.Settings, PLATFORM.Gauges],
      );
    container.bind(REALTIME_PUBLISHER).toResolvedValue((hub: RealtimeHub) => hub, [REALTIME_HUB]);
    bindWithDependencies(container, TOKENS.OnSessionsEnded, onSessionsEndedNeeds, OnSessionsEnded);
    bindWithDependencies(container, TOKENS.OnSellerLeadNews, onSellerLeadNewsNeeds, OnSellerLeadNews);
    bindWithDependencies(container, TOKENS.OnListingReviewed, onListingReviewedNeeds, OnListingReviewed);
    bindWithDependencies(container, TOKENS.OnOfferNews, onOfferNewsNeeds, OnOfferNews);
    bindWithDependencies(container, TOKENS.OnFundsReviewed, onFundsReviewedNeeds, OnFundsReviewed);
    container.bind(TOKENS.OnOfferMade).toConstantValue(new OnOfferMade());
    container.bind(ENGAGEMENT_API).toResolvedValue((em: EntityManager) => new EngagementApiImpl(em), [PLATFORM.EntityManager]);
    bindWithDependencies(container, TOKENS.OnAddressRequestNews, onAddressRequestNewsNeeds, OnAddressRequestNews);
    container.bind(BLOCK_PARTNERS).toResolvedValue((em: EntityManager) => new PostgresBlockPartners(em), [PLATFORM.EntityManager]);
  },
  commands: [
    startConversation,
    sendMessage,
    markConversationRead,
    blockMember,
    unblockMember,
    reportConversation,
    resolveReport,
    markNotificationsRead,
    pruneUserEvents,
    uploadAttachment,
    purgeUnsentAttachments,
    mailUnreadMessages,
  ],
  queries: [
    getEngagementFigures,
    listConversations,
    getConversation,
    listMessages,
    getInquiryCounts,
    getContactAllowance,
    getUnreadCounts,
    listNotifications,
    listBlockedMembers,
    listMessageReports,
    getAttachmentFile,
    findMember,
  ],
  subscribers: [
    {
      name: 'engagement.seller-lead-news',
      events: [SellerLeadOffered.type, SellerLeadCaptured.type, SellerLeadAssigned.type, SellerLeadUncovered.type, PipelineTaskDue.type],
      handler: TOKENS.OnSellerLeadNews,
    },
    { name: 'engagement.sessions-ended', events: [SessionsEnded.type], handler: TOKENS.OnSessionsEnded },
    { name: 'engagement.listing-reviewed', events: [ListingReviewed.type], handler: TOKENS.OnListingReviewed },
    { name: 'engagement.offer-news', events: OFFER_NEWS_EVENTS.map((event) => event.type), handler: TOKENS.OnOfferNews },
    {
      name: 'engagement.funds-reviewed',
      events: [FundsVerified.type, FundsRejected.type, FundsExpired.type],
      handler: TOKENS.OnFundsReviewed,
    },
    { name: 'engagement.offer-contacts', events: [OfferMade.type], handler: TOKENS.OnOfferMade },
    {
      name: 'engagement.address-request-news',
      events: ADDRESS_REQUEST_EVENTS.map((event) => event.type),
      handler: TOKENS.OnAddressRequestNews,
    },
  ],
  endpoints: [startConversationEndpoint, blockMemberEndpoint, uploadAttachmentEndpoint, downloadAttachmentEndpoint, userEventsEndpoint],
  jobs: [
    { name: 'engagement.prune-user-events', everyMs: 60 * 60_000, command: PruneUserEvents },
    { name: 'engagement.purge-unsent-attachments', everyMs: 10 * 60_000, command: PurgeUnsentAttachments },
    { name: 'engagement.mail-unread-messages', everyMs: 60_000, command: MailUnreadMessages },
  ],
};
