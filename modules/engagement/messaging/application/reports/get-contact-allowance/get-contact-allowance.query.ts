import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { ContactAllowance } from '../../../../contracts/messaging.ts';

/** This month's contacts of the signed-in member, and how many more their buyer plan allows. */
export const GetContactAllowance = defineQuery<void, ContactAllowance>('engagement.get-contact-allowance');
