import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../shared/kernel/use-case.ts';
import { unsubscribeStateSchema, unsubscribeTokenSchema, type UnsubscribeState } from '../../../contracts/http.ts';
import { InvalidUnsubscribeLinkError } from '../../../domain/identity.errors.ts';
import type { UnsubscribeLinks } from '../../../infrastructure/unsubscribe-links.ts';
import type { UserDirectory } from '../../../infrastructure/projections/user-view.projector.ts';
import { IDENTITY_SERVICES } from '../../../tokens.ts';
import { ACCOUNT_TAG } from '../../http.ts';
import { IDENTITY_RATE_LIMITS } from '../../rate-limits.ts';
import { GetUnsubscribeState } from './get-unsubscribe-state.query.ts';

export class GetUnsubscribeStateHandler implements QueryHandler<{ token: string }, UnsubscribeState> {
  readonly #em: EntityManager;
  readonly #links: UnsubscribeLinks;
  readonly #users: UserDirectory;

  constructor(em: EntityManager, links: UnsubscribeLinks, users: UserDirectory) {
    this.#em = em;
    this.#links = links;
    this.#users = users;
  }

  async execute({ token }: { token: string }): Promise<UnsubscribeState> {
    const target = await this.#links.verify(this.#em.fork(), token);
    const user = target && (await this.#users.get(target.userId));
    if (!target || !user) throw new InvalidUnsubscribeLinkError();
    return { topic: target.topic, subscribed: user.notifications[target.topic].email };
  }
}

export const getUnsubscribeState = answersQuery(
  GetUnsubscribeState,
  [PLATFORM.EntityManager, IDENTITY_SERVICES.UnsubscribeLinks, IDENTITY_SERVICES.Users],
  (em, links, users) => new GetUnsubscribeStateHandler(em, links, users),
  [
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
  ],
);
