import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { MemberProfile } from '../../../../contracts/directory.ts';

/** One public profile with a few of the member's active listings; null unless the member opted in. */
export const GetMemberProfile = defineQuery<{ memberId: string }, MemberProfile | null>('engagement.get-member-profile');
