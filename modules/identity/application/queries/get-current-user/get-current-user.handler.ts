import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { currentUserSchema, type CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { GetCurrentUser } from './get-current-user.query.ts';

const needs = { users: IDENTITY_SERVICES.Users };

export class GetCurrentUserHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, CurrentUser> {
  async execute(_input: void, { actor }: QueryContext): Promise<CurrentUser> {
    const { userId, viewedBy } = requireActor(actor);
    const user = await this.deps.users.get(userId);
    if (!user) throw new UnauthenticatedError();
    if (!viewedBy) return toCurrentUser(user);
    const admin = await this.deps.users.get(viewedBy.adminId);
    const by = admin ? `${admin.firstName} ${admin.lastName}`.trim() : 'An administrator';
    return { ...toCurrentUser(user), viewing: { by, until: viewedBy.until } };
  }
}

export const getCurrentUser = answersQuery(GetCurrentUser, needs, GetCurrentUserHandler, [
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
