import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSellerLeadListSchema,
  adminSellerLeadSchema,
  type AdminSellerLeadFilter,
  type AdminSellerLeadListQuery,
} from '@contracts/leads/contracts/admin-leads.ts';
import { adminUserListSchema } from '@contracts/identity/contracts/admin-users.ts';
import { apiRequest, withQuery } from '@/lib/api-client.ts';
import { leadKeys } from './leads.ts';

/** under the leads root, so a `seller-lead` notification (an uncovered lead came in) makes the queue stale */
const adminQueueKey = [...leadKeys.all, 'admin-queue'] as const;

/** `GET /api/admin/seller-leads`: one page of leads, the previous page shown while the next comes */
export const adminLeadsQueryOptions = (query: AdminSellerLeadListQuery) =>
  queryOptions({
    queryKey: [...adminQueueKey, query],
    queryFn: async ({ signal }) => adminSellerLeadListSchema.parse(await apiRequest('/api/admin/seller-leads', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/seller-leads/export`: the filter's leads as a CSV download (a plain link: the session cookie goes with it) */
export function adminLeadsExportUrl(filter: AdminSellerLeadFilter): string {
  return withQuery('/api/admin/seller-leads/export', filter);
}

/** The assign dialog's seller search: active sellers whose name or email has the words (`GET /api/admin/users`). */
export function useSellerSearch(q: string) {
  return useQuery({
    queryKey: [...adminQueueKey, 'sellers', q],
    queryFn: async ({ signal }) =>
      adminUserListSchema.parse(
        await apiRequest('/api/admin/users', { query: { role: 'seller', status: 'active', sort: 'name', q, pageSize: 8 }, signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `POST /api/admin/seller-leads/{id}/assign`; the table is read again after it, whatever the answer. */
export function useAssignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, sellerId, reason }: { leadId: string; sellerId: string; reason: string }) =>
      adminSellerLeadSchema.parse(
        await apiRequest(`/api/admin/seller-leads/${encodeURIComponent(leadId)}/assign`, {
          method: 'POST',
          body: { sellerId, reason: reason || undefined },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueueKey }),
  });
}
