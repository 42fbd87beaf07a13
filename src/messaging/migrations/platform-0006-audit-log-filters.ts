import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log's filters by action (or a module's prefix, `identity.`) and by subject id alone, newest
 * first: without these, each read the whole log. `text_pattern_ops` lets the prefix use the index too.
 */
export class PlatformAuditLogFilters extends Migration {
  override name = 'platform-0006-audit-log-filters';

  override up(): void {
    this.addSql('create index audit_log_action_idx on platform.audit_log (action text_pattern_ops, id desc)');
    this.addSql('create index audit_log_subject_id_idx on platform.audit_log (subject_id, id desc)');
  }
}
