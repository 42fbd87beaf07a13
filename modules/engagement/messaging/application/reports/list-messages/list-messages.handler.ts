import { requireActor, type QueryContext, type QueryHandler } from '../../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { messagesPageRequestSchema, messagesPageSchema } from '../../../../contracts/messaging.ts';
import { MESSAGING_TAG, byConversationId } from '../../http.ts';
import type { Attachment, MessagesPage } from '../../../../contracts/messaging.ts';
import { Message } from '../../../domain/message.entity.ts';
import { MessageAttachment } from '../../../domain/message-attachment.entity.ts';
import { memberConversation } from '../../member-conversation.ts';
import { suspendedAmong } from '../../../../network/application/member-suspensions.ts';
import { ListMessages } from './list-messages.query.ts';

export const MESSAGES_PAGE_SIZE = 50;

const needs = { em: PLATFORM.EntityManager };

export class ListMessagesHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ conversationId: string; before?: number }, MessagesPage>
{
  async execute({ conversationId, before }: { conversationId: string; before?: number }, { actor }: QueryContext): Promise<MessagesPage> {
    const { userId } = requireActor(actor);
    const em = this.deps.em.fork();
    const conversation = await memberConversation(em, conversationId, userId);
    const newestFirst = await em.find(
      Message,
      { conversationId: conversation.id, ...(before ? { seq: { $lt: before } } : {}) },
      { orderBy: { seq: 'desc' }, limit: MESSAGES_PAGE_SIZE + 1 },
    );
    const page = newestFirst.slice(0, MESSAGES_PAGE_SIZE).reverse();
    const otherSuspended = (await suspendedAmong(em, [conversation.otherMemberOf(userId)])).size > 0;
    const attachments = page.length
      ? await em.find(
          MessageAttachment,
          { messageId: { $in: page.map((message) => message.id) } },
          { orderBy: { uploadedAt: 'asc', id: 'asc' } },
        )
      : [];
    const byMessage = new Map<string, Attachment[]>();
    for (const attachment of attachments) {
      const messageId = attachment.messageId ?? '';
      byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), attachment.toView()]);
    }
    // a suspended member's messages are hidden from the other side until they are reinstated (decision 0049)
    const view = (message: Message) =>
      otherSuspended && message.senderId !== userId ? message.toHiddenView() : message.toView(byMessage.get(message.id));
    return { messages: page.map(view), hasMore: newestFirst.length > MESSAGES_PAGE_SIZE };
  }
}

export const listMessages = answersQuery(ListMessages, needs, ListMessagesHandler, [
  http(ListMessages, {
    method: 'get',
    path: '/api/conversations/:id/messages',
    tag: MESSAGING_TAG,
    summary: "A page of a conversation's messages",
    description: 'The newest page, or with `before` the page of older messages.',
    access: 'member',
    query: messagesPageRequestSchema,
    invalid: 'Invalid page',
    input: (request) => ({ ...byConversationId(request), before: request.query.before }),
    response: messagesPageSchema,
    errors: [404],
  }),
]);
