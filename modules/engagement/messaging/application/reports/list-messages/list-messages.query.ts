import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { MessagesPage } from '../../../../contracts/messaging.ts';

/** A page of a conversation's messages older than `before` (the newest page without it), oldest first. */
export const ListMessages = defineQuery<{ conversationId: string; before?: number }, MessagesPage>('engagement.list-messages');
