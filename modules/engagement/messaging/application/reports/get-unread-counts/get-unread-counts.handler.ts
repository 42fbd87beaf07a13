import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { unreadCountsSchema } from '../../../../contracts/notifications.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { UnreadCounts } from '../../../../contracts/notifications.ts';
import { unreadCounts } from '../../user-events.ts';
import { GetUnreadCounts } from './get-unread-counts.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetUnreadCountsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, UnreadCounts> {
  async execute(_input: void, { actor }: QueryContext): Promise<UnreadCounts> {
    return unreadCounts(this.deps.em.fork(), requireActor(actor).userId);
  }
}

export const getUnreadCounts = answersQuery(GetUnreadCounts, needs, GetUnreadCountsHandler, [
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
