import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ADMIN_TAG, byUserId } from '../../http.ts';
import { ChangeRoles, changeRolesRequestSchema, userIdParamsSchema, type ChangeRolesInput } from './change-roles.command.ts';

const needs = { view: IDENTITY_SERVICES.UserView };

export class ChangeRolesHandler extends UsesDependencies<typeof needs> implements CommandHandler<ChangeRolesInput, CurrentUser> {
  async execute(input: ChangeRolesInput, context: CommandContext): Promise<CurrentUser> {
    const admin = requireActor(context.actor);
    if (!admin.isAdmin) throw new ForbiddenError('Only administrators can change roles');
    const { userId, grant, revoke } = input;
    if (userId === admin.userId && revoke.includes('admin')) {
      throw new AppError('business-rule', 'You cannot remove your own administrator role', { code: 'last_admin_guard' });
    }
    const user = await context.em.findOne(User, { id: userId });
    if (!user) throw new NotFoundError('No such user');
    const before = { roles: user.capabilities };
    grant.forEach((role) => user.grant(role));
    revoke.forEach((role) => user.revoke(role));
    await context.em.flush();
    announceUserChange(user, context, this.deps.view);
    const after = { roles: user.capabilities };
    context.audit({
      action: 'identity.roles-changed',
      subject: { type: 'user', id: user.id },
      reason: input.reason ?? null,
      before,
      after,
    });
    return toCurrentUser(user.toSnapshot());
  }
}

export const changeRoles = handlesCommand(ChangeRoles, needs, ChangeRolesHandler, [
  http(ChangeRoles, {
    method: 'post',
    path: '/api/admin/users/:userId/roles',
    tag: ADMIN_TAG,
    summary: "Change a member's roles",
    description: 'Grants or revokes roles (administrator included); no one removes their own administrator role (422).',
    access: 'admin',
    forbidden: 'Only administrators can change roles',
    params: userIdParamsSchema,
    body: changeRolesRequestSchema,
    invalid: 'Invalid role change',
    input: (request) => ({ ...request.body, ...byUserId(request) }),
    response: currentUserSchema,
    errors: [404, 422],
  }),
]);
