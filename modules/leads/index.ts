import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { QueueUnclaimedLeads } from './application/commands/queue-unclaimed-leads/queue-unclaimed-leads.command.ts';
import { queueUnclaimedLeads } from './application/commands/queue-unclaimed-leads/queue-unclaimed-leads.handler.ts';
import { claimSellerLead } from './application/commands/claim-seller-lead/claim-seller-lead.handler.ts';
import { setLeadMarkets } from './application/commands/set-lead-markets/set-lead-markets.handler.ts';
import { submitSellerLead } from './application/commands/submit-seller-lead/submit-seller-lead.handler.ts';
import { listMyLeads } from './application/reports/list-my-leads/list-my-leads.handler.ts';
import { listSellerLeads } from './application/reports/list-seller-leads/list-seller-leads.handler.ts';
import { SellerLeadSchema } from './domain/seller-lead.entity.ts';
import { leadsRouter } from './http/leads.routes.ts';
import { LeadsSchema } from './migrations/leads-0001-schema.ts';
import { LeadsSellerLeads } from './migrations/leads-0002-seller-leads.ts';
import { LeadsMarketsAndClaims } from './migrations/leads-0003-markets-and-claims.ts';

/**
 * Owns seller leads (cash-offer form), deal pipeline, bulk contacts, bulk invitations. So far: the
 * homepage's seller leads, paid sellers' markets and claims, and the administrators' queue of those
 * no investor took within the hour.
 */
export const leadsModule: ModuleDefinition = {
  name: 'leads',
  entities: [SellerLeadSchema],
  migrations: [
    { name: 'leads-0001-schema', class: LeadsSchema },
    { name: 'leads-0002-seller-leads', class: LeadsSellerLeads },
    { name: 'leads-0003-markets-and-claims', class: LeadsMarketsAndClaims },
  ],
  commands: [submitSellerLead, queueUnclaimedLeads, setLeadMarkets, claimSellerLead],
  queries: [listSellerLeads, listMyLeads],
  router: leadsRouter,
  jobs: [{ name: 'leads.queue-unclaimed-leads', everyMs: 60_000, command: QueueUnclaimedLeads }],
};
