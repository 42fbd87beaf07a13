import { defineQuery } from '../../../../../shared/kernel/bus.ts';

/**
 * Refuses (404) an id that is no member's. Asked before a command that writes to or blocks a member,
 * outside its transaction: identity may read its database for a member not yet in its projection,
 * which inside a transaction on the single-connection embedded database would wait forever.
 */
export const FindMember = defineQuery<{ memberId: string }, void>('engagement.find-member');
