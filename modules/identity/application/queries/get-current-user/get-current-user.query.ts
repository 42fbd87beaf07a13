import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser } from '../../../contracts/http.ts';

/** The signed-in user (401 for a visitor). */
export const GetCurrentUser = defineQuery<void, CurrentUser>('identity.get-current-user');
