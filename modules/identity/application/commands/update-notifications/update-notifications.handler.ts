import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { handlesCommand } from '../../../../shared/kernel/use-case.ts';
import { UserChanged } from '../../../contracts/events.ts';
import { updateNotificationPreferencesSchema, type NotificationPreferences } from '../../../contracts/http.ts';
import { DEFAULT_NOTIFICATIONS, User } from '../../../domain/user.entity.ts';
import { UpdateNotifications } from './update-notifications.command.ts';

export class UpdateNotificationsHandler implements CommandHandler<Partial<NotificationPreferences>, NotificationPreferences> {
  async execute(input: Partial<NotificationPreferences>, { em, actor, publish }: CommandContext): Promise<NotificationPreferences> {
    const user = await em.findOneOrFail(User, { id: requireActor(actor).userId });
    const changes = parseInput(updateNotificationPreferencesSchema.strict(), input, 'Unknown notification setting');
    user.notifications = { ...DEFAULT_NOTIFICATIONS, ...user.notifications, ...changes };
    await em.flush();
    publish(UserChanged.create(user.id, user.toSnapshot()));
    return user.toSnapshot().notifications;
  }
}

export const updateNotifications = handlesCommand(UpdateNotifications, [], () => new UpdateNotificationsHandler());
