import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import { updateProfileRequestSchema, type CurrentUser, type UpdateProfileRequest } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';
import { UpdateProfile } from './update-profile.command.ts';

export class UpdateProfileHandler implements CommandHandler<UpdateProfileRequest, CurrentUser> {
  async execute(input: UpdateProfileRequest, { em, actor, publish }: CommandContext): Promise<CurrentUser> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const fields = parseInput(updateProfileRequestSchema, input, 'Please check the highlighted fields');
    em.assign(user, fields);
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return toCurrentUser(user.toSnapshot());
  }
}

export const updateProfile = handlesCommand(UpdateProfile, [], () => new UpdateProfileHandler());
