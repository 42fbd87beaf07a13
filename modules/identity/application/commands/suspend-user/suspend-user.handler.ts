import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { adminReasonSchema, adminUserSchema, type AdminUser } from '../../../contracts/admin-users.ts';
import { SessionsEnded } from '../../../contracts/events.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ADMIN_TAG, byUserId } from '../../http.ts';
import { toAdminUser } from '../../reports/list-admin-users/admin-users.ts';
import { announceUserChange } from '../../user-changed.ts';
import { userIdParamsSchema } from '../change-roles/change-roles.command.ts';
import { ReinstateUser, SuspendUser, type AccountActionInput } from './suspend-user.command.ts';

const ONLY_ADMINS_SUSPEND = 'Only administrators can suspend or reinstate accounts';
const needs = { clock: PLATFORM.Clock, sessions: IDENTITY_SERVICES.Sessions, view: IDENTITY_SERVICES.UserView };

/** The account, or 404; an administrator never acts on their own account here. */
async function accountToActOn(input: AccountActionInput, context: CommandContext): Promise<User> {
  const admin = requireAdmin(context.actor, ONLY_ADMINS_SUSPEND);
  if (input.userId === admin.userId) {
    throw new AppError('business-rule', 'You cannot suspend or reinstate your own account', { code: 'own_account' });
  }
  const user = await context.em.findOne(User, { id: input.userId });
  if (!user) throw new NotFoundError('No such account');
  return user;
}

/**
 * Suspends the account and ends its sessions in the same transaction (its open event streams are
 * rechecked on `SessionsEnded`); the account view written after commit makes its API keys and any
 * session still cached answer as signed out. Other modules hide its listings and posts on `UserChanged`.
 */
export class SuspendUserHandler extends UsesDependencies<typeof needs> implements CommandHandler<AccountActionInput, AdminUser> {
  async execute(input: AccountActionInput, context: CommandContext): Promise<AdminUser> {
    const user = await accountToActOn(input, context);
    if (user.isSuspended) return toAdminUser(user);
    const before = toAdminUser(user);
    user.suspend(input.reason, this.deps.clock.now());
    await this.deps.sessions.endAll(context.em, user.id);
    await context.em.flush();
    context.publish(SessionsEnded.create(user.id, { userId: user.id }));
    announceUserChange(user, context, this.deps.view);
    const after = toAdminUser(user);
    context.audit({ action: 'identity.user-suspended', subject: { type: 'user', id: user.id }, reason: input.reason, before, after });
    return after;
  }
}

export class ReinstateUserHandler extends UsesDependencies<typeof needs> implements CommandHandler<AccountActionInput, AdminUser> {
  async execute(input: AccountActionInput, context: CommandContext): Promise<AdminUser> {
    const user = await accountToActOn(input, context);
    if (!user.isSuspended) return toAdminUser(user);
    const before = toAdminUser(user);
    user.reinstate();
    await context.em.flush();
    announceUserChange(user, context, this.deps.view);
    const after = toAdminUser(user);
    context.audit({ action: 'identity.user-reinstated', subject: { type: 'user', id: user.id }, reason: input.reason, before, after });
    return after;
  }
}

const declaration = (verb: 'suspend' | 'reinstate') => ({
  method: 'post' as const,
  path: `/api/admin/users/:userId/${verb}`,
  tag: ADMIN_TAG,
  access: 'admin' as const,
  forbidden: ONLY_ADMINS_SUSPEND,
  params: userIdParamsSchema,
  body: adminReasonSchema,
  invalid: 'Give a reason (at least 3 characters)',
  input: (request: { body: { reason: string }; params: Record<string, string> }) => ({ ...byUserId(request), reason: request.body.reason }),
  response: adminUserSchema,
  errors: [404, 422] as const,
});

export const suspendUser = handlesCommand(SuspendUser, needs, SuspendUserHandler, [
  http(SuspendUser, {
    ...declaration('suspend'),
    summary: 'Suspend an account',
    description:
      'With a reason (kept in the audit log). The member is signed out everywhere at once, cannot sign in, and their API keys stop; their listings leave search. Suspending a suspended account changes nothing.',
  }),
]);

export const reinstateUser = handlesCommand(ReinstateUser, needs, ReinstateUserHandler, [
  http(ReinstateUser, {
    ...declaration('reinstate'),
    summary: 'Reinstate a suspended account',
    description: 'With a reason (kept in the audit log). The member can sign in again; their API keys work again.',
  }),
]);
