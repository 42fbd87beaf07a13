import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log's entries counted per action (decision 0073): the table's total, a module's (`identity.`) and an
 * action's are read from a few rows instead of counting 100,000 entries and more. The log is append-only, so an
 * insert is the only change: a statement trigger adds each statement's entries in its transaction.
 */
export class PlatformAuditLogCounts extends Migration {
  override name = 'platform-0007-audit-log-counts';

  override up(): void {
    this.addSql('create table platform.audit_log_counts (action text primary key, entries bigint not null)');
    // no entry written between the count below and the trigger's creation goes uncounted
    this.addSql('lock table platform.audit_log in share row exclusive mode');
    this.addSql('insert into platform.audit_log_counts (action, entries) select action, count(*) from platform.audit_log group by action');
    this.addSql(`create function platform.count_audit_entries() returns trigger language plpgsql as $$
      begin
        insert into platform.audit_log_counts (action, entries)
        select action, count(*) from written group by action
        on conflict (action) do update set entries = platform.audit_log_counts.entries + excluded.entries;
        return null;
      end $$`);
    this.addSql(`create trigger audit_log_counted after insert on platform.audit_log
      referencing new table as written for each statement execute function platform.count_audit_entries()`);
  }
}
