import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ChangePasswordRequest } from '../../../contracts/http.ts';

/** Changes the password (the current one is required) and signs out every other device. */
export const ChangePassword = defineCommand<{ request: ChangePasswordRequest; currentSessionToken: string | null }, { message: string }>(
  'identity.change-password',
);
