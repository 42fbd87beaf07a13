import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { Report } from '../../../../contracts/messaging.ts';

/** The administrators' queue of reported conversations and messages, oldest open report first. */
export const ListMessageReports = defineQuery<{ status: 'open' | 'resolved' }, Report[]>('engagement.list-message-reports');
