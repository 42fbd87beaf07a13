import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { REPORT_REASONS } from './messaging.ts';

/**
 * The back office's queue of reported conversations and messages (administrators only):
 * - `GET /api/admin/reports?status=open|resolved&reason&memberId&page&pageSize` → `AdminReportList`, paged on
 *   the server: open reports oldest first, resolved ones most recently resolved first;
 * - `POST /api/admin/reports/{id}/resolve` `{ outcome, note }` → the resolved `AdminReport`. `warned` mails the
 *   reported member the note (and rings their bell); `suspended` records that identity's suspension was made
 *   (the web suspends the account first). A resolved report answers 422.
 */

export const ADMIN_REPORT_STATUSES = ['open', 'resolved'] as const;
export type AdminReportStatus = (typeof ADMIN_REPORT_STATUSES)[number];
export const REPORT_OUTCOMES = ['dismissed', 'warned', 'suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_NOTE_MAX = 500;
export const ADMIN_REPORTS_PAGE_SIZE = 25;

export const adminReportListQuerySchema = z.object({
  status: z.enum(ADMIN_REPORT_STATUSES).default('open'),
  reason: z.enum(REPORT_REASONS).optional(),
  /** only the reports about this member */
  memberId: z.uuid({ message: 'memberId must be a member id' }).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(ADMIN_REPORTS_PAGE_SIZE),
});
export type AdminReportListQuery = z.output<typeof adminReportListQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const adminReportSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  messageId: z.string().nullable(),
  /** the reported message's text (or the conversation's last), as it was when reported */
  excerpt: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(ADMIN_REPORT_STATUSES),
  createdAt: z.string(),
  reporter: person,
  /** `openReports`: how many reports about this member are open now, this one included while it is */
  reportedMember: person.extend({ openReports: z.number().int() }),
  /** null while the report is open */
  resolution: z
    .object({
      outcome: z.enum(REPORT_OUTCOMES),
      note: z.string().nullable(),
      resolvedBy: person,
      resolvedAt: z.string(),
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListSchema = z.object({
  reports: z.array(adminReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReportList = z.infer<typeof adminReportListSchema>;

export const NOTE_REQUIRED = 'Write a note for the member (at least 3 characters)';

/** A warning or a suspension says why (the warned member reads the note); a dismissal may. */
export const resolveReportRequestSchema = z
  .object({
    outcome: z.enum(REPORT_OUTCOMES, { error: `outcome must be one of ${REPORT_OUTCOMES.join(', ')}` }),
    note: singleLine(
      z.string({ error: 'The note must be text' }).trim().max(REPORT_NOTE_MAX, `The note is at most ${REPORT_NOTE_MAX} characters`),
      'The note',
    ).optional(),
  })
  .refine((request) => request.outcome === 'dismissed' || (request.note ?? '').length >= 3, { message: NOTE_REQUIRED, path: ['note'] });
export type ResolveReportRequest = z.infer<typeof resolveReportRequestSchema>;
