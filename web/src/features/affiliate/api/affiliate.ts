import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPayoutListSchema,
  adminPayoutSchema,
  affiliateLedgerPageSchema,
  affiliateOverviewSchema,
  heldCommissionListSchema,
  heldCommissionSchema,
  owedAffiliateListSchema,
  payoutViewSchema,
  type AdminPayoutFilter,
  type AdminPayoutListQuery,
} from '@contracts/billing/contracts/affiliate.ts';
import { apiRequest, withQuery } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth.ts';

/** The one query-key factory of the affiliate feature; a member's figures are cached per account. */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  overview: (userId: string) => [...affiliateKeys.all, 'overview', userId] as const,
  ledger: (userId: string, page: number) => [...affiliateKeys.all, 'ledger', userId, page] as const,
  adminPayouts: (query: AdminPayoutListQuery) => [...affiliateKeys.all, 'admin-payouts', query] as const,
  heldCommissions: (page: number) => [...affiliateKeys.all, 'held-commissions', page] as const,
  owed: (page: number) => [...affiliateKeys.all, 'owed', page] as const,
};

/** `GET /api/affiliate`: the member's code, link, figures and balances. */
export function useAffiliateOverview() {
  const { user } = useCurrentUser();
  return useQuery(
    queryOptions({
      queryKey: affiliateKeys.overview(user?.id ?? ''),
      queryFn: async ({ signal }) => affiliateOverviewSchema.parse(await apiRequest('/api/affiliate', { signal })),
      enabled: Boolean(user),
    }),
  );
}

/** `GET /api/affiliate/ledger?page`: a page of the member's ledger, the previous shown while the next comes. */
export function useAffiliateLedger(page: number) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: affiliateKeys.ledger(user?.id ?? '', page),
    queryFn: async ({ signal }) => affiliateLedgerPageSchema.parse(await apiRequest('/api/affiliate/ledger', { query: { page }, signal })),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/affiliate/payouts`: the approved balance asked for. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => payoutViewSchema.parse(await apiRequest('/api/affiliate/payouts', { method: 'POST' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}

export const adminPayoutsQueryOptions = (query: AdminPayoutListQuery) =>
  queryOptions({
    queryKey: affiliateKeys.adminPayouts(query),
    queryFn: async ({ signal }) => adminPayoutListSchema.parse(await apiRequest('/api/admin/affiliate/payouts', { query, signal })),
    placeholderData: keepPreviousData,
  });

export const heldCommissionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: affiliateKeys.heldCommissions(page),
    queryFn: async ({ signal }) =>
      heldCommissionListSchema.parse(await apiRequest('/api/admin/affiliate/commissions', { query: { page }, signal })),
  });

/** `GET /api/admin/affiliate/owed?page`: the monthly run's affiliates owed who have not asked. */
export const owedAffiliatesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: affiliateKeys.owed(page),
    queryFn: async ({ signal }) =>
      owedAffiliateListSchema.parse(await apiRequest('/api/admin/affiliate/owed', { query: { page }, signal })),
  });

export const adminPayoutsExportUrl = (filter: AdminPayoutFilter) => withQuery('/api/admin/affiliate/payouts/export', filter);

/** Marks a payout paid (with a reference) or holds it (with a reason); for an affiliate owed who has not asked, opens it first. */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      payoutId,
      owedUserId,
      action,
      text,
    }: {
      payoutId?: string;
      owedUserId?: string;
      action: 'paid' | 'hold';
      text: string;
    }) =>
      adminPayoutSchema.parse(
        await apiRequest(
          owedUserId
            ? `/api/admin/affiliate/owed/${encodeURIComponent(owedUserId)}/${action}`
            : `/api/admin/affiliate/payouts/${encodeURIComponent(payoutId ?? '')}/${action}`,
          {
            method: 'POST',
            body: action === 'paid' ? { reference: text } : { reason: text },
          },
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}

/** Approves or rejects a held commission, with a reason. */
export function useDecideCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ commissionId, approve, reason }: { commissionId: string; approve: boolean; reason: string }) =>
      heldCommissionSchema.parse(
        await apiRequest(`/api/admin/affiliate/commissions/${encodeURIComponent(commissionId)}/decision`, {
          method: 'POST',
          body: { approve, reason },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}
