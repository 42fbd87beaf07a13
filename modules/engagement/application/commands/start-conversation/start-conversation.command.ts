import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Conversation, Message, StartConversationRequest } from '../../../contracts/messaging.ts';

export interface StartConversationResult {
  conversation: Conversation;
  message: Message;
  /** true when this opened the conversation (false: continued it, or a retry of a message already stored) */
  opened: boolean;
}

/**
 * A buyer writes to a listing's seller: opens the one conversation between them about that listing,
 * or continues it. A new seller counts against the buyer plan's contacts this calendar month (UTC).
 */
export const StartConversation = defineCommand<StartConversationRequest, StartConversationResult>('engagement.start-conversation');
