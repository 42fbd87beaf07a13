import { useQuery } from '@tanstack/react-query';
import { entitlementsSchema } from '@contracts/billing/contracts/http.ts';
import { mayPostOnJvBoard } from '@contracts/billing/contracts/plan-limits.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { jvKeys } from './jv-posts.ts';

/** Whether the member's plan lets them post on the board (`GET /api/billing/me`); undefined while unknown. */
export function useMayPostOnJvBoard(): boolean | undefined {
  const query = useQuery({
    queryKey: [...jvKeys.all, 'entitlements'],
    queryFn: async ({ signal }) => entitlementsSchema.parse(await apiRequest('/api/billing/me', { signal })),
    staleTime: 60_000,
  });
  return query.data ? mayPostOnJvBoard(query.data) : undefined;
}
