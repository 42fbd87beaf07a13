import { defineCommand } from '../../../../../shared/kernel/bus.ts';

/** Lifts the member's block of another member (idempotent). */
export const UnblockMember = defineCommand<{ memberId: string }, void>('engagement.unblock-member');
