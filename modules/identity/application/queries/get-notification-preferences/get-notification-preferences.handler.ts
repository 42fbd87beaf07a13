import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { notificationPreferencesSchema, type NotificationPreferences } from '../../../contracts/http.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { GetNotificationPreferences } from './get-notification-preferences.query.ts';

const needs = { users: IDENTITY_SERVICES.Users };

export class GetNotificationPreferencesHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<void, NotificationPreferences>
{
  async execute(_input: void, { actor }: QueryContext): Promise<NotificationPreferences> {
    const user = await this.deps.users.get(requireActor(actor).userId);
    if (!user) throw new UnauthenticatedError();
    return user.notifications;
  }
}

export const getNotificationPreferences = answersQuery(GetNotificationPreferences, needs, GetNotificationPreferencesHandler, [
  http(GetNotificationPreferences, {
    method: 'get',
    path: '/api/users/me/notifications',
    tag: ACCOUNT_TAG,
    summary: 'My notification settings',
    access: 'member',
    input: () => undefined,
    response: notificationPreferencesSchema,
  }),
]);
