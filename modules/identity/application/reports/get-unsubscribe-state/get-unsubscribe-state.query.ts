import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { UnsubscribeState } from '../../../contracts/http.ts';

/** Which email a signed link in a mail turns off, and whether that email is on now; no sign-in needed. */
export const GetUnsubscribeState = defineQuery<{ token: string }, UnsubscribeState>('identity.get-unsubscribe-state');
