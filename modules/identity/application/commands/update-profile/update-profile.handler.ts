import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, updateProfileRequestSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import type { UserViewProjector } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { UpdateProfile, type UpdateProfileInput } from './update-profile.command.ts';

/** The account view is written at commit, so the next request (a reload of Settings) reads the new profile. */
export class UpdateProfileHandler implements CommandHandler<UpdateProfileInput, CurrentUser> {
  readonly #view: UserViewProjector;

  constructor(view: UserViewProjector) {
    this.#view = view;
  }

  async execute(fields: UpdateProfileInput, context: CommandContext): Promise<CurrentUser> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    context.em.assign(user, fields);
    await context.em.flush();
    announceUserChange(user, context, this.#view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const updateProfile = handlesCommand(UpdateProfile, [IDENTITY_SERVICES.UserView], (view) => new UpdateProfileHandler(view), [
  http(UpdateProfile, {
    method: 'patch',
    path: '/api/users/me',
    tag: ACCOUNT_TAG,
    summary: 'Update my profile',
    access: 'member',
    body: updateProfileRequestSchema,
    invalid: 'Please check the highlighted fields',
    input: ({ body }) => body,
    response: currentUserSchema,
  }),
]);
