import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { MyProfile, UpdateMemberProfileRequest } from '../../../../contracts/directory.ts';

/** Saves the signed-in member's public profile (turning it on or off); the directory follows. */
export const UpdateMemberProfile = defineCommand<UpdateMemberProfileRequest, MyProfile>('engagement.update-member-profile');
