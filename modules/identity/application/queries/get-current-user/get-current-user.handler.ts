import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { UnauthenticatedError } from '../../../../shared/kernel/errors.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import { BILLING_API, type BillingApi } from '../../../../billing/contracts/api.ts';
import type { CurrentUser } from '../../../contracts/http.ts';
import { toCurrentUser } from '../../../domain/current-user.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { GetCurrentUser } from './get-current-user.query.ts';

export class GetCurrentUserHandler implements QueryHandler<void, CurrentUser> {
  readonly #users: UserDirectory;
  readonly #billing: BillingApi;

  constructor(users: UserDirectory, billing: BillingApi) {
    this.#users = users;
    this.#billing = billing;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<CurrentUser> {
    const { userId } = requireActor(actor);
    const [user, entitlements] = await Promise.all([this.#users.get(userId), this.#billing.entitlements(userId)]);
    if (!user) throw new UnauthenticatedError();
    return { ...toCurrentUser(user), buyerTier: entitlements.buyerTier };
  }
}

export const getCurrentUser = answersQuery(GetCurrentUser, [IDENTITY_SERVICES.Users, BILLING_API], (users, billing) => new GetCurrentUserHandler(users, billing));
