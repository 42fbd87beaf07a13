import { LockMode } from '@mikro-orm/core';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../../shared/kernel/use-case.ts';
import { unreadCountsSchema } from '../../../../contracts/notifications.ts';
import { MESSAGING_TAG, byConversationId } from '../../http.ts';
import type { UnreadCounts } from '../../../../contracts/notifications.ts';
import { Conversation } from '../../../domain/conversation.entity.ts';
import { NotInConversationError } from '../../../domain/messaging.errors.ts';
import { Notification } from '../../../domain/notification.entity.ts';
import { conversationSubject } from '../../deliver-message.ts';
import { appendUserEvents, REALTIME_PUBLISHER, unreadCounts } from '../../user-events.ts';
import { MarkConversationRead } from './mark-conversation-read.command.ts';

const needs = { clock: PLATFORM.Clock, realtime: REALTIME_PUBLISHER };

export class MarkConversationReadHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ conversationId: string }, UnreadCounts>
{
  async execute({ conversationId }: { conversationId: string }, { em, actor, afterCommit }: CommandContext): Promise<UnreadCounts> {
    const { clock, realtime } = this.deps;
    const { userId } = requireActor(actor);
    if (!isUuid(conversationId)) throw new NotInConversationError();
    const conversation = await em.findOne(Conversation, { id: conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!conversation?.roleOf(userId)) throw new NotInConversationError();
    const now = clock.now();
    if (!conversation.markReadBy(userId)) return unreadCounts(em, userId);

    await em.nativeUpdate(Notification, { userId, subject: conversationSubject(conversation.id), readAt: null }, { readAt: now });
    await em.flush();
    const counts = await unreadCounts(em, userId);
    const read = { type: 'read', conversationId: conversation.id, readerId: userId, seq: conversation.lastSeq } as const;
    const events = await appendUserEvents(em, now, [
      { userId, event: read },
      { userId, event: { type: 'counts', counts } },
      { userId: conversation.otherMemberOf(userId), event: read },
    ]);
    afterCommit(() => realtime.publish(events));
    return counts;
  }
}

export const markConversationRead = handlesCommand(MarkConversationRead, needs, MarkConversationReadHandler, [
  http(MarkConversationRead, {
    method: 'post',
    path: '/api/conversations/:id/read',
    tag: MESSAGING_TAG,
    summary: 'Mark a conversation read',
    description: 'Answers the unread counts that follow.',
    access: 'member',
    input: byConversationId,
    response: unreadCountsSchema,
    errors: [404],
  }),
]);
