import type { ModuleDefinition } from '../shared/kernel/module.ts';
import { QueueUnclaimedLeads } from './application/commands/queue-unclaimed-leads/queue-unclaimed-leads.command.ts';
import { queueUnclaimedLeads } from './application/commands/queue-unclaimed-leads/queue-unclaimed-leads.handler.ts';
import { submitSellerLead } from './application/commands/submit-seller-lead/submit-seller-lead.handler.ts';
import { listSellerLeads } from './application/reports/list-seller-leads/list-seller-leads.handler.ts';
import { SellerLeadSchema } from './domain/seller-lead.entity.ts';
import { leadsRouter } from './http/leads.routes.ts';
import { LeadsSchema } from './migrations/leads-0001-schema.ts';
import { LeadsSellerLeads } from './migrations/leads-0002-seller-leads.ts';

/**
 * Owns seller leads (cash-offer form), deal pipeline, bulk contacts, bulk invitations. So far: the
 * homepage's seller leads and the administrators' queue of those no investor took within the hour.
 */
export const leadsModule: ModuleDefinition = {
  name: 'leads',
  entities: [SellerLeadSchema],
  migrations: [
    { name: 'leads-0001-schema', class: LeadsSchema },
    { name: 'leads-0002-seller-leads', class: LeadsSellerLeads },
  ],
  commands: [submitSellerLead, queueUnclaimedLeads],
  queries: [listSellerLeads],
  router: leadsRouter,
  jobs: [{ name: 'leads.queue-unclaimed-leads', everyMs: 60_000, command: QueueUnclaimedLeads }],
};
