import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  marketSuggestionsSchema,
  myLeadsSchema,
  sellerLeadRecordSchema,
  type MarketSuggestions,
  type MyLeads,
  type SellerLeadRecord,
} from '@contracts/leads/contracts/seller-leads.ts';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { QUERY_ROOTS } from '@/lib/notification-data.ts';
import { withTakenLead, type Market } from '../lead-format.ts';

const MINUTE = 60_000;

/** The leads feature's query keys, one factory. A seller's leads are cached per account. */
export const leadKeys = {
  all: [QUERY_ROOTS.leads] as const,
  mine: (userId: string) => [...leadKeys.all, 'mine', userId] as const,
  suggestions: (userId: string) => [...leadKeys.all, 'market-suggestions', userId] as const,
};

const marketsAnswerSchema = z.object({ markets: myLeadsSchema.shape.markets });

/** `GET /api/leads`: the seller's markets, the open leads there (no contact details), the ones they took, and this month's allowance. */
export function myLeadsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: leadKeys.mine(userId),
    queryFn: async ({ signal }) => myLeadsSchema.parse(await apiRequest('/api/leads', { signal })),
    // other sellers take offers at any time
    staleTime: MINUTE,
    gcTime: 30 * MINUTE,
  });
}

/** The signed-in seller's leads; nothing is asked until `enabled` (sellers only). */
export function useMyLeads(userId: string, enabled = true) {
  return useQuery({ ...myLeadsQueryOptions(userId), enabled });
}

/** `GET /api/leads/markets/suggested`: the dashboard's prompt to choose markets (the seller's markets, their listings' states, their plan). */
export function marketSuggestionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: leadKeys.suggestions(userId),
    queryFn: async ({ signal }) => marketSuggestionsSchema.parse(await apiRequest('/api/leads/markets/suggested', { signal })),
    staleTime: 5 * MINUTE,
    gcTime: 30 * MINUTE,
  });
}

export function useMarketSuggestions(userId: string) {
  return useQuery(marketSuggestionsQueryOptions(userId));
}

/** `POST /api/leads/markets/suggested/dismiss`: the prompt goes away, on every device. */
export function useDismissMarketPrompt(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('/api/leads/markets/suggested/dismiss', { method: 'POST' });
    },
    onSuccess: () =>
      queryClient.setQueryData<MarketSuggestions>(leadKeys.suggestions(userId), (current) =>
        current ? { ...current, dismissed: true } : current,
      ),
  });
}

/** `PUT /api/leads/markets`: the whole list, replacing the one before; the leads offered change with it. */
export function useSetLeadMarkets(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (markets: Market[]) =>
      marketsAnswerSchema.parse(
        await apiRequest('/api/leads/markets', {
          method: 'PUT',
          body: { markets: markets.map(({ state, county }) => (county ? { state, county } : { state })) },
        }),
      ).markets,
    onSuccess: (markets) => {
      queryClient.setQueryData<MyLeads>(leadKeys.mine(userId), (leads) => (leads ? { ...leads, markets } : leads));
      queryClient.setQueryData<MarketSuggestions>(leadKeys.suggestions(userId), (current) => (current ? { ...current, markets } : current));
      // the offers are those of the new markets, and the suggestions leave out the states now taken
      void queryClient.invalidateQueries({ queryKey: leadKeys.mine(userId) });
      void queryClient.invalidateQueries({ queryKey: leadKeys.suggestions(userId) });
    },
    onError: (error) => {
      // refused by the plan: what the page knows of it is out of date
      if (isApiError(error, 403)) {
        void queryClient.invalidateQueries({ queryKey: leadKeys.mine(userId) });
        void queryClient.invalidateQueries({ queryKey: leadKeys.suggestions(userId) });
      }
    },
  });
}

export interface ClaimLeadCallbacks {
  onTaken?: (lead: SellerLeadRecord) => void;
  onFailed?: (error: Error) => void;
}

/**
 * `POST /api/leads/{id}/claim`: takes an offered lead; the answer carries the owner's contact
 * details. Another seller first (409), a lead no longer in the markets (404) or a plan that
 * refuses (403): the list is read again. The callbacks run with the mutation, not with the
 * component that started it: the offer's card goes away as soon as the lead is taken.
 */
export function useClaimLead(userId: string, { onTaken, onFailed }: ClaimLeadCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      sellerLeadRecordSchema.parse(await apiRequest(`/api/leads/${encodeURIComponent(id)}/claim`, { method: 'POST' })),
    onSuccess: (lead) => {
      queryClient.setQueryData<MyLeads>(leadKeys.mine(userId), (leads) => (leads ? withTakenLead(leads, lead) : leads));
      onTaken?.(lead);
    },
    onError: (error) => {
      if (isApiError(error, 409) || isApiError(error, 404) || isApiError(error, 403)) {
        void queryClient.invalidateQueries({ queryKey: leadKeys.mine(userId) });
      }
      onFailed?.(error);
    },
  });
}
