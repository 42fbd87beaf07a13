import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { AdminReportList, AdminReportListQuery } from '../../../../contracts/admin-reports.ts';

/** The administrators' queue of reported conversations and messages: open ones oldest first, resolved ones newest first, paged. */
export const ListMessageReports = defineQuery<AdminReportListQuery, AdminReportList>('engagement.list-message-reports');
