import type { FilterQuery } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import {
  adminReportListQuerySchema,
  adminReportListSchema,
  type AdminReportList,
  type AdminReportListQuery,
} from '../../../../contracts/admin-reports.ts';
import { Report } from '../../../domain/report.entity.ts';
import { ADMIN_TAG } from '../../http.ts';
import { adminReportViews } from './admin-reports.ts';
import { ListMessageReports } from './list-message-reports.query.ts';

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };
export const ONLY_ADMINS_SEE_REPORTS = 'Only administrators can see reports';

/** A back-office report read from Postgres (`reports/`). */
export class ListMessageReportsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AdminReportListQuery, AdminReportList>
{
  async execute({ status, reason, memberId, page, pageSize }: AdminReportListQuery, { actor }: QueryContext): Promise<AdminReportList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_REPORTS);
    const em = this.deps.em.fork();
    const where: FilterQuery<Report> = { status };
    if (reason) where.reason = reason;
    if (memberId) where.reportedMemberId = memberId;
    // the queue is worked oldest first; what was done, newest first (ties by id, so pages never overlap)
    const orderBy = status === 'open' ? ({ createdAt: 'asc', id: 'asc' } as const) : ({ resolvedAt: 'desc', id: 'desc' } as const);
    const [reports, total] = await em.findAndCount(Report, where, { orderBy, limit: pageSize, offset: (page - 1) * pageSize });
    return { reports: await adminReportViews(em, this.deps.identity, reports), total, page, pageSize };
  }
}

export const listMessageReports = answersQuery(ListMessageReports, needs, ListMessageReportsHandler, [
  http(ListMessageReports, {
    method: 'get',
    path: '/api/admin/reports',
    tag: ADMIN_TAG,
    summary: 'Reported conversations and messages',
    description:
      'Open reports oldest first (`status=open`, the default) or resolved ones most recently resolved first (`status=resolved`), filtered by `reason` and by the reported member (`memberId`), paged (`pageSize` at most 100). Each report carries the members’ names and how many open reports there are about the reported member.',
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_REPORTS,
    query: adminReportListQuerySchema,
    invalid: 'Invalid report filter',
    input: ({ query }) => query,
    response: adminReportListSchema,
    cacheControl: 'no-store',
  }),
]);
