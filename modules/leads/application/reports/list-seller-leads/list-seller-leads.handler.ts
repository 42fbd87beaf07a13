import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { toCsv } from '../../../../shared/kernel/csv.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  ADMIN_LEADS_EXPORT_MAX,
  adminSellerLeadListQuerySchema,
  adminSellerLeadListSchema,
  type AdminSellerLeadFilter,
  type AdminSellerLeadList,
  type AdminSellerLeadListQuery,
} from '../../../contracts/admin-leads.ts';
import { ONLY_ADMINS_SEE_LEADS } from '../../../domain/seller-lead.errors.ts';
import { ADMIN_TAG } from '../../http.ts';
import { findAdminLeads, toAdminLeads } from './admin-leads.ts';
import { ExportSellerLeads, ListSellerLeads } from './list-seller-leads.query.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

/** A back-office report read from Postgres (docs/architecture.md section 2, `reports/`). */
export class ListSellerLeadsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminSellerLeadListQuery, AdminSellerLeadList>
{
  async execute({ page, pageSize, ...filter }: AdminSellerLeadListQuery, { actor }: QueryContext): Promise<AdminSellerLeadList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_LEADS);
    const [leads, total] = await findAdminLeads(this.deps.em.fork(), filter, { limit: pageSize, offset: (page - 1) * pageSize });
    return { leads: await toAdminLeads(this.deps.identity, leads), total, page, pageSize };
  }
}

export class ExportSellerLeadsHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminSellerLeadFilter, string> {
  async execute(filter: AdminSellerLeadFilter, { actor }: QueryContext): Promise<string> {
    requireAdmin(actor, ONLY_ADMINS_SEE_LEADS);
    const [leads] = await findAdminLeads(this.deps.em.fork(), filter, { limit: ADMIN_LEADS_EXPORT_MAX, offset: 0 });
    return toCsv(
      [
        'id',
        'received_at',
        'status',
        'next_step',
        'source',
        'full_name',
        'phone',
        'email',
        'property_address',
        'city',
        'county',
        'state',
        'zip',
        'situation',
        'queued_at',
        'claimed_by',
        'claimed_by_name',
        'assigned',
        'claimed_at',
      ],
      (await toAdminLeads(this.deps.identity, leads)).map((lead) => [
        lead.id,
        lead.createdAt,
        lead.status,
        lead.nextStep,
        lead.source,
        lead.fullName,
        lead.phone,
        lead.email,
        lead.propertyAddress,
        lead.city,
        lead.county,
        lead.state,
        lead.zip,
        lead.situation,
        lead.queuedAt,
        lead.claimedBy,
        lead.claimedByName,
        lead.assigned ? 'yes' : 'no',
        lead.claimedAt,
      ]),
    );
  }
}

export const listSellerLeads = answersQuery(ListSellerLeads, needs, ListSellerLeadsHandler, [
  http(ListSellerLeads, {
    method: 'get',
    path: '/api/admin/seller-leads',
    tag: ADMIN_TAG,
    summary: 'Every seller lead',
    description:
      'The leads no seller has yet (`status=unclaimed`, the default: open or queued after the hour), or `queued`, `open`, `claimed`, `all`; `coverage=uncovered` keeps those whose owner was told the team reviews them (no seller with leads bought in the place), `covered` the others; `state` (two letters); words of `q` in the name, email, phone, address or city. Sorted by `received` (newest first by default) or `state`, and paged (`pageSize` at most 100).',
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_LEADS,
    query: adminSellerLeadListQuerySchema,
    invalid: 'Invalid seller lead filter',
    input: ({ query }) => query,
    response: adminSellerLeadListSchema,
    cacheControl: 'no-store',
  }),
]);

export const exportSellerLeads = answersQuery(ExportSellerLeads, needs, ExportSellerLeadsHandler);
