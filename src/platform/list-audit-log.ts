import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { auditLogQuerySchema, auditLogSchema, type AuditLog, type AuditLogQuery } from '../../modules/shared/contracts/audit-log.ts';
import { defineQuery, requireAdmin, type QueryContext, type QueryHandler } from '../../modules/shared/kernel/bus.ts';
import { PLATFORM } from '../../modules/shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../modules/shared/kernel/use-case.ts';
import { IDENTITY_API } from '../../modules/identity/contracts/api.ts';
import { likeContaining } from '../../modules/shared/kernel/like-pattern.ts';
import { ADMIN_TAG } from './tokens.ts';

const ONLY_ADMINS_SEE_AUDIT = 'Only administrators can read the audit log';

/** The administrators' actions, newest first. */
export const ListAuditLog = defineQuery<AuditLogQuery, AuditLog>('platform.list-audit-log');

const needs = { em: PLATFORM.EntityManager, identity: IDENTITY_API };

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  reason: string | null;
  before: unknown;
  after: unknown;
}

export class ListAuditLogHandler extends UsesDependencies<typeof needs> implements QueryHandler<AuditLogQuery, AuditLog> {
  async execute(query: AuditLogQuery, { actor }: QueryContext): Promise<AuditLog> {
    requireAdmin(actor, ONLY_ADMINS_SEE_AUDIT);
    const em = this.deps.em.fork();
    const [rows, total] = await Promise.all([auditRows(em, query), countAudit(em, query)]);
    const actorIds = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
    const names = new Map(
      (await this.deps.identity.getProfiles(actorIds)).map((profile) => [profile.id, `${profile.firstName} ${profile.lastName}`.trim()]),
    );
    return {
      records: rows.map((row) => ({
        id: String(row.id),
        at: new Date(row.at).toISOString(),
        actor: row.actor_id ? { id: row.actor_id, name: names.get(row.actor_id) ?? 'Deleted account' } : null,
        action: row.action,
        subject: { type: row.subject_type, id: row.subject_id },
        reason: row.reason,
        before: row.before,
        after: row.after,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

function conditions(query: AuditLogQuery): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const where = (clause: string, param: unknown) => {
    clauses.push(clause);
    params.push(param);
  };
  if (query.actorId) where('actor_id = ?', query.actorId);
  // `identity.` selects a module's actions
  if (query.action?.endsWith('.')) where('action like ?', likeContaining(query.action).slice(1));
  else if (query.action) where('action = ?', query.action);
  if (query.subjectId) where('subject_id = ?', query.subjectId);
  if (query.from) where('at >= ?::date', query.from);
  if (query.to) where("at < ?::date + interval '1 day'", query.to);
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/**
 * The page, on its own: a count over the page query (`count(*) over ()`) would make Postgres read and
 * keep every matching entry, 200,000 and more, to answer 50; counted apart, it reads an index.
 */
function auditRows(em: EntityManager, query: AuditLogQuery): Promise<AuditRow[]> {
  const { where, params } = conditions(query);
  return em.execute<AuditRow[]>(`select * from platform.audit_log ${where} order by id desc limit ? offset ?`, [
    ...params,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
}

async function countAudit(em: EntityManager, query: AuditLogQuery): Promise<number> {
  // the whole log, a module's or an action's entries: from the counts per action its trigger keeps (decision 0073)
  if (!query.actorId && !query.subjectId && !query.from && !query.to) {
    const { where, params } = conditions(query);
    const [row] = await em.execute<Array<{ n: number }>>(
      `select coalesce(sum(entries), 0)::int as n from platform.audit_log_counts ${where}`,
      params,
    );
    return row!.n;
  }
  const { where, params } = conditions(query);
  const [row] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from platform.audit_log ${where}`, params);
  return Number(row?.n ?? 0);
}

export const listAuditLog = answersQuery(ListAuditLog, needs, ListAuditLogHandler, [
  http(ListAuditLog, {
    method: 'get',
    path: '/api/admin/audit-log',
    tag: ADMIN_TAG,
    summary: "The administrators' actions",
    description:
      'Who did what, when, to what, why, and the subject before and after; newest first. Filtered by administrator (`actorId`), `action` (or a module prefix ending in a dot, `identity.`), `subjectId` and dates (`from`, `to`, inclusive). Append-only: no request changes or deletes an entry.',
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_AUDIT,
    query: auditLogQuerySchema,
    invalid: 'Invalid audit log filter',
    input: ({ query }) => query,
    response: auditLogSchema,
    cacheControl: 'no-store',
  }),
]);
