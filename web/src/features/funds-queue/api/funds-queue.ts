import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminFundsDocumentListSchema,
  adminFundsDocumentSchema,
  type AdminFundsListQuery,
} from '@contracts/identity/contracts/verified-funds.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const fundsQueueKeys = {
  all: ['funds-queue'] as const,
  page: (query: AdminFundsListQuery) => [...fundsQueueKeys.all, query] as const,
};

/** `GET /api/admin/funds-documents`: one page of statements, the previous page of the same tab shown while the next comes */
export const fundsQueueQueryOptions = (query: AdminFundsListQuery) =>
  queryOptions({
    queryKey: fundsQueueKeys.page(query),
    queryFn: async ({ signal }) => adminFundsDocumentListSchema.parse(await apiRequest('/api/admin/funds-documents', { query, signal })),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1].status === query.status ? previous : undefined),
  });

export type FundsDecision = { kind: 'verify'; amount: number; expiresOn: string } | { kind: 'reject'; reason: string };

/** `POST /api/admin/funds-documents/{id}/verify` or `/reject`; the queue (and the overview's count) is read again after either. */
export function useDecideFunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, decision }: { documentId: string; decision: FundsDecision }) => {
      const { kind, ...body } = decision;
      return adminFundsDocumentSchema.parse(
        await apiRequest(`/api/admin/funds-documents/${encodeURIComponent(documentId)}/${kind}`, { method: 'POST', body }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundsQueueKeys.all }),
  });
}
