import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { Conversation, Message, StartConversationRequest } from '../../../../contracts/messaging.ts';

export interface StartConversationResult {
  conversation: Conversation;
  message: Message;
  /** true when this opened the conversation (false: continued it, or a retry of a message already stored) */
  opened: boolean;
}

/**
 * A member writes to a listing's seller, to a JV post's author, or to a member directly: opens the one
 * conversation about that subject, or continues it. A member not yet contacted this calendar month (UTC)
 * counts against the buyer plan's contacts. A new conversation about a listing is announced
 * (`ConversationStarted`); one about a JV post rings the author's bell.
 */
export const StartConversation = defineCommand<StartConversationRequest, StartConversationResult>('engagement.start-conversation');
