import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { MyProfile } from '../../../../contracts/directory.ts';

/** The signed-in member's own public profile as Settings edits it (off and empty until they save one). */
export const GetMyProfile = defineQuery<void, MyProfile>('engagement.get-my-profile');
