import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import type { RequestMeta } from '../register-user/register-user.command.ts';

/** How long an administrator's view of the site as a member lasts at most. */
export const VIEW_AS_MINUTES = 30;

/** An administrator opens a read-only session as a member, with a reason the audit log keeps. */
export const StartViewingAs = defineCommand<
  { userId: string; reason: string; meta: RequestMeta },
  { user: CurrentUser; session: { token: string; expiresAt: Date } }
>('identity.start-viewing-as');

/** The view ends (the administrator's own session comes back in the browser). */
export const EndViewingAs = defineCommand<{ token: string }, void>('identity.end-viewing-as');
