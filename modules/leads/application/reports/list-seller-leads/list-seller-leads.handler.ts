import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  sellerLeadListQuerySchema,
  sellerLeadListSchema,
  type SellerLeadList,
  type SellerLeadListQuery,
} from '../../../contracts/seller-leads.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';
import { ONLY_ADMINS_SEE_LEADS } from '../../../domain/seller-lead.errors.ts';
import { ADMIN_TAG } from '../../http.ts';
import { ListSellerLeads } from './list-seller-leads.query.ts';

const needs = { em: PLATFORM.EntityManager };

/** A back-office report read from Postgres (docs/architecture.md section 2, `reports/`): newest first. */
export class ListSellerLeadsHandler extends UsesDependencies<typeof needs> implements QueryHandler<SellerLeadListQuery, SellerLeadList> {
  async execute({ status, limit, offset }: SellerLeadListQuery, { actor }: QueryContext): Promise<SellerLeadList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_LEADS);
    const [leads, total] = await this.deps.em
      .fork()
      .findAndCount(SellerLead, status === 'all' ? {} : { status }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
    return { leads: leads.map((lead) => lead.toRecord()), total };
  }
}

export const listSellerLeads = answersQuery(ListSellerLeads, needs, ListSellerLeadsHandler, [
  http(ListSellerLeads, {
    method: 'get',
    path: '/api/admin/seller-leads',
    tag: ADMIN_TAG,
    summary: 'Every seller lead',
    description: 'The queue of leads no investor took within the hour (`status=queued`, the default), or any status; newest first.',
    access: 'admin',
    query: sellerLeadListQuerySchema,
    invalid: 'Invalid seller lead filter',
    input: ({ query }) => query,
    response: sellerLeadListSchema,
    cacheControl: 'no-store',
  }),
]);
