import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { conversationListSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG } from '../../http.ts';
import type { ConversationList } from '../../../../contracts/messaging.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { ConversationViews } from '../../conversation-views.ts';
import { unreadCounts } from '../../user-events.ts';
import { ListConversations } from './list-conversations.query.ts';

/** how many of the latest conversations the list shows */
const LIST_LIMIT = 200;

const needs = { em: PLATFORM.EntityManager, listings: LISTINGS_API, identity: IDENTITY_API };

export class ListConversationsHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, ConversationList> {
  readonly #views = new ConversationViews(this.deps.listings, this.deps.identity);

  async execute(_input: void, { actor }: QueryContext): Promise<ConversationList> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const conversations = await em.find(
      Conversation,
      { $or: [{ buyerId: userId }, { sellerId: userId }] },
      { orderBy: { lastActivityAt: 'desc', id: 'desc' }, limit: LIST_LIMIT },
    );
    const [views, counts] = await Promise.all([this.#views.of(em, userId, conversations), unreadCounts(em, userId)]);
    return { conversations: views, unreadMessages: counts.unreadMessages };
  }
}

export const listConversations = answersQuery(ListConversations, needs, ListConversationsHandler, [
  http(ListConversations, {
    method: 'get',
    path: '/api/conversations',
    tag: MESSAGING_TAG,
    summary: 'My conversations',
    description: 'The latest 200, most recently active first, with the count of unread messages.',
    access: 'member',
    input: () => undefined,
    response: conversationListSchema,
  }),
]);
