import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { ConversationList } from '../../../../contracts/messaging.ts';

/** The signed-in member's conversations (as buyer and as seller), latest activity first. */
export const ListConversations = defineQuery<void, ConversationList>('engagement.list-conversations');
