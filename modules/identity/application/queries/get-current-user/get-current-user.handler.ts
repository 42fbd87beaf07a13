import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { GetCurrentUser } from './get-current-user.query.ts';

export class GetCurrentUserHandler implements QueryHandler<void, CurrentUser> {
  readonly #users: UserDirectory;

  constructor(users: UserDirectory) {
    this.#users = users;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<CurrentUser> {
    const { userId } = requireActor(actor);
    const user = await this.#users.get(userId);
    if (!user) throw new UnauthenticatedError();
    return toCurrentUser(user);
  }
}

export const getCurrentUser = answersQuery(GetCurrentUser, [IDENTITY_SERVICES.Users], (users) => new GetCurrentUserHandler(users), [
  http(GetCurrentUser, {
    method: 'get',
    path: '/api/auth/me',
    tag: ACCOUNT_TAG,
    summary: 'The signed-in member (401 for a visitor)',
    access: 'member',
    input: () => undefined,
    response: currentUserSchema,
  }),
]);
