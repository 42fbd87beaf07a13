import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { z } from 'zod';
import { reportSchema } from '../../../../contracts/messaging.ts';
import type { Report as ReportView } from '../../../../contracts/messaging.ts';
import { Report } from '../../../domain/report.entity.ts';
import { ListMessageReports } from './list-message-reports.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class ListMessageReportsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ status: 'open' | 'resolved' }, ReportView[]>
{
  async execute({ status }: { status: 'open' | 'resolved' }, { actor }: QueryContext): Promise<ReportView[]> {
    requireAdmin(actor);
    const reports = await this.deps.em.fork().find(Report, { status }, { orderBy: { createdAt: 'asc' }, limit: 200 });
    return reports.map((report) => report.toView());
  }
}

export const listMessageReports = answersQuery(ListMessageReports, needs, ListMessageReportsHandler, [
  http(ListMessageReports, {
    method: 'get',
    path: '/api/admin/reports',
    tag: 'Administration',
    summary: 'Reported content',
    description: 'The oldest 200 open reports, or with `status=resolved` the resolved ones.',
    access: 'admin',
    // anything but `resolved` lists the open reports
    query: z.object({ status: z.enum(['open', 'resolved']).optional().catch(undefined) }),
    input: ({ query }) => ({ status: query.status === 'resolved' ? 'resolved' : 'open' }),
    response: z.array(reportSchema),
  }),
]);
