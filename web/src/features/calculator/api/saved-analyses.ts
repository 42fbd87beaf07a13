import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAnalysisRequest, UpdateAnalysisRequest } from '@contracts/listings/contracts/saved-analyses.ts';
import {
  savedAnalysisListSchema,
  savedAnalysisViewSchema,
  shareAnalysisResultSchema,
  sharedAnalysisViewSchema,
  type SavedAnalysisList,
  type SavedAnalysisView,
  type SharedAnalysisView,
} from '@contracts/listings/contracts/saved-analysis-views.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { calculatorKeys } from './calculator-keys.ts';

export type { SavedAnalysisList, SavedAnalysisView, SharedAnalysisView };

/** `GET /api/analyses`: the user's saved analyses with their headline figures. */
export function savedAnalysesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: calculatorKeys.analysisList(userId),
    queryFn: async ({ signal }) => savedAnalysisListSchema.parse(await apiRequest('/api/analyses', { signal })),
  });
}

/** `GET /api/analyses/:id`: one saved analysis with every output. */
export function savedAnalysisQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: calculatorKeys.analysis(userId, id),
    queryFn: async ({ signal }) => savedAnalysisViewSchema.parse(await apiRequest(`/api/analyses/${encodeURIComponent(id)}`, { signal })),
    staleTime: 0,
  });
}

/** `GET /api/shared-analyses/:token`: a shared analysis, read-only, for anyone. */
export function sharedAnalysisQueryOptions(token: string) {
  return queryOptions({
    queryKey: calculatorKeys.shared(token),
    queryFn: async ({ signal }) =>
      sharedAnalysisViewSchema.parse(await apiRequest(`/api/shared-analyses/${encodeURIComponent(token)}`, { signal })),
    staleTime: 0,
  });
}

/** Mutations answer with the analysis as stored: keep it in the cache, and let the list refetch. */
function useStoreAnalysis(userId: string) {
  const queryClient = useQueryClient();
  return (analysis: SavedAnalysisView) => {
    queryClient.setQueryData(calculatorKeys.analysis(userId, analysis.id), analysis);
    void queryClient.invalidateQueries({ queryKey: calculatorKeys.analysisList(userId) });
  };
}

/** `POST /api/analyses` → the saved analysis. */
export function useSaveAnalysis(userId: string) {
  const store = useStoreAnalysis(userId);
  return useMutation({
    mutationFn: async (request: SaveAnalysisRequest) =>
      savedAnalysisViewSchema.parse(await apiRequest('/api/analyses', { method: 'POST', body: request })),
    retry: false,
    onSuccess: store,
  });
}

/** `PATCH /api/analyses/:id` (rename, new inputs) → the analysis. */
export function useUpdateAnalysis(userId: string) {
  const store = useStoreAnalysis(userId);
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateAnalysisRequest }) =>
      savedAnalysisViewSchema.parse(await apiRequest(`/api/analyses/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes })),
    onSuccess: store,
  });
}

/** `POST /api/analyses/:id/duplicate` → the copy. */
export function useDuplicateAnalysis(userId: string) {
  const store = useStoreAnalysis(userId);
  return useMutation({
    mutationFn: async (id: string) =>
      savedAnalysisViewSchema.parse(await apiRequest(`/api/analyses/${encodeURIComponent(id)}/duplicate`, { method: 'POST' })),
    retry: false,
    onSuccess: store,
  });
}

/** `DELETE /api/analyses/:id`. */
export function useDeleteAnalysis(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: calculatorKeys.analysis(userId, id) });
      void queryClient.invalidateQueries({ queryKey: calculatorKeys.analysisList(userId) });
    },
  });
}

/** `POST /api/analyses/:id/share` (a read-only link) or `DELETE` (revoke it) → the analysis. */
export function useShareAnalysis(userId: string) {
  const store = useStoreAnalysis(userId);
  return useMutation({
    mutationFn: async ({ id, shared }: { id: string; shared: boolean }) => {
      const path = `/api/analyses/${encodeURIComponent(id)}/share`;
      if (shared) return shareAnalysisResultSchema.parse(await apiRequest(path, { method: 'POST' })).analysis;
      return savedAnalysisViewSchema.parse(await apiRequest(path, { method: 'DELETE' }));
    },
    onSuccess: store,
  });
}
