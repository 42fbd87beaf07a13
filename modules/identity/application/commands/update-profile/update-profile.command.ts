import type { z } from 'zod';
import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser, updateProfileRequestSchema } from '../../../contracts/http.ts';

/** the profile's fields, parsed (trimmed; an empty phone is null) */
export type UpdateProfileInput = z.output<typeof updateProfileRequestSchema>;

export const UpdateProfile = defineCommand<UpdateProfileInput, CurrentUser>('identity.update-profile');
