import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { RequestMeta } from '../register-user/register-user.command.ts';

export const PASSWORD_RESET_SENT = 'If an account exists for that email, we sent a link to reset its password. The link works for 1 hour.';

/** Emails a single-use reset link; answers the same whether or not the account exists. */
export const RequestPasswordReset = defineCommand<{ request: { email?: unknown }; meta: RequestMeta }, { message: string }>(
  'identity.request-password-reset',
);
