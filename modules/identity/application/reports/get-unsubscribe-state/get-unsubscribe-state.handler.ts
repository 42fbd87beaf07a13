import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { unsubscribeStateSchema, unsubscribeTokenSchema, type UnsubscribeState } from '../../../contracts/http.ts';
import { InvalidUnsubscribeLinkError } from '../../../domain/identity.errors.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { GetUnsubscribeState } from './get-unsubscribe-state.query.ts';

const needs = { em: PLATFORM.EntityManager, links: IDENTITY_SERVICES.UnsubscribeLinks, users: IDENTITY_SERVICES.Users };

export class GetUnsubscribeStateHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ token: string }, UnsubscribeState>
{
  async execute({ token }: { token: string }): Promise<UnsubscribeState> {
    const { em, links, users } = this.deps;
    const target = await links.verify(em.fork(), token);
    const user = target && (await users.get(target.userId));
    if (!target || !user) throw new InvalidUnsubscribeLinkError();
    return { topic: target.topic, subscribed: user.notifications[target.topic].email };
  }
}

export const getUnsubscribeState = answersQuery(GetUnsubscribeState, needs, GetUnsubscribeStateHandler, [
  http(GetUnsubscribeState, {
    method: 'get',
    path: '/api/unsubscribe',
    tag: ACCOUNT_TAG,
    summary: 'What a signed unsubscribe link turns off',
    description: 'The link in a mail: no session needed, the token is signed; limited per address.',
    access: 'signed',
    rateLimit: IDENTITY_RATE_LIMITS.unsubscribePerIp,
    query: unsubscribeTokenSchema,
    invalid: 'The unsubscribe link is incomplete',
    input: ({ query }) => ({ token: query.token }),
    response: unsubscribeStateSchema,
    errors: [422],
    cacheControl: 'no-store',
  }),
]);
