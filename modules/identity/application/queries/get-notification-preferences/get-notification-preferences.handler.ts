import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { notificationPreferencesSchema, type NotificationPreferences } from '../../../contracts/http.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { GetNotificationPreferences } from './get-notification-preferences.query.ts';

export class GetNotificationPreferencesHandler implements QueryHandler<void, NotificationPreferences> {
  readonly #users: UserDirectory;

  constructor(users: UserDirectory) {
    this.#users = users;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<NotificationPreferences> {
    const user = await this.#users.get(requireActor(actor).userId);
    if (!user) throw new UnauthenticatedError();
    return user.notifications;
  }
}

export const getNotificationPreferences = answersQuery(
  GetNotificationPreferences,
  [IDENTITY_SERVICES.Users],
  (users) => new GetNotificationPreferencesHandler(users),
  [
    http(GetNotificationPreferences, {
      method: 'get',
      path: '/api/users/me/notifications',
      tag: ACCOUNT_TAG,
      summary: 'My notification settings',
      access: 'member',
      input: () => undefined,
      response: notificationPreferencesSchema,
    }),
  ],
);
