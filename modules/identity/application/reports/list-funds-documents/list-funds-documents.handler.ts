import type { FilterQuery } from '@mikro-orm/core';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  adminFundsDocumentListSchema,
  adminFundsListQuerySchema,
  type AdminFundsDocumentList,
  type AdminFundsListQuery,
} from '../../../contracts/verified-funds.ts';
import { FundsDocument } from '../../../domain/funds-document.entity.ts';
import { ONLY_ADMINS_CHECK_FUNDS } from '../../commands/decide-funds-document/decide-funds-document.handler.ts';
import { ADMIN_TAG } from '../../http.ts';
import { adminFundsViews } from './admin-funds-documents.ts';
import { ListFundsDocuments } from './list-funds-documents.query.ts';

const needs = { em: PLATFORM.EntityManager };

/** A back-office report read from Postgres (`reports/`): waiting statements oldest first, decided ones newest decision first. */
export class ListFundsDocumentsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminFundsListQuery, AdminFundsDocumentList>
{
  async execute({ status, page, pageSize }: AdminFundsListQuery, { actor }: QueryContext): Promise<AdminFundsDocumentList> {
    requireAdmin(actor, ONLY_ADMINS_CHECK_FUNDS);
    const em = this.deps.em.fork();
    // the verified tab keeps the verifications that have run out since (decision 0069)
    const where: FilterQuery<FundsDocument> =
      status === 'all' ? {} : status === 'verified' ? { status: { $in: ['verified', 'expired'] } } : { status };
    const orderBy =
      status === 'pending'
        ? ({ uploadedAt: 'asc', id: 'asc' } as const)
        : status === 'all'
          ? ({ uploadedAt: 'desc', id: 'desc' } as const)
          : ({ decidedAt: 'desc', id: 'desc' } as const);
    const [documents, total] = await Promise.all([
      em.find(FundsDocument, where, { orderBy, limit: pageSize, offset: (page - 1) * pageSize }),
      em.fork().count(FundsDocument, where),
    ]);
    return { documents: await adminFundsViews(em, documents), total, page, pageSize };
  }
}

export const listFundsDocuments = answersQuery(ListFundsDocuments, needs, ListFundsDocumentsHandler, [
  http(ListFundsDocuments, {
    method: 'get',
    path: '/api/admin/funds-documents',
    tag: ADMIN_TAG,
    summary: 'Proof-of-funds statements to check',
    description:
      '`status`: `pending` (the default, oldest first), `verified` (with those expired since) or `rejected` (newest decision first), or `all` (newest upload first); paged (`pageSize` at most 100). Each row names the member and who decided.',
    access: 'admin',
    forbidden: ONLY_ADMINS_CHECK_FUNDS,
    query: adminFundsListQuerySchema,
    invalid: 'Invalid proof-of-funds filter',
    input: ({ query }) => query,
    response: adminFundsDocumentListSchema,
    cacheControl: 'no-store',
  }),
]);
