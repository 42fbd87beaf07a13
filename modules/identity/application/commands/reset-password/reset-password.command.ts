import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ResetPasswordRequest } from '../../../contracts/http.ts';

/** Sets a new password from a reset link and ends every session of the account. */
export const ResetPassword = defineCommand<ResetPasswordRequest, { message: string }>('identity.reset-password');
