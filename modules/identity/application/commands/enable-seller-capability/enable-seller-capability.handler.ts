import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { EnableSellerCapability } from './enable-seller-capability.command.ts';

const needs = { view: IDENTITY_SERVICES.UserView };

export class EnableSellerCapabilityHandler extends UsesDependencies<typeof needs> implements CommandHandler<void, CurrentUser> {
  async execute(_input: void, context: CommandContext): Promise<CurrentUser> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    user.grant('seller');
    await context.em.flush();
    announceUserChange(user, context, this.deps.view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const enableSellerCapability = handlesCommand(EnableSellerCapability, needs, EnableSellerCapabilityHandler, [
  http(EnableSellerCapability, {
    method: 'post',
    path: '/api/users/me/capabilities/seller',
    tag: ACCOUNT_TAG,
    summary: 'Become a seller too',
    access: 'member',
    input: () => undefined,
    response: currentUserSchema,
  }),
]);
