import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { myFundsSchema, type MyFunds } from '../../../contracts/verified-funds.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { myFunds } from '../../verified-funds.ts';
import { GetMyFunds } from './get-my-funds.query.ts';

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock };

/** Read from Postgres (the member's own records), expiry judged by the clock now. */
export class GetMyFundsHandler extends UsesDependencies<typeof needs> implements QueryHandler<Record<string, never>, MyFunds> {
  async execute(_input: Record<string, never>, { actor }: QueryContext): Promise<MyFunds> {
    const { userId } = requireActor(actor);
    return myFunds(this.deps.em.fork(), userId, this.deps.clock.now());
  }
}

export const getMyFunds = answersQuery(GetMyFunds, needs, GetMyFundsHandler, [
  http(GetMyFunds, {
    method: 'get',
    path: '/api/users/me/funds',
    tag: ACCOUNT_TAG,
    summary: 'My proof of funds',
    description:
      'The state (`none`, `pending`, `verified`, `rejected`, `expired`), the verification that holds now (amount in dollars and the last day), and the latest statement sent with its decision.',
    access: 'member',
    input: () => ({}),
    response: myFundsSchema,
  }),
]);
