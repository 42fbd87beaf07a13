import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import {
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../contracts/http.ts';
import { User } from '../../../domain/user.entity.ts';
import type { UserViewProjector } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { announceUserChange } from '../../user-changed.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { UpdateNotifications } from './update-notifications.command.ts';

/** The account view is written at commit, so the switches read back at once are the ones just saved. */
export class UpdateNotificationsHandler implements CommandHandler<NotificationPreferencesUpdate, NotificationPreferences> {
  readonly #view: UserViewProjector;

  constructor(view: UserViewProjector) {
    this.#view = view;
  }

  async execute(changes: NotificationPreferencesUpdate, context: CommandContext): Promise<NotificationPreferences> {
    const user = await context.em.findOneOrFail(User, { id: requireActor(context.actor).userId });
    user.updateNotifications(changes);
    await context.em.flush();
    announceUserChange(user, context, this.#view);
    return user.toSnapshot().notifications;
  }
}

export const updateNotifications = handlesCommand(
  UpdateNotifications,
  [IDENTITY_SERVICES.UserView],
  (view) => new UpdateNotificationsHandler(view),
  [
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
  ],
);
