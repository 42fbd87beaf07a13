import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { Message, SendMessageRequest } from '../../../../contracts/messaging.ts';

export interface SendMessageResult {
  message: Message;
  /** false when the same clientId was sent before: the message stored then is answered */
  created: boolean;
}

/** A member writes in a conversation of theirs. Replying is never limited by plan. */
export const SendMessage = defineCommand<SendMessageRequest & { conversationId: string }, SendMessageResult>('engagement.send-message');
