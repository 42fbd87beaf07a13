import type { Container } from 'inversify';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { favoritesAndAlerts } from './favorites-and-alerts/index.ts';
import { messaging } from './messaging/index.ts';
import { EngagementSchema } from './migrations/engagement-0001-schema.ts';
import { EngagementFavorites } from './migrations/engagement-0002-favorites.ts';
import { EngagementMessaging } from './migrations/engagement-0003-messaging.ts';
import { EngagementMessageMail } from './migrations/engagement-0004-message-mail.ts';
import { EngagementMessageAttachments } from './migrations/engagement-0005-message-attachments.ts';
import { EngagementSavedSearches } from './migrations/engagement-0006-saved-searches.ts';
import { EngagementSavedSearchChanges } from './migrations/engagement-0007-saved-search-changes.ts';
import { EngagementConversationSubjects } from './migrations/engagement-0008-conversation-subjects.ts';
import { EngagementMemberDirectory } from './migrations/engagement-0009-member-directory.ts';
import { EngagementMemberSuspensions } from './migrations/engagement-0010-member-suspensions.ts';
import { EngagementReportOutcomes } from './migrations/engagement-0011-report-outcomes.ts';
import { EngagementConversationsCreatedAt } from './migrations/engagement-0012-conversations-created-at.ts';
import { EngagementOfferContacts } from './migrations/engagement-0013-offer-contacts.ts';
import { network } from './network/index.ts';

/** in this order the API reference lists their endpoints and tags as it always has */
const capabilities = [favoritesAndAlerts, messaging, network];

/**
 * Owns conversations and messages, notifications, favorites, saved searches and alerts, the JV board,
 * the member directory and connections: one capability per folder, each giving its part of this
 * definition. The schema, its one migration history and the contracts stay the module's.
 */
export const engagementModule: ModuleDefinition = {
  name: 'engagement',
  entities: capabilities.flatMap((capability) => capability.entities),
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
    { name: 'engagement-0010-member-suspensions', class: EngagementMemberSuspensions },
    { name: 'engagement-0011-report-outcomes', class: EngagementReportOutcomes },
    { name: 'engagement-0012-conversations-created-at', class: EngagementConversationsCreatedAt },
    { name: 'engagement-0013-offer-contacts', class: EngagementOfferContacts },
  ],
  bind(container: Container) {
    for (const capability of capabilities) capability.bind?.(container);
  },
  commands: capabilities.flatMap((capability) => capability.commands ?? []),
  queries: capabilities.flatMap((capability) => capability.queries ?? []),
  subscribers: capabilities.flatMap((capability) => capability.subscribers ?? []),
  endpoints: capabilities.flatMap((capability) => capability.endpoints ?? []),
  pageMeta: network.pageMeta,
  reindex: capabilities.flatMap((capability) => capability.reindex ?? []),
  seed: network.seed,
  jobs: capabilities.flatMap((capability) => capability.jobs ?? []),
};
