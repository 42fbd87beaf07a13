import { leadPageMeta } from './http/lead-page-meta.ts';
import { getLeadPage } from './application/reports/get-lead-page/get-lead-page.handler.ts';
import { LeadsLeadPages } from './migrations/leads-0005-lead-pages.ts';
import { LeadsSourceCreatedAtIndex } from './migrations/leads-0008-source-created-at-index.ts';
import { LeadsAdminSearchIndexes } from './migrations/leads-0010-admin-search-indexes.ts';
import { getLeadsFigures } from './application/reports/get-admin-figures/get-admin-figures.handler.ts';
import { OfferSchema } from './domain/offer.entity.ts';
import { LeadsOffers } from './migrations/leads-0014-offers.ts';
import { makeOffer } from './application/commands/make-offer/make-offer.handler.ts';
import { withdrawOffer } from './application/commands/withdraw-offer/withdraw-offer.handler.ts';
import { declineOffer } from './application/commands/decline-offer/decline-offer.handler.ts';
import { counterOffer } from './application/commands/counter-offer/counter-offer.handler.ts';
import { acceptOffer } from './application/commands/accept-offer/accept-offer.handler.ts';
import { listMyOffers } from './application/reports/list-my-offers/list-my-offers.handler.ts';
import { listListingOffers } from './application/reports/list-listing-offers/list-listing-offers.handler.ts';
import type { Container } from 'inversify';
import { ConversationStarted } from '../engagement/contracts/events.ts';
import { InvitationAccepted } from '../identity/contracts/events.ts';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { LISTINGS_API, type ListingsApi } from '../listings/contracts/api.ts';
import type { CommandBus } from '../shared/kernel/bus.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { LeadsSeeder } from './infrastructure/seed/leads.seeder.ts';
import { bindWithDependencies } from '../shared/kernel/use-case.ts';
import { addPipelineNote } from './application/commands/add-pipeline-note/add-pipeline-note.handler.ts';
import { addPipelineTask } from './application/commands/add-pipeline-task/add-pipeline-task.handler.ts';
import { deletePipelineTask } from './application/commands/delete-pipeline-task/delete-pipeline-task.handler.ts';
import { RemindDueTasks } from './application/commands/remind-due-tasks/remind-due-tasks.command.ts';
import { ClearStaleImports } from './application/commands/clear-stale-imports/clear-stale-imports.command.ts';
import { clearStaleImports } from './application/commands/clear-stale-imports/clear-stale-imports.handler.ts';
import { remindDueTasks } from './application/commands/remind-due-tasks/remind-due-tasks.handler.ts';
import { renamePipelineStage } from './application/commands/rename-pipeline-stage/rename-pipeline-stage.handler.ts';
import { updatePipelineCard } from './application/commands/update-pipeline-card/update-pipeline-card.handler.ts';
import { updatePipelineTask } from './application/commands/update-pipeline-task/update-pipeline-task.handler.ts';
import { getPipeline } from './application/reports/get-pipeline/get-pipeline.handler.ts';
import { getPipelineCard } from './application/reports/get-pipeline-card/get-pipeline-card.handler.ts';
import { OnConversationStarted, onConversationStartedNeeds } from './application/subscribers/on-conversation-started.ts';
import { PipelineActivitySchema } from './domain/pipeline-activity.entity.ts';
import { PipelineCardSchema } from './domain/pipeline-card.entity.ts';
import { PipelineNoteSchema } from './domain/pipeline-note.entity.ts';
import { PipelineStageSchema } from './domain/pipeline-stage.entity.ts';
import { PipelineTaskSchema } from './domain/pipeline-task.entity.ts';
import { LeadsPipeline } from './migrations/leads-0004-pipeline.ts';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { QueueUnclaimedLeads } from './application/commands/queue-unclaimed-leads/queue-unclaimed-leads.command.ts';
import { queueUnclaimedLeads } from './application/commands/queue-unclaimed-leads/queue-unclaimed-leads.handler.ts';
import { assignSellerLead } from './application/commands/assign-seller-lead/assign-seller-lead.handler.ts';
import { exportSellerLeadsEndpoint } from './http/admin-leads-export.endpoint.ts';
import { claimSellerLead } from './application/commands/claim-seller-lead/claim-seller-lead.handler.ts';
import { dismissMarketPrompt } from './application/commands/dismiss-market-prompt/dismiss-market-prompt.handler.ts';
import { getMarketSuggestions } from './application/reports/get-market-suggestions/get-market-suggestions.handler.ts';
import { setLeadMarkets } from './application/commands/set-lead-markets/set-lead-markets.handler.ts';
import { submitSellerLead } from './application/commands/submit-seller-lead/submit-seller-lead.handler.ts';
import { listMyLeads } from './application/reports/list-my-leads/list-my-leads.handler.ts';
import { exportSellerLeads, listSellerLeads } from './application/reports/list-seller-leads/list-seller-leads.handler.ts';
import { SellerLeadSchema } from './domain/seller-lead.entity.ts';
import { LeadsSchema } from './migrations/leads-0001-schema.ts';
import { LeadsSellerLeads } from './migrations/leads-0002-seller-leads.ts';
import { LeadsMarketsAndClaims } from './migrations/leads-0003-markets-and-claims.ts';
import { LeadsMarketPrompts } from './migrations/leads-0006-market-prompts.ts';
import { LeadsLeadAssignments } from './migrations/leads-0007-lead-assignments.ts';
import { LeadsContacts } from './migrations/leads-0009-contacts.ts';
import { ContactSchema } from './domain/contact.entity.ts';
import { ContactImportSchema } from './domain/contact-import.entity.ts';
import { ContactImportPartSchema } from './domain/contact-import-part.entity.ts';
import { LeadsBuyBoxFiltersAndImportParts } from './migrations/leads-0017-buy-box-filters-and-import-parts.ts';
import { ContactImportTemplateSchema } from './domain/contact-import-template.entity.ts';
import { createContact } from './application/commands/create-contact/create-contact.handler.ts';
import { updateContact } from './application/commands/update-contact/update-contact.handler.ts';
import { deleteContacts } from './application/commands/delete-contacts/delete-contacts.handler.ts';
import { tagContacts } from './application/commands/tag-contacts/tag-contacts.handler.ts';
import { uploadContactImport } from './application/commands/upload-contact-import/upload-contact-import.handler.ts';
import { previewContactImport } from './application/commands/preview-contact-import/preview-contact-import.handler.ts';
import { startContactImport } from './application/commands/start-contact-import/start-contact-import.handler.ts';
import { undoContactImport } from './application/commands/undo-contact-import/undo-contact-import.handler.ts';
import { exportContacts, listContacts } from './application/reports/list-contacts/list-contacts.handler.ts';
import { getContactImport } from './application/reports/get-contact-import/get-contact-import.handler.ts';
import { OnContactImportChunkDue, onContactImportChunkDueNeeds } from './application/subscribers/on-contact-import-chunk-due.ts';
import { ContactImportChunkDue, OfferAccepted, OfferMade } from './contracts/events.ts';
import { uploadContactImportEndpoint } from './http/contact-import-upload.endpoint.ts';
import { exportContactsEndpoint } from './http/contacts-export.endpoint.ts';
import { LeadsSegments } from './migrations/leads-0011-segments.ts';
import { SegmentSchema } from './domain/segment.entity.ts';
import { createSegment } from './application/commands/create-segment/create-segment.handler.ts';
import { updateSegment } from './application/commands/update-segment/update-segment.handler.ts';
import { deleteSegment } from './application/commands/delete-segment/delete-segment.handler.ts';
import { listSegments } from './application/reports/list-segments/list-segments.handler.ts';
import { listListingMatches } from './application/reports/list-listing-matches/list-listing-matches.handler.ts';
import { CampaignSchema } from './domain/campaign.entity.ts';
import { LeadsCampaigns } from './migrations/leads-0012-campaigns.ts';
import { createCampaign } from './application/commands/create-campaign/create-campaign.handler.ts';
import { updateCampaign } from './application/commands/update-campaign/update-campaign.handler.ts';
import { sendCampaign } from './application/commands/send-campaign/send-campaign.handler.ts';
import { pauseCampaign } from './application/commands/pause-campaign/pause-campaign.handler.ts';
import { resumeCampaign } from './application/commands/resume-campaign/resume-campaign.handler.ts';
import { testCampaign } from './application/commands/test-campaign/test-campaign.handler.ts';
import { unsubscribeCampaignContact } from './application/commands/unsubscribe-campaign-contact/unsubscribe-campaign-contact.handler.ts';
import { recordCampaignClick } from './application/commands/record-campaign-click/record-campaign-click.handler.ts';
import { recordMailEvents } from './application/commands/record-mail-events/record-mail-events.handler.ts';
import { DriveCampaigns } from './application/commands/drive-campaigns/drive-campaigns.command.ts';
import { driveCampaigns } from './application/commands/drive-campaigns/drive-campaigns.handler.ts';
import { listCampaigns } from './application/reports/list-campaigns/list-campaigns.handler.ts';
import { getCampaign } from './application/reports/get-campaign/get-campaign.handler.ts';
import { listCampaignJoins } from './application/reports/list-campaign-joins/list-campaign-joins.handler.ts';
import { previewCampaign } from './application/reports/preview-campaign/preview-campaign.handler.ts';
import { OnCampaignSendDue, onCampaignSendDueNeeds } from './application/subscribers/on-campaign-send-due.ts';
import { OnInvitationAccepted, onInvitationAcceptedNeeds } from './application/subscribers/on-invitation-accepted.ts';
import { OnOfferProgress, onOfferProgressNeeds } from './application/subscribers/on-offer-progress.ts';
import { setOfferRules } from './application/commands/set-offer-rules/set-offer-rules.handler.ts';
import { callBestAndFinal } from './application/commands/call-best-and-final/call-best-and-final.handler.ts';
import { reviseOffer } from './application/commands/revise-offer/revise-offer.handler.ts';
import { markEarnestReceived } from './application/commands/mark-earnest-received/mark-earnest-received.handler.ts';
import { remindDealDates } from './application/commands/remind-deal-dates/remind-deal-dates.handler.ts';
import { RemindDealDates } from './application/commands/remind-deal-dates/remind-deal-dates.command.ts';
import { getOfferRules } from './application/reports/get-offer-rules/get-offer-rules.handler.ts';
import { getContractDraft } from './application/reports/get-contract-draft/get-contract-draft.handler.ts';
import { contractDraftEndpoint } from './http/contract-draft.endpoint.ts';
import { ListingOfferRulesSchema } from './domain/listing-offer-rules.entity.ts';
import { LeadsOfferDeals } from './migrations/leads-0015-offer-deals.ts';
import { LeadsOffersBySeller } from './migrations/leads-0016-offers-by-seller.ts';
import { getOfferAnalytics } from './application/reports/get-offer-analytics/get-offer-analytics.handler.ts';
import { LeadsLeadSearchIndex } from './migrations/leads-0018-lead-search-index.ts';
import { CampaignSendDue } from './contracts/campaign-events.ts';
import {
  campaignClickEndpoint,
  campaignUnsubscribeEndpoint,
  campaignUnsubscribePageEndpoint,
  mailWebhookEndpoint,
} from './http/campaign-mail.endpoint.ts';
import { CampaignMailLinks } from './infrastructure/campaign-mail-links.ts';
import { LEADS_SERVICES } from './tokens.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';

