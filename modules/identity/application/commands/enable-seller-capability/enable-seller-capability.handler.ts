import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { UserViewProjector } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { EnableSellerCapability } from './enable-seller-capability.command.ts';

export class EnableSellerCapabilityHandler implements CommandHandler<void, CurrentUser> {
  readonly #view: UserViewProjector;

  constructor(view: UserViewProjector) {
    this.#view = view;
  }

  async execute(_input: void, context: CommandContext): Promise<CurrentUser> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    user.grant('seller');
    await context.em.flush();
    announceUserChange(user, context, this.#view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const enableSellerCapability = handlesCommand(
  EnableSellerCapability,
  [IDENTITY_SERVICES.UserView],
  (view) => new EnableSellerCapabilityHandler(view),
  [
    http(EnableSellerCapability, {
      method: 'post',
      path: '/api/users/me/capabilities/seller',
      tag: ACCOUNT_TAG,
      summary: 'Become a seller too',
      access: 'member',
      input: () => undefined,
      response: currentUserSchema,
    }),
  ],
);
