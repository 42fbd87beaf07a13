/**
 * One administrator action as the audit log keeps it: who (the command's actor), what, when (the
 * commit), on what, why, and the subject before and after. The log is append-only: the database refuses
 * to change or delete its rows.
 */
export interface AuditEntry {
  /** `<module>.<verb-noun>`, e.g. `identity.user-suspended` */
  action: string;
  subject: { type: string; id: string };
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}