const TOKENS = {
  OnConversationStarted: token<OnConversationStarted>('leads.OnConversationStarted'),
  Seeder: token<LeadsSeeder>('leads.Seeder'),
  OnContactImportChunkDue: token<OnContactImportChunkDue>('leads.OnContactImportChunkDue'),
  OnCampaignSendDue: token<OnCampaignSendDue>('leads.OnCampaignSendDue'),
  OnInvitationAccepted: token<OnInvitationAccepted>('leads.OnInvitationAccepted'),
  OnOfferProgress: token<OnOfferProgress>('leads.OnOfferProgress'),
};

/**
 * Owns seller leads (cash-offer form), deal pipeline, bulk contacts, bulk invitations. So far: the
 * homepage's seller leads, paid sellers' markets (and the dashboard's prompt to choose them; the demo
 * sellers' own) and claims, the administrators' queue of those no investor took within the hour, and
 * the deal pipeline (cards for taken leads and buyers' inquiries), and the sellers' buyers lists with
 * their CSV imports (stored chunk by chunk in the background, undoable), saved segments of them,
 * each listing's matching buyers, and campaigns to them (sent by a throttled worker through the
 * outbox, with one-click unsubscribe, tracked clicks and the provider's bounces).
 */
export const leadsModule: ModuleDefinition = {
  name: 'leads',
  entities: [
    SellerLeadSchema,
    PipelineStageSchema,
    PipelineCardSchema,
    PipelineNoteSchema,
    PipelineTaskSchema,
    PipelineActivitySchema,
    ContactSchema,
    ContactImportSchema,
    ContactImportPartSchema,
    ContactImportTemplateSchema,
    SegmentSchema,
    CampaignSchema,
    OfferSchema,
    ListingOfferRulesSchema,
  ],
  migrations: [
    { name: 'leads-0001-schema', class: LeadsSchema },
    { name: 'leads-0002-seller-leads', class: LeadsSellerLeads },
    { name: 'leads-0003-markets-and-claims', class: LeadsMarketsAndClaims },
    { name: 'leads-0004-pipeline', class: LeadsPipeline },
    { name: 'leads-0005-lead-pages', class: LeadsLeadPages },
    { name: 'leads-0006-market-prompts', class: LeadsMarketPrompts },
    { name: 'leads-0007-lead-assignments', class: LeadsLeadAssignments },
    { name: 'leads-0008-source-created-at-index', class: LeadsSourceCreatedAtIndex },
    { name: 'leads-0009-contacts', class: LeadsContacts },
    { name: 'leads-0010-admin-search-indexes', class: LeadsAdminSearchIndexes },
    { name: 'leads-0011-segments', class: LeadsSegments },
    { name: 'leads-0012-campaigns', class: LeadsCampaigns },
    { name: 'leads-0014-offers', class: LeadsOffers },
    { name: 'leads-0015-offer-deals', class: LeadsOfferDeals },
    { name: 'leads-0016-offers-by-seller', class: LeadsOffersBySeller },
    { name: 'leads-0017-buy-box-filters-and-import-parts', class: LeadsBuyBoxFiltersAndImportParts },
    { name: 'leads-0018-lead-search-index', class: LeadsLeadSearchIndex },
  ],
  commands: [
    submitSellerLead,
    queueUnclaimedLeads,
    setLeadMarkets,
    dismissMarketPrompt,
    claimSellerLead,
    assignSellerLead,
    renamePipelineStage,
    updatePipelineCard,
    addPipelineNote,
    addPipelineTask,
    updatePipelineTask,
    deletePipelineTask,
    remindDueTasks,
    clearStaleImports,
    createContact,
    updateContact,
    deleteContacts,
    tagContacts,
    uploadContactImport,
    previewContactImport,
    startContactImport,
    undoContactImport,
    createSegment,
    updateSegment,
    deleteSegment,
    createCampaign,
    updateCampaign,
    sendCampaign,
    pauseCampaign,
    resumeCampaign,
    testCampaign,
    unsubscribeCampaignContact,
    recordCampaignClick,
    recordMailEvents,
    driveCampaigns,
    makeOffer,
    withdrawOffer,
    declineOffer,
    counterOffer,
    acceptOffer,
    setOfferRules,
    callBestAndFinal,
    reviseOffer,
    markEarnestReceived,
    remindDealDates,
  ],
  queries: [
    getLeadsFigures,
    listSellerLeads,
    exportSellerLeads,
    listMyLeads,
    getMarketSuggestions,
    getPipeline,
    getPipelineCard,
    getLeadPage,
    listContacts,
    exportContacts,
    getContactImport,
    listSegments,
    listListingMatches,
    listCampaigns,
    getCampaign,
    listCampaignJoins,
    previewCampaign,
    listMyOffers,
    getOfferAnalytics,
    listListingOffers,
    getOfferRules,
    getContractDraft,
  ],
  bind(container: Container) {
    bindWithDependencies(container, TOKENS.OnConversationStarted, onConversationStartedNeeds, OnConversationStarted);
    bindWithDependencies(container, TOKENS.OnContactImportChunkDue, onContactImportChunkDueNeeds, OnContactImportChunkDue);
    bindWithDependencies(container, TOKENS.OnCampaignSendDue, onCampaignSendDueNeeds, OnCampaignSendDue);
    bindWithDependencies(container, TOKENS.OnInvitationAccepted, onInvitationAcceptedNeeds, OnInvitationAccepted);
    bindWithDependencies(container, TOKENS.OnOfferProgress, onOfferProgressNeeds, OnOfferProgress);
    container
      .bind(LEADS_SERVICES.CampaignMailLinks)
      .toResolvedValue(
        (em: EntityManager, settings: PlatformSettings) => new CampaignMailLinks(em, settings),
        [PLATFORM.EntityManager, PLATFORM.Settings],
      );
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, listings: ListingsApi) => new LeadsSeeder(em, commands, listings),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, LISTINGS_API],
      );
  },
  seed: TOKENS.Seeder,
  subscribers: [
    { name: 'leads.pipeline-inquiries', events: [ConversationStarted.type], handler: TOKENS.OnConversationStarted },
    { name: 'leads.contact-imports', events: [ContactImportChunkDue.type], handler: TOKENS.OnContactImportChunkDue },
    { name: 'leads.campaign-sending', events: [CampaignSendDue.type], handler: TOKENS.OnCampaignSendDue },
    { name: 'leads.campaign-joins', events: [InvitationAccepted.type], handler: TOKENS.OnInvitationAccepted },
    { name: 'leads.pipeline-offers', events: [OfferMade.type, OfferAccepted.type], handler: TOKENS.OnOfferProgress },
  ],
  endpoints: [
    exportSellerLeadsEndpoint,
    uploadContactImportEndpoint,
    exportContactsEndpoint,
    campaignUnsubscribeEndpoint,
    campaignUnsubscribePageEndpoint,
    campaignClickEndpoint,
    mailWebhookEndpoint,
    contractDraftEndpoint,
  ],
  pageMeta: leadPageMeta,
  jobs: [
    { name: 'leads.queue-unclaimed-leads', everyMs: 60_000, command: QueueUnclaimedLeads },
    { name: 'leads.remind-due-tasks', everyMs: 60_000, command: RemindDueTasks },
    { name: 'leads.clear-stale-imports', everyMs: 60 * 60_000, command: ClearStaleImports },
    { name: 'leads.drive-campaigns', everyMs: 15_000, command: DriveCampaigns },
    { name: 'leads.remind-deal-dates', everyMs: 60_000, command: RemindDealDates },
  ],
};
