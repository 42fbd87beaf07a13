import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { UserChanged } from '../../../contracts/events.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { User } from '../../../domain/user.entity.ts';

export class EnableSellerCapabilityHandler implements CommandHandler<void, CurrentUser> {
  async execute(_input: void, { em, actor, publish }: CommandContext): Promise<CurrentUser> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    user.grant('seller');
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return toCurrentUser(user.toSnapshot());
  }
}
