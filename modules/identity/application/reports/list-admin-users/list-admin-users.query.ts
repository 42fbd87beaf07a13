import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AdminUserFilter, AdminUserList, AdminUserListQuery } from '../../../contracts/admin-users.ts';

/** The back office's accounts: searched by name or email, filtered by role and status, sorted and paged. */
export const ListAdminUsers = defineQuery<AdminUserListQuery, AdminUserList>('identity.list-admin-users');

/** The same filter's rows, for the CSV export. */
export const ExportAdminUsers = defineQuery<AdminUserFilter, string>('identity.export-admin-users');
