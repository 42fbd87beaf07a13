import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { inquiryCountsSchema, type InquiryCounts } from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** `GET /api/conversations/inquiries`: per listing of the seller's, its conversations and the unread ones. */
export async function fetchInquiryCounts(signal?: AbortSignal): Promise<InquiryCounts> {
  return inquiryCountsSchema.parse(await apiRequest('/api/conversations/inquiries', { signal }));
}

export const inquiryCountsQueryOptions = queryOptions({
  queryKey: messagingKeys.inquiries(),
  queryFn: ({ signal }) => fetchInquiryCounts(signal),
  staleTime: 60_000,
});

/**
 * One listing's counts (zero when no buyer wrote); every row shares the one request. Pending while the
 * page is still taking over the server's HTML, which has no count (see `useUnreadCounts`).
 */
export function useInquiryCount(propertyId: string) {
  const query = useQuery({
    ...inquiryCountsQueryOptions,
    select: (counts) => counts.listings[propertyId] ?? { conversations: 0, unread: 0 },
  });
  const hydrated = useHydrated();
  return hydrated ? query : { data: undefined, isPending: true as const, isError: false as const };
}
