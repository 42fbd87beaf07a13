import { z } from 'zod';

/** `GET /api/admin/audit-log?actorId&action&subjectId&from&to&page&pageSize`: newest first. */
export const auditLogQuerySchema = z.object({
  actorId: z.uuid('actorId must be an account id').optional(),
  /** an action, or its module's prefix (`identity.`) */
  action: z
    .string()
    .trim()
    .regex(/^[a-z.-]{1,80}$/, 'action is letters, dots and dashes')
    .optional(),
  subjectId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,80}$/, 'subjectId is an id')
    .optional(),
  from: z.iso.date('from is a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to is a date (YYYY-MM-DD)').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
export type AuditLogParams = z.input<typeof auditLogQuerySchema>;

export const auditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string() }),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditLogSchema = z.object({
  records: z.array(auditRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
