import { Migration } from '@mikro-orm/migrations';

/**
 * How an administrator resolved a report (dismissed, warned, suspended), with their note, who and when;
 * indexes for the resolved reports newest first and for counting a member's open reports.
 */
export class EngagementReportOutcomes extends Migration {
  override name = 'engagement-0011-report-outcomes';

  override up(): void {
    this.addSql(`
      alter table engagement.reports
        add column outcome text null,
        add column note text null,
        add column resolved_by uuid null,
        add column resolved_at timestamptz null`);
    this.addSql('create index reports_resolved_index on engagement.reports (status, resolved_at)');
    this.addSql('create index reports_member_index on engagement.reports (reported_member_id, status)');
  }
}
