import { adminReportListQuerySchema, type AdminReportListQuery } from '@contracts/engagement/contracts/admin-reports.ts';

/** The report queue's state in the URL (`?status=resolved&reason=&memberId=&page=`); defaults left out. */
export type ReportQueueSearch = Partial<Pick<AdminReportListQuery, 'status' | 'reason' | 'memberId' | 'page'>>;

/** What the URL's params mean; a value that means nothing is dropped, not an error page. */
export function readReportQueueSearch(search: Record<string, unknown>): ReportQueueSearch {
  const read: ReportQueueSearch = {};
  for (const key of ['status', 'reason', 'memberId', 'page'] as const) {
    const parsed = adminReportListQuerySchema.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(read, { [key]: parsed.data });
  }
  if (read.status === 'open') delete read.status;
  if (read.page === 1) delete read.page;
  return read;
}

export const reportQueueQueryOf = (search: ReportQueueSearch): AdminReportListQuery => adminReportListQuerySchema.parse(search);
