import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import type { UnsubscribeState } from '../../../contracts/http.ts';
import { InvalidUnsubscribeLinkError } from '../../../domain/identity.errors.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { Unsubscribe } from './unsubscribe.command.ts';

const needs = { links: IDENTITY_SERVICES.UnsubscribeLinks };

export class UnsubscribeHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ token: string; resubscribe?: boolean }, UnsubscribeState>
{
  async execute(
    { token, resubscribe = false }: { token: string; resubscribe?: boolean },
    { em, publish }: CommandContext,
  ): Promise<UnsubscribeState> {
    const target = await this.deps.links.verify(em, token);
    const user = target && (await em.findOne(User, { id: target.userId }));
    if (!target || !user) throw new InvalidUnsubscribeLinkError();
    if (user.notifications[target.topic]?.email !== resubscribe) {
      user.updateNotifications({ [target.topic]: { email: resubscribe } });
      await em.flush();
      publish(UserChanged.create(user.id, user.toSnapshot()));
    }
    return { topic: target.topic, subscribed: resubscribe };
  }
}

export const unsubscribe = handlesCommand(Unsubscribe, needs, UnsubscribeHandler);
