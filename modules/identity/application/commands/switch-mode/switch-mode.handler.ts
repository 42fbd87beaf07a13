import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { UserChanged } from '../../../contracts/events.ts';
import { switchModeRequestSchema, type CurrentUser, type SwitchModeRequest } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';

export class SwitchModeHandler implements CommandHandler<SwitchModeRequest, CurrentUser> {
  async execute(input: SwitchModeRequest, { em, actor, publish }: CommandContext): Promise<CurrentUser> {
    const { mode } = parseInput(switchModeRequestSchema, input, 'Choose buyer or seller mode');
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    user.switchMode(mode);
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return toCurrentUser(user.toSnapshot());
  }
}
