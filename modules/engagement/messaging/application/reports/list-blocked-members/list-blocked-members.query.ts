import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { BlockedMember } from '../../../../contracts/messaging.ts';

/** The members the signed-in member blocked, most recent first (Settings lists them to unblock). */
export const ListBlockedMembers = defineQuery<void, BlockedMember[]>('engagement.list-blocked-members');
