import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Sets a new password from a reset link and ends every session of the account. */
export const ResetPassword = defineCommand<{ token?: unknown; password?: unknown }, { message: string }>('identity.reset-password');
