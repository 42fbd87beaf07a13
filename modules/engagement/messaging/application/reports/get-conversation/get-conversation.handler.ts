import { IDENTITY_API } from '../../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { conversationSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG, byConversationId } from '../../http.ts';
import type { Conversation as ConversationView } from '../../../../contracts/messaging.ts';
import { ConversationViews } from '../../conversation-views.ts';
import { memberConversation } from '../../member-conversation.ts';
import { GetConversation } from './get-conversation.query.ts';

const needs = { em: PLATFORM.EntityManager, listings: LISTINGS_API, identity: IDENTITY_API };

export class GetConversationHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ conversationId: string }, ConversationView>
{
  readonly #views = new ConversationViews(this.deps.listings, this.deps.identity);

  async execute({ conversationId }: { conversationId: string }, { actor }: QueryContext): Promise<ConversationView> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    return this.#views.one(em, userId, await memberConversation(em, conversationId, userId));
  }
}

export const getConversation = answersQuery(GetConversation, needs, GetConversationHandler, [
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
]);
