import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { IDENTITY_API, type IdentityApi } from '../../../../../identity/contracts/api.ts';
import { LISTINGS_API, type ListingsApi } from '../../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http } from '../../../../../shared/kernel/use-case.ts';
import { conversationSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG, byConversationId } from '../../http.ts';
import type { Conversation as ConversationView } from '../../../../contracts/messaging.ts';
import { ConversationViews } from '../../conversation-views.ts';
import { memberConversation } from '../../member-conversation.ts';
import { GetConversation } from './get-conversation.query.ts';

export class GetConversationHandler implements QueryHandler<{ conversationId: string }, ConversationView> {
  readonly #em: EntityManager;
  readonly #views: ConversationViews;

  constructor(em: EntityManager, listings: ListingsApi, identity: IdentityApi) {
    this.#em = em;
    this.#views = new ConversationViews(listings, identity);
  }

  async execute({ conversationId }: { conversationId: string }, { actor }: QueryContext): Promise<ConversationView> {
    const { userId } = requireActor(actor);
    const em = this.#em.fork();
    return this.#views.one(em, userId, await memberConversation(em, conversationId, userId));
  }
}

export const getConversation = answersQuery(
  GetConversation,
  [PLATFORM.EntityManager, LISTINGS_API, IDENTITY_API],
  (em, listings, identity) => new GetConversationHandler(em, listings, identity),
  [
    http(GetConversation, {
      method: 'get',
      path: '/api/conversations/:id',
      tag: MESSAGING_TAG,
      summary: 'A conversation',
      access: 'member',
      input: byConversationId,
      response: conversationSchema,
      errors: [404],
    }),
  ],
);
