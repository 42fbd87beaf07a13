import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** The member stops accepting messages from someone they have a conversation with (idempotent). */
export const BlockMember = defineCommand<{ memberId: string }, void>('engagement.block-member');
