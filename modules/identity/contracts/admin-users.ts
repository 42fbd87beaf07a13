import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { roleSchema } from './current-user.ts';

/**
 * The back office's accounts table:
 * - `GET /api/admin/users?q&role&status&sort&order&page&pageSize` → `AdminUserList`, paged on the server;
 * - `GET /api/admin/users/export` → the same filter's rows (at most `ADMIN_EXPORT_MAX`) as CSV;
 * - `POST /api/admin/users/:userId/suspend` and `/reinstate` with a `reason` → the account's row.
 */

export const ADMIN_USER_SORTS = ['created', 'name', 'email'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const ADMIN_USER_STATUSES = ['all', 'active', 'suspended'] as const;
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_EXPORT_MAX = 10_000;

export const adminUserFilterSchema = z.object({
  q: singleLine(z.string().trim().max(100, 'Search text is at most 100 characters'), 'q').optional(),
  role: roleSchema.optional(),
  status: z.enum(ADMIN_USER_STATUSES).default('all'),
  sort: z.enum(ADMIN_USER_SORTS).default('created'),
  /** the sort's natural order when absent: newest first, names and emails A to Z */
  order: z.enum(['asc', 'desc']).optional(),
});

export const adminUserListQuerySchema = adminUserFilterSchema.extend({
  page: z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(ADMIN_PAGE_SIZE),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
export type AdminUserListParams = z.input<typeof adminUserListQuerySchema>;
export type AdminUserFilter = z.output<typeof adminUserFilterSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** Why an administrator acts on an account: the audit log keeps it, and the member is told it. */
export const adminReasonSchema = z.object({
  reason: singleLine(
    z
      .string({ error: 'Give a reason' })
      .trim()
      .min(3, 'Give a reason (at least 3 characters)')
      .max(500, 'The reason is at most 500 characters'),
    'Reason',
  ),
});
export type AdminReason = z.infer<typeof adminReasonSchema>;
