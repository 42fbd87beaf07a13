import { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import { roleSchema, type CurrentUser } from '../../../contracts/http.ts';

export const changeRolesSchema = z.object({
  userId: z.uuid(),
  grant: z.array(roleSchema).default([]),
  revoke: z.array(roleSchema).default([]),
});
export type ChangeRolesInput = z.input<typeof changeRolesSchema>;

/** An administrator grants or revokes roles (including admin) on an account. */
export const ChangeRoles = defineCommand<ChangeRolesInput, CurrentUser>('identity.change-roles');
