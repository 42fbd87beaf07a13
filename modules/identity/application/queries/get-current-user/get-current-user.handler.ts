import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';

export class GetCurrentUserHandler implements QueryHandler<void, CurrentUser> {
  readonly #users: UserDirectory;

  constructor(users: UserDirectory) {
    this.#users = users;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<CurrentUser> {
    const user = await this.#users.get(requireActor(actor).userId);
    if (!user) throw new UnauthenticatedError();
    return toCurrentUser(user);
  }
}
