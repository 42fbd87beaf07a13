import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { AdminReport, ResolveReportRequest } from '../../../../contracts/admin-reports.ts';

/** An administrator resolves an open report: dismissed, the member warned (mailed the note), or suspended (by identity, first). */
export const ResolveReport = defineCommand<ResolveReportRequest & { reportId: string }, AdminReport>('engagement.resolve-report');
