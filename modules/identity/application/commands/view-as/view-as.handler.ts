import { requireActor, requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import type { RequestMeta } from '../register-user/register-user.command.ts';
import { EndViewingAs, StartViewingAs, VIEW_AS_MINUTES } from './view-as.command.ts';

const needs = { sessions: IDENTITY_SERVICES.Sessions };

/**
 * Opens a session as the member that the identity middleware keeps read-only and that ends after
 * 30 minutes. Not as oneself, another administrator or a suspended account (whose sessions count for nothing).
 */
export class StartViewingAsHandler
  extends UsesDependencies<typeof needs>
  implements
    CommandHandler<
      { userId: string; reason: string; meta: RequestMeta },
      { user: CurrentUser; session: { token: string; expiresAt: Date } }
    >
{
  async execute({ userId, reason, meta }: { userId: string; reason: string; meta: RequestMeta }, { em, actor, audit }: CommandContext) {
    const admin = requireAdmin(actor, 'Only administrators can view the site as a member');
    const user = await em.findOne(User, { id: userId });
    if (!user) throw new NotFoundError('No such account');
    const refusal =
      user.id === admin.userId
        ? 'This is your own account'
        : user.isAdmin
          ? 'Administrators cannot be viewed as: ask them instead'
          : user.isSuspended
            ? 'Reinstate the account to view the site as them'
            : null;
    if (refusal) throw new AppError('business-rule', refusal, { code: 'cannot_view_as' });
    const session = this.deps.sessions.startViewing(em, { userId, adminId: admin.userId, reason, minutes: VIEW_AS_MINUTES }, meta);
    audit({
      action: 'identity.view-as-started',
      subject: { type: 'user', id: userId },
      reason,
      after: { email: user.email, until: session.expiresAt.toISOString() },
    });
    return { user: toCurrentUser(user.toSnapshot()), session };
  }
}

/** Ends the view's session; the audit log says the administrator ended it. */
export class EndViewingAsHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ token: string }, void> {
  async execute({ token }: { token: string }, { em, actor, audit }: CommandContext): Promise<void> {
    const viewer = requireActor(actor);
    if (!viewer.viewedBy) throw new AppError('business-rule', 'You are not viewing the site as a member', { code: 'not_viewing' });
    await this.deps.sessions.end(em, token);
    audit({ action: 'identity.view-as-ended', subject: { type: 'user', id: viewer.userId } });
  }
}

export const startViewingAs = handlesCommand(StartViewingAs, needs, StartViewingAsHandler);
export const endViewingAs = handlesCommand(EndViewingAs, needs, EndViewingAsHandler);
