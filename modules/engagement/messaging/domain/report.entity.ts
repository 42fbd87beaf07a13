import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../../shared/kernel/ids.ts';
import type { ReportOutcome } from '../../contracts/admin-reports.ts';
import type { Report as ReportView, ReportRequest } from '../../contracts/messaging.ts';
import { ReportAlreadyResolvedError } from './messaging.errors.ts';

/**
 * A member's report of a conversation or one of its messages, queued for administrators; an
 * administrator resolves it once, with an outcome and a note.
 */
const ReportSchema = defineEntity({
  name: 'Report',
  schema: 'engagement',
  tableName: 'reports',
  indexes: [
    { name: 'reports_status_index', properties: ['status', 'createdAt'] },
    { name: 'reports_resolved_index', properties: ['status', 'resolvedAt'] },
    // the open reports about a member, counted beside each report in the queue
    { name: 'reports_member_index', properties: ['reportedMemberId', 'status'] },
  ],
  properties: {
    id: p.uuid().primary(),
    reporterId: p.uuid(),
    reportedMemberId: p.uuid(),
    conversationId: p.uuid(),
    messageId: p.uuid().nullable(),
    /** the reported text as it was, so later edits or deletions do not change the evidence */
    excerpt: p.text(),
    reason: p.text().$type<ReportRequest['reason']>(),
    details: p.text().nullable(),
    status: p.text().$type<'open' | 'resolved'>(),
    createdAt: p.datetime(),
    outcome: p.text().$type<ReportOutcome>().nullable(),
    note: p.text().nullable(),
    resolvedBy: p.uuid().nullable(),
    resolvedAt: p.datetime().nullable(),
  },
});

export class Report extends ReportSchema.class {
  static file(input: Omit<ReportView, 'id' | 'status' | 'createdAt'> & { now: Date }): Report {
    const report = new Report();
    report.id = newId();
    report.reporterId = input.reporterId;
    report.reportedMemberId = input.reportedMemberId;
    report.conversationId = input.conversationId;
    report.messageId = input.messageId;
    report.excerpt = input.excerpt;
    report.reason = input.reason;
    report.details = input.details;
    report.status = 'open';
    report.createdAt = input.now;
    report.outcome = null;
    report.note = null;
    report.resolvedBy = null;
    report.resolvedAt = null;
    return report;
  }

  resolve(input: { outcome: ReportOutcome; note: string | null; by: string; now: Date }): void {
    if (this.status === 'resolved') throw new ReportAlreadyResolvedError();
    this.status = 'resolved';
    this.outcome = input.outcome;
    this.note = input.note;
    this.resolvedBy = input.by;
    this.resolvedAt = input.now;
  }

  toView(): ReportView {
    return {
      id: this.id,
      reporterId: this.reporterId,
      reportedMemberId: this.reportedMemberId,
      conversationId: this.conversationId,
      messageId: this.messageId ?? null,
      excerpt: this.excerpt,
      reason: this.reason,
      details: this.details ?? null,
      status: this.status,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
ReportSchema.setClass(Report);
export { ReportSchema };
