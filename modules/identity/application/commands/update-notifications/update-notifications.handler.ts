import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { UpdateNotifications } from './update-notifications.command.ts';

const needs = { view: IDENTITY_SERVICES.UserView };

/** The account view is written at commit, so the switches read back at once are the ones just saved. */
export class UpdateNotificationsHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<NotificationPreferencesUpdate, NotificationPreferences>
{
  async execute(changes: NotificationPreferencesUpdate, context: CommandContext): Promise<NotificationPreferences> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    user.updateNotifications(changes);
    await context.em.flush();
    announceUserChange(user, context, this.deps.view);
    return user.toSnapshot().notifications;
  }
}

export const updateNotifications = handlesCommand(UpdateNotifications, needs, UpdateNotificationsHandler, [
  http(UpdateNotifications, {
    method: 'patch',
    path: '/api/users/me/notifications',
    tag: ACCOUNT_TAG,
    summary: 'Change my notification settings',
    description: 'Any topics and channels, e.g. `{ "messages": { "email": false } }`.',
    access: 'member',
    body: updateNotificationPreferencesSchema.strict(),
    invalid: 'Unknown notification setting',
    input: ({ body }) => body,
    response: notificationPreferencesSchema,
  }),
]);
