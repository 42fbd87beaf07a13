import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { InquiryCounts } from '../../../../contracts/messaging.ts';

/** Per listing of the signed-in seller: conversations buyers opened about it, and how many hold unread messages. */
export const GetInquiryCounts = defineQuery<void, InquiryCounts>('engagement.get-inquiry-counts');
