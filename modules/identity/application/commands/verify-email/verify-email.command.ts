import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser } from '../../../contracts/http.ts';

/** Confirms an address from an emailed link: the account's own, or the new one of an email change. */
export const VerifyEmail = defineCommand<{ token: string }, CurrentUser>('identity.verify-email');
