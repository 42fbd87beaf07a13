import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser, UpdateProfileRequest } from '../../../contracts/http.ts';

export const UpdateProfile = defineCommand<UpdateProfileRequest, CurrentUser>('identity.update-profile');
