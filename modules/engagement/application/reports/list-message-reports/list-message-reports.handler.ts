import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import type { Report as ReportView } from '../../../contracts/messaging.ts';
import { Report } from '../../../domain/report.entity.ts';
import { ListMessageReports } from './list-message-reports.query.ts';

export class ListMessageReportsHandler implements QueryHandler<{ status: 'open' | 'resolved' }, ReportView[]> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute({ status }: { status: 'open' | 'resolved' }, { actor }: QueryContext): Promise<ReportView[]> {
    requireAdmin(actor);
    const reports = await this.#em.fork().find(Report, { status }, { orderBy: { createdAt: 'asc' }, limit: 200 });
    return reports.map((report) => report.toView());
  }
}

export const listMessageReports = answersQuery(ListMessageReports, [PLATFORM.EntityManager], (em) => new ListMessageReportsHandler(em));
