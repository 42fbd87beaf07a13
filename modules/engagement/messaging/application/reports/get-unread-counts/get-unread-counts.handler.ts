import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../../shared/kernel/use-case.ts';
import { unreadCountsSchema } from '../../../../contracts/notifications.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { UnreadCounts } from '../../../../contracts/notifications.ts';
import { unreadCounts } from '../../user-events.ts';
import { GetUnreadCounts } from './get-unread-counts.query.ts';

export class GetUnreadCountsHandler implements QueryHandler<void, UnreadCounts> {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async execute(_input: void, { actor }: QueryContext): Promise<UnreadCounts> {
    return unreadCounts(this.#em.fork(), requireActor(actor).userId);
  }
}

export const getUnreadCounts = answersQuery(GetUnreadCounts, [PLATFORM.EntityManager], (em) => new GetUnreadCountsHandler(em), [
  http(GetUnreadCounts, {
    method: 'get',
    path: '/api/notifications/counts',
    tag: MESSAGING_TAG,
    summary: 'Unread counts',
    access: 'member',
    input: () => undefined,
    response: unreadCountsSchema,
  }),
]);
