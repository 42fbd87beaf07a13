import { auditLogQuerySchema, type AuditLogQuery } from '@contracts/shared/contracts/audit-log.ts';

/** The audit log page's filter in the URL (`?action=identity.&subjectId=&from=&to=&page=`); defaults left out. */
export type AuditLogSearch = Partial<Pick<AuditLogQuery, 'action' | 'actorId' | 'subjectId' | 'from' | 'to' | 'page'>>;

export function readAuditLogSearch(search: Record<string, unknown>): AuditLogSearch {
  const read: AuditLogSearch = {};
  for (const key of ['action', 'actorId', 'subjectId', 'from', 'to', 'page'] as const) {
    const parsed = auditLogQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') Object.assign(read, { [key]: parsed.data });
  }
  if (read.page === 1) delete read.page;
  return read;
}

export const auditLogQueryOf = (search: AuditLogSearch): AuditLogQuery => auditLogQuerySchema.parse(search);

/** The modules whose actions the log holds, as the action filter offers them. */
export const AUDIT_AREAS = [
  { prefix: 'identity.', label: 'Accounts' },
  { prefix: 'listings.', label: 'Listings' },
  { prefix: 'engagement.', label: 'Reports' },
  { prefix: 'platform.', label: 'Dead events' },
  { prefix: 'billing.', label: 'Billing' },
  { prefix: 'leads.', label: 'Leads' },
] as const;

/** `identity.user-suspended` → "User suspended" */
export function actionLabel(action: string): string {
  const verb = action.split('.').slice(1).join(' ').replace(/-/g, ' ');
  return verb ? verb.charAt(0).toUpperCase() + verb.slice(1) : action;
}

/** What changed between before and after, one line per field: `suspended: false → true`. */
export function changedFields(before: unknown, after: unknown): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) =>
    Array.isArray(value) ? value.join(', ') || 'none' : value === null || value === undefined ? '—' : String(value);
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => `${key}: ${show(was[key])} → ${show(now[key])}`);
}
