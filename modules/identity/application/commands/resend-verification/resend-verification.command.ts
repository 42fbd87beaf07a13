import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Sends a new verification link to the signed-in user's address. */
export const ResendVerification = defineCommand<void, { message: string }>('identity.resend-verification');
