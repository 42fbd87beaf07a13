import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../../../shared/kernel/errors.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { UserViewProjector } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ChangeRoles, changeRolesSchema, type ChangeRolesInput } from './change-roles.command.ts';

export class ChangeRolesHandler implements CommandHandler<ChangeRolesInput, CurrentUser> {
  readonly #view: UserViewProjector;

  constructor(view: UserViewProjector) {
    this.#view = view;
  }

  async execute(input: ChangeRolesInput, context: CommandContext): Promise<CurrentUser> {
    const admin = requireActor(context.actor);
    if (!admin.isAdmin) throw new ForbiddenError('Only administrators can change roles');
    const { userId, grant, revoke } = parseInput(changeRolesSchema, input, 'Invalid role change');
    if (userId === admin.userId && revoke.includes('admin')) {
      throw new AppError('business-rule', 'You cannot remove your own administrator role', { code: 'last_admin_guard' });
    }
    const user = await context.em.findOne(User, { id: userId });
    if (!user) throw new NotFoundError('No such user');
    grant.forEach((role) => user.grant(role));
    revoke.forEach((role) => user.revoke(role));
    await context.em.flush();
    announceUserChange(user, context, this.#view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const changeRoles = handlesCommand(ChangeRoles, [IDENTITY_SERVICES.UserView], (view) => new ChangeRolesHandler(view));
