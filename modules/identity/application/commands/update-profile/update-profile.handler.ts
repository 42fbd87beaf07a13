import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { updateProfileRequestSchema, type CurrentUser, type UpdateProfileRequest } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { UserViewProjector } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { UpdateProfile } from './update-profile.command.ts';

/** The account view is written at commit, so the next request (a reload of Settings) reads the new profile. */
export class UpdateProfileHandler implements CommandHandler<UpdateProfileRequest, CurrentUser> {
  readonly #view: UserViewProjector;

  constructor(view: UserViewProjector) {
    this.#view = view;
  }

  async execute(input: UpdateProfileRequest, context: CommandContext): Promise<CurrentUser> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    const fields = parseInput(updateProfileRequestSchema, input, 'Please check the highlighted fields');
    context.em.assign(user, fields);
    await context.em.flush();
    announceUserChange(user, context, this.#view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const updateProfile = handlesCommand(UpdateProfile, [IDENTITY_SERVICES.UserView], (view) => new UpdateProfileHandler(view));
