import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminReportListSchema,
  adminReportSchema,
  type AdminReport,
  type AdminReportListQuery,
  type ReportOutcome,
} from '@contracts/engagement/contracts/admin-reports.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const reportQueueKeys = {
  all: ['report-queue'] as const,
  page: (query: AdminReportListQuery) => [...reportQueueKeys.all, query] as const,
};

/** `GET /api/admin/reports`: one page of reports, the previous page of the same tab shown while the next comes */
export const reportQueueQueryOptions = (query: AdminReportListQuery) =>
  queryOptions({
    queryKey: reportQueueKeys.page(query),
    queryFn: async ({ signal }) => adminReportListSchema.parse(await apiRequest('/api/admin/reports', { query, signal })),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1].status === query.status ? previous : undefined),
  });

/**
 * `POST /api/admin/reports/{id}/resolve`. A suspension is identity's: the account is suspended first
 * (`POST /api/admin/users/{id}/suspend`, the note as its reason), then the report records that outcome,
 * so each side keeps its own record. The queue is read again after either.
 */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ report, outcome, note }: { report: AdminReport; outcome: ReportOutcome; note: string }) => {
      if (outcome === 'suspended') {
        await apiRequest(`/api/admin/users/${encodeURIComponent(report.reportedMember.id)}/suspend`, {
          method: 'POST',
          body: { reason: note },
        });
      }
      const body = { outcome, ...(note ? { note } : {}) };
      return adminReportSchema.parse(
        await apiRequest(`/api/admin/reports/${encodeURIComponent(report.id)}/resolve`, { method: 'POST', body }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportQueueKeys.all }),
  });
}
