import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../../../../identity/contracts/api.ts';
import type { AdminReport } from '../../../../contracts/admin-reports.ts';
import { memberName } from '../../../../contracts/messaging.ts';
import type { Report } from '../../../domain/report.entity.ts';

/** The reports as the back office shows them: with the members' and resolvers' names and each reported member's open reports. */
export async function adminReportViews(em: EntityManager, identity: IdentityApi, reports: readonly Report[]): Promise<AdminReport[]> {
  if (reports.length === 0) return [];
  const members = [...new Set(reports.map((report) => report.reportedMemberId))];
  const people = [...new Set(reports.flatMap((report) => [report.reporterId, report.reportedMemberId, report.resolvedBy ?? []].flat()))];
  const [profiles, counts] = await Promise.all([
    identity.getProfiles(people),
    em.execute<Array<{ member: string; open: string | number }>>(
      `select reported_member_id as member, count(*) as open from engagement.reports
       where status = 'open' and reported_member_id in (${members.map(() => '?').join(', ')}) group by reported_member_id`,
      members,
    ),
  ]);
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const openOf = new Map(counts.map((row) => [row.member, Number(row.open)]));
  const person = (id: string) => ({ id, name: memberName(byId.get(id) ?? null) });
  return reports.map((report) => ({
    id: report.id,
    conversationId: report.conversationId,
    messageId: report.messageId ?? null,
    excerpt: report.excerpt,
    reason: report.reason,
    details: report.details ?? null,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    reporter: person(report.reporterId),
    reportedMember: { ...person(report.reportedMemberId), openReports: openOf.get(report.reportedMemberId) ?? 0 },
    resolution:
      report.status === 'resolved' && report.outcome && report.resolvedBy && report.resolvedAt
        ? {
            outcome: report.outcome,
            note: report.note ?? null,
            resolvedBy: person(report.resolvedBy),
            resolvedAt: report.resolvedAt.toISOString(),
          }
        : null,
  }));
}
