import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminUser } from '../../../contracts/admin-users.ts';

export interface AccountActionInput {
  userId: string;
  reason: string;
}

/** An administrator suspends an account: it cannot sign in, its sessions and API keys stop at once. */
export const SuspendUser = defineCommand<AccountActionInput, AdminUser>('identity.suspend-user');

/** An administrator lifts a suspension. */
export const ReinstateUser = defineCommand<AccountActionInput, AdminUser>('identity.reinstate-user');
