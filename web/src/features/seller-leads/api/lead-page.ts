import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadPageSchema } from '@contracts/leads/contracts/seller-leads.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** `GET /api/lead-pages/{sellerId}`: a paid seller's lead page (their name, picture and markets); 404 without lead capture. */
export function leadPageQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: ['lead-pages', sellerId] as const,
    queryFn: async ({ signal }) => leadPageSchema.parse(await apiRequest(`/api/lead-pages/${encodeURIComponent(sellerId)}`, { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useLeadPage(sellerId: string) {
  return useQuery(leadPageQueryOptions(sellerId));
}
