import { Migration } from '@mikro-orm/migrations';

/**
 * The administrators' audit log: append-only. A trigger refuses UPDATE, DELETE and TRUNCATE whoever
 * runs them (the application's role included, even as the table's owner), and PUBLIC holds no such
 * privilege on it either.
 */
export class PlatformAuditLog extends Migration {
  override name = 'platform-0004-audit-log';

  override up(): void {
    this.addSql(`create table platform.audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      actor_id uuid,
      action text not null,
      subject_type text not null,
      subject_id text not null,
      reason text,
      before jsonb,
      after jsonb
    )`);
    this.addSql('create index audit_log_at_idx on platform.audit_log (at desc, id desc)');
    this.addSql('create index audit_log_subject_idx on platform.audit_log (subject_type, subject_id, id desc)');
    this.addSql('create index audit_log_actor_idx on platform.audit_log (actor_id, id desc)');
    this.addSql(`create function platform.refuse_audit_log_change() returns trigger language plpgsql as $$
      begin
        raise exception 'platform.audit_log is append-only' using errcode = 'insufficient_privilege';
      end
    $$`);
    this.addSql(`create trigger audit_log_append_only before update or delete on platform.audit_log
      for each row execute function platform.refuse_audit_log_change()`);
    this.addSql(`create trigger audit_log_never_truncated before truncate on platform.audit_log
      for each statement execute function platform.refuse_audit_log_change()`);
    this.addSql('revoke update, delete, truncate on platform.audit_log from public');
  }
}
