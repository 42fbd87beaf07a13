import { requireAdmin, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { toCsv } from '../../../../shared/kernel/csv.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  ADMIN_EXPORT_MAX,
  adminUserListQuerySchema,
  adminUserListSchema,
  type AdminUserFilter,
  type AdminUserList,
  type AdminUserListQuery,
} from '../../../contracts/admin-users.ts';
import { ADMIN_TAG } from '../../http.ts';
import { findAdminUsers, toAdminUser } from './admin-users.ts';
import { ExportAdminUsers, ListAdminUsers } from './list-admin-users.query.ts';

const needs = { em: PLATFORM.EntityManager };
export const ONLY_ADMINS_SEE_ACCOUNTS = 'Only administrators can see accounts';

/** A back-office report read from Postgres (`reports/`). */
export class ListAdminUsersHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminUserListQuery, AdminUserList> {
  async execute({ page, pageSize, ...filter }: AdminUserListQuery, { actor }: QueryContext): Promise<AdminUserList> {
    requireAdmin(actor, ONLY_ADMINS_SEE_ACCOUNTS);
    const [users, total] = await findAdminUsers(this.deps.em.fork(), filter, { limit: pageSize, offset: (page - 1) * pageSize });
    return { users: users.map(toAdminUser), total, page, pageSize };
  }
}

export class ExportAdminUsersHandler extends UsesDependencies<typeof needs> implements QueryHandler<AdminUserFilter, string> {
  async execute(filter: AdminUserFilter, { actor }: QueryContext): Promise<string> {
    requireAdmin(actor, ONLY_ADMINS_SEE_ACCOUNTS);
    const [users] = await findAdminUsers(this.deps.em.fork(), filter, { limit: ADMIN_EXPORT_MAX, offset: 0 });
    return toCsv(
      ['id', 'email', 'first_name', 'last_name', 'phone', 'roles', 'email_verified', 'status', 'suspension_reason', 'created_at'],
      users
        .map(toAdminUser)
        .map((user) => [
          user.id,
          user.email,
          user.firstName,
          user.lastName,
          user.phone,
          user.roles.join(' '),
          user.emailVerified ? 'yes' : 'no',
          user.suspended ? 'suspended' : 'active',
          user.suspensionReason,
          user.createdAt,
        ]),
    );
  }
}

export const listAdminUsers = answersQuery(ListAdminUsers, needs, ListAdminUsersHandler, [
  http(ListAdminUsers, {
    method: 'get',
    path: '/api/admin/users',
    tag: ADMIN_TAG,
    summary: 'Every account',
    description:
      'Searched by words in the name or email (`q`), filtered by `role` and `status`, sorted (`created` newest first by default, `name`, `email`) and paged (`pageSize` at most 100).',
    access: 'admin',
    forbidden: ONLY_ADMINS_SEE_ACCOUNTS,
    query: adminUserListQuerySchema,
    invalid: 'Invalid account filter',
    input: ({ query }) => query,
    response: adminUserListSchema,
    cacheControl: 'no-store',
  }),
]);

export const exportAdminUsers = answersQuery(ExportAdminUsers, needs, ExportAdminUsersHandler);
