import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import { updateNotificationPreferencesSchema, type NotificationPreferences, type NotificationPreferencesUpdate } from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import { UpdateNotifications } from './update-notifications.command.ts';

export class UpdateNotificationsHandler implements CommandHandler<NotificationPreferencesUpdate, NotificationPreferences> {
  async execute(input: NotificationPreferencesUpdate, { em, actor, publish }: CommandContext): Promise<NotificationPreferences> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const changes = parseInput(updateNotificationPreferencesSchema.strict(), input, 'Unknown notification setting');
    user.updateNotifications(changes);
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return user.toSnapshot().notifications;
  }
}

export const updateNotifications = handlesCommand(UpdateNotifications, [], () => new UpdateNotificationsHandler());
