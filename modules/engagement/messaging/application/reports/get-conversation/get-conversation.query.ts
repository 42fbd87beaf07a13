import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { Conversation } from '../../../../contracts/messaging.ts';

/** One conversation of the signed-in member's; someone else's is not found. */
export const GetConversation = defineQuery<{ conversationId: string }, Conversation>('engagement.get-conversation');
