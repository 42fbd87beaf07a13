import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { AuditEntry } from '../../modules/shared/kernel/audit.ts';

/** Appends administrator actions to the audit log inside the caller's transaction (null actor: the system). */
export async function appendToAuditLog(em: EntityManager, actorId: string | null, entries: readonly AuditEntry[]): Promise<void> {
  for (const entry of entries) {
    await em.execute(
      'insert into platform.audit_log (actor_id, action, subject_type, subject_id, reason, before, after) values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)',
      [
        actorId,
        entry.action,
        entry.subject.type,
        entry.subject.id,
        entry.reason ?? null,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
      ],
    );
  }
}
