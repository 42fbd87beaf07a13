import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { UnreadCounts } from '../../../../contracts/notifications.ts';

/**
 * The member has read a conversation up to its last message: the other member sees the read receipt,
 * the conversation's notification is read too, and the member's badges are recounted.
 */
export const MarkConversationRead = defineCommand<{ conversationId: string }, UnreadCounts>('engagement.mark-conversation-read');
