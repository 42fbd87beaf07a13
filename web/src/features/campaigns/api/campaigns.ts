import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  campaignJoinsSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignSchema,
  testSendSchema,
  type Campaign,
  type CampaignInput,
} from '@contracts/leads/contracts/campaigns.ts';
import { listingMatchesSchema } from '@contracts/leads/contracts/matching.ts';
import { segmentListSchema } from '@contracts/leads/contracts/segments.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** how often a sending campaign's progress is asked for */
const PROGRESS_POLL_MS = 2_000;

/** The campaigns' query keys, one factory. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  listings: () => [...campaignKeys.all, 'listings'] as const,
  segments: () => [...campaignKeys.all, 'segments'] as const,
  fits: (listingId: string) => [...campaignKeys.all, 'fits', listingId] as const,
  joins: (campaignId: string, joined: number) => [...campaignKeys.all, 'joins', campaignId, joined] as const,
};

/** `GET /api/campaigns`: the seller's campaigns with their reports, and what their plan sends; asked again while one sends. */
export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.list(),
    queryFn: async ({ signal }) => campaignListSchema.parse(await apiRequest('/api/campaigns', { signal })),
    refetchInterval: (query) => (query.state.data?.rows.some((row) => row.status === 'sending') ? PROGRESS_POLL_MS : false),
  });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}

/** `GET /api/campaigns/{id}/joined`: who joined, asked for again when the report's count of them changes. */
export function useCampaignJoins(campaign: Campaign) {
  return useQuery({
    queryKey: campaignKeys.joins(campaign.id, campaign.report.joined),
    queryFn: async ({ signal }) => campaignJoinsSchema.parse(await apiRequest(`/api/campaigns/${campaign.id}/joined`, { signal })),
    enabled: campaign.report.joined > 0,
  });
}

const listingChoiceSchema = z.object({ listings: z.array(z.object({ id: z.string(), title: z.string() }).loose()) }).loose();

/** `GET /api/my/properties?status=active`: the seller's live listings, to choose the one a campaign sends. */
export function useLiveListings(enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.listings(),
    queryFn: async ({ signal }) =>
      listingChoiceSchema.parse(await apiRequest('/api/my/properties', { signal, query: { status: 'active', pageSize: 100 } })).listings,
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /api/contacts/segments`: the seller's saved segments, each with how many of its contacts can be mailed now. */
export function useSegments(enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.segments(),
    queryFn: async ({ signal }) => segmentListSchema.parse(await apiRequest('/api/contacts/segments', { signal })).segments,
    enabled,
  });
}

/** `GET /api/properties/{id}/matches`: how many mailable buyers fit the listing now ("N buyers fit"). */
export function useFittingBuyers(listingId: string) {
  return useQuery({
    queryKey: campaignKeys.fits(listingId),
    queryFn: async ({ signal }) =>
      listingMatchesSchema.parse(
        await apiRequest(`/api/properties/${encodeURIComponent(listingId)}/matches`, { signal, query: { pageSize: 1 } }),
      ).fits,
    enabled: listingId !== '',
  });
}

function useKeepCampaign() {
  const queryClient = useQueryClient();
  return (_campaign: Campaign) => void queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
}

/** `POST /api/campaigns` (new draft) or `PATCH /api/campaigns/{id}` (change a draft). */
export function useSaveCampaign() {
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: CampaignInput }) =>
      campaignSchema.parse(
        await apiRequest(id ? `/api/campaigns/${encodeURIComponent(id)}` : '/api/campaigns', {
          method: id ? 'PATCH' : 'POST',
          body: input,
        }),
      ),
    onSuccess: keep,
    retry: false,
  });
}

/** `POST /api/campaigns/{id}/preview`: the mail as its first recipient would read it. */
export function usePreviewCampaign() {
  return useMutation({
    mutationFn: async (id: string) =>
      campaignPreviewSchema.parse(await apiRequest(`/api/campaigns/${encodeURIComponent(id)}/preview`, { method: 'POST', body: {} })),
    retry: false,
  });
}

/** `POST /api/campaigns/{id}/test`: the mail to the seller's own address. */
export function useTestCampaign() {
  return useMutation({
    mutationFn: async (id: string) =>
      testSendSchema.parse(await apiRequest(`/api/campaigns/${encodeURIComponent(id)}/test`, { method: 'POST' })),
    retry: false,
  });
}

/** `POST /api/campaigns/{id}/send|pause|resume`. */
export function useCampaignAction() {
  const keep = useKeepCampaign();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'send' | 'pause' | 'resume' }) =>
      campaignSchema.parse(await apiRequest(`/api/campaigns/${encodeURIComponent(id)}/${action}`, { method: 'POST' })),
    onSuccess: keep,
    retry: false,
  });
}
