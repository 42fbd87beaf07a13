import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, updateProfileRequestSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { UpdateProfile, type UpdateProfileInput } from './update-profile.command.ts';

const needs = { view: IDENTITY_SERVICES.UserView };

/** The account view is written at commit, so the next request (a reload of Settings) reads the new profile. */
export class UpdateProfileHandler extends UsesDependencies<typeof needs> implements CommandHandler<UpdateProfileInput, CurrentUser> {
  async execute(fields: UpdateProfileInput, context: CommandContext): Promise<CurrentUser> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    context.em.assign(user, fields);
    await context.em.flush();
    announceUserChange(user, context, this.deps.view);
    return toCurrentUser(user.toSnapshot());
  }
}

export const updateProfile = handlesCommand(UpdateProfile, needs, UpdateProfileHandler, [
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
