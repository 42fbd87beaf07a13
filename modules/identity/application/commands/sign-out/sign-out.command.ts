import { defineCommand } from '../../../../shared/kernel/bus.ts';

/** Ends one session (`token`) or every session of the signed-in user (`everywhere`). */
export const SignOut = defineCommand<{ token: string | null; everywhere: boolean }, void>('identity.sign-out');
