import { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import { adminReasonSchema } from '../../../contracts/admin-users.ts';
import { roleSchema, type CurrentUser } from '../../../contracts/http.ts';

/** `POST /api/admin/users/:userId/roles`: the member's id in the path */
export const userIdParamsSchema = z.object({ userId: z.uuid() });

/** its body: the roles to grant and to revoke */
export const changeRolesRequestSchema = z.object({
  grant: z.array(roleSchema).default([]),
  revoke: z.array(roleSchema).default([]),
  /** why, for the audit log */
  reason: adminReasonSchema.shape.reason.optional(),
});
export type ChangeRolesInput = z.output<typeof changeRolesRequestSchema> & { userId: string };

/** An administrator grants or revokes roles (including admin) on an account. */
export const ChangeRoles = defineCommand<ChangeRolesInput, CurrentUser>('identity.change-roles');
