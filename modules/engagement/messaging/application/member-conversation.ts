import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { isUuid } from '../../../shared/kernel/ids.ts';
import { Conversation } from '../domain/conversation.entity.ts';
import { NotInConversationError } from '../domain/messaging.errors.ts';

/** The conversation when the member is in it; otherwise the same 404 as for one that does not exist. */
export async function memberConversation(em: EntityManager, conversationId: string, userId: string): Promise<Conversation> {
  const conversation = isUuid(conversationId) ? await em.findOne(Conversation, { id: conversationId }) : null;
  if (!conversation?.roleOf(userId)) throw new NotInConversationError();
  return conversation;
}
