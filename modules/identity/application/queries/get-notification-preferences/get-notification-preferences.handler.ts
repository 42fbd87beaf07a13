import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import type { NotificationPreferences } from '../../../contracts/http.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';

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
