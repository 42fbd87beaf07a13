import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { RequestMeta, SignedIn } from '../register-user/register-user.command.ts';

/** Signs in with a single-use link (e.g. from an invitation); returns where the link leads. */
export const AutoLogin = defineCommand<{ request: { token?: unknown }; meta: RequestMeta }, SignedIn & { redirectTo: string | null }>(
  'identity.auto-login',
);
