import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Sends a new verification link to the signed-in user's address. */
export const ResendVerification = defineCommand<{ userId?: string } | void, { message: string }>('identity.resend-verification');
