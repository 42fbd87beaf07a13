import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { Report, ReportRequest } from '../../../../contracts/messaging.ts';

/** A member reports a conversation of theirs, or one message the other member sent in it, to administrators. */
export const ReportConversation = defineCommand<ReportRequest, Report>('engagement.report-conversation');
