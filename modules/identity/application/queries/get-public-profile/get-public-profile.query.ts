import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { PublicUserProfile } from '../../../contracts/http.ts';

/** A member's public face (first name, last initial, picture, member since); open to visitors. */
export const GetPublicProfile = defineQuery<{ userId: string }, PublicUserProfile>('identity.get-public-profile');
