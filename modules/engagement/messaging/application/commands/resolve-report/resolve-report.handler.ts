import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import {
  adminReportSchema,
  resolveReportRequestSchema,
  type AdminReport,
  type ResolveReportRequest,
} from '../../../../contracts/admin-reports.ts';
import { ringBell } from '../../member-notice.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { ReportNotFoundError } from '../../../domain/messaging.errors.ts';
import { Report } from '../../../domain/report.entity.ts';
import { conversationLink } from '../../deliver-message.ts';
import { ADMIN_TAG } from '../../http.ts';
import { reportWarningMail } from '../../report-warning-mail.ts';
import { adminReportViews } from '../../reports/list-message-reports/admin-reports.ts';
import { REALTIME_PUBLISHER } from '../../user-events.ts';
import { ResolveReport } from './resolve-report.command.ts';

const ONLY_ADMINS_RESOLVE = 'Only administrators can resolve reports';
const RULES_PATH = '/terms-of-service';
const PREVIEW_LENGTH = 140;
const needs = {
  clock: PLATFORM.Clock,
  identity: IDENTITY_API,
  mailer: PLATFORM.Mailer,
  realtime: REALTIME_PUBLISHER,
  settings: PLATFORM.Settings,
};

/** the report's fields the audit log keeps before and after, flat so that the log lists what changed */
const auditedState = (report: Report) => ({
  status: report.status,
  reportedMemberId: report.reportedMemberId,
  reason: report.reason,
  outcome: report.outcome ?? null,
  note: report.note ?? null,
});

type ResolveReportInput = ResolveReportRequest & { reportId: string };

/**
 * Resolves the report once (another administrator's resolution first answers 422), audited with the
 * note as the reason. A warning rings the member's bell and mails them the note; a suspension is
 * identity's own command, made before this one, so each module records its own action. Other open
 * reports about the member stay open.
 */
export class ResolveReportHandler extends UsesDependencies<typeof needs> implements CommandHandler<ResolveReportInput, AdminReport> {
  get #publicUrl() {
    return this.deps.settings.publicUrl.replace(/\/$/, '');
  }

  async execute({ reportId, outcome, note }: ResolveReportInput, context: CommandContext): Promise<AdminReport> {
    const { clock, identity } = this.deps;
    const { em } = context;
    const admin = requireAdmin(context.actor, ONLY_ADMINS_RESOLVE);
    const report = await em.findOne(Report, { id: reportId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!report) throw new ReportNotFoundError();
    const before = auditedState(report);
    const now = clock.now();
    report.resolve({ outcome, note: note || null, by: admin.userId, now });
    await em.flush();
    if (outcome === 'warned') await this.#warn(context, report, note ?? '', now);
    context.audit({
      action: 'engagement.report-resolved',
      subject: { type: 'report', id: report.id },
      reason: note || null,
      before,
      after: auditedState(report),
    });
    const [view] = await adminReportViews(em, identity, [report]);
    return view!;
  }

  async #warn(context: CommandContext, report: Report, note: string, now: Date): Promise<void> {
    const { identity, mailer, realtime } = this.deps;
    const memberId = report.reportedMemberId;
    const conversation = await context.em.findOne(Conversation, { id: report.conversationId });
    await ringBell(
      context,
      { identity, realtime },
      memberId,
      {
        kind: 'warning',
        title: 'A warning from DealAcre about a message you sent',
        body: note.length > PREVIEW_LENGTH ? `${note.slice(0, PREVIEW_LENGTH - 1)}…` : note,
        link: conversationLink(report.conversationId),
        subject: `report:${report.id}`,
      },
      now,
    );
    // mailed to the confirmed address only, as every mail to a member is
    const [recipient] = await identity.getNotificationRecipients([memberId], 'messages');
    if (!recipient?.email) return;
    const mail = reportWarningMail({
      to: recipient.email,
      firstName: recipient.firstName,
      listingTitle: conversation?.listingTitle ?? '',
      excerpt: report.excerpt,
      note,
      conversationUrl: `${this.#publicUrl}${conversationLink(report.conversationId)}`,
      rulesUrl: `${this.#publicUrl}${RULES_PATH}`,
    });
    context.afterCommit(() => mailer.send(mail));
  }
}

export const resolveReport = handlesCommand(ResolveReport, needs, ResolveReportHandler, [
  http(ResolveReport, {
    method: 'post',
    path: '/api/admin/reports/:id/resolve',
    tag: ADMIN_TAG,
    summary: 'Resolve a report',
    description:
      'Once, with an `outcome`: `dismissed`, `warned` (the reported member is mailed the `note` and notified in the app) or `suspended` (suspend the account first with `POST /api/admin/users/{userId}/suspend`). A warning or a suspension needs a `note` (3 to 500 characters, one line); the audit log keeps it. A resolved report answers 422.',
    access: 'admin',
    forbidden: ONLY_ADMINS_RESOLVE,
    body: resolveReportRequestSchema,
    invalid: 'Choose an outcome; a warning or a suspension needs a note (3 to 500 characters, on one line)',
    input: ({ params, body }) => ({ reportId: params.id, ...body }),
    response: adminReportSchema,
    errors: [404, 422],
  }),
]);
