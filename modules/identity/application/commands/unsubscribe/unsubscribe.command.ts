import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { UnsubscribeState } from '../../../contracts/http.ts';

/** Turns one kind of email off (or, with `resubscribe`, on again) from a signed link in a mail, signed in or not. */
export const Unsubscribe = defineCommand<{ token: string; resubscribe?: boolean }, UnsubscribeState>('identity.unsubscribe');
