import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditLogSchema, type AuditLogQuery } from '@contracts/shared/contracts/audit-log.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditLogKeys.all, query] as const,
};

/** `GET /api/admin/audit-log`: one page of administrator actions, newest first */
export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditLogKeys.page(query),
    queryFn: async ({ signal }) => auditLogSchema.parse(await apiRequest('/api/admin/audit-log', { query, signal })),
    placeholderData: keepPreviousData,
  });
