import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Connection,
  ConnectionList,
  MemberProfile,
  MemberSearchResult,
  MyProfile,
  SearchMembersQuery,
  UpdateMemberProfileRequest,
} from '@contracts/engagement/contracts/directory.ts';
import type { JvPostPage } from '@contracts/engagement/contracts/jv.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { QUERY_ROOTS } from '@/lib/notification-data.ts';
import type { ConnectionsSearch } from '../search-params.ts';

const MINUTE = 60_000;

// Answers are typed, not parsed: parsing them would bring the directory's schemas, and the listings
// and text rules they import, into the chunks of every page that shares those (the bundle budget).

/** The directory feature's query keys, one factory; what a member sees of their own is cached per account. */
export const directoryKeys = {
  members: ['members'] as const,
  search: (query: MembersQuery) => [...directoryKeys.members, 'search', query] as const,
  profile: (memberId: string) => [...directoryKeys.members, 'profile', memberId] as const,
  myProfile: (userId: string) => [...directoryKeys.members, 'mine', userId] as const,
  jvPosts: (memberId: string) => [...directoryKeys.members, 'jv-posts', memberId] as const,
  connections: (userId: string) => [QUERY_ROOTS.connections, userId] as const,
};

export type MembersQuery = Pick<SearchMembersQuery, 'q' | 'county' | 'page'> & { state?: string; strategy?: string; category?: string };

/** The `GET /api/members` query of a `/connections` page. */
export function membersQuery(search: ConnectionsSearch): MembersQuery {
  return { q: search.q, state: search.state, strategy: search.strategies, category: search.category, page: search.page ?? 1 };
}

export function membersQueryOptions(query: MembersQuery) {
  return queryOptions({
    queryKey: directoryKeys.search(query),
    queryFn: async ({ signal }) => (await apiRequest('/api/members', { query: { ...query }, signal })) as MemberSearchResult,
    staleTime: MINUTE,
  });
}

export function useMembers(query: MembersQuery) {
  return useQuery({ ...membersQueryOptions(query), placeholderData: keepPreviousData });
}

/** `GET /api/members/{id}`: a public profile (404 when the member did not opt in). */
export function memberProfileQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: directoryKeys.profile(memberId),
    queryFn: async ({ signal }) => (await apiRequest(`/api/members/${encodeURIComponent(memberId)}`, { signal })) as MemberProfile,
    staleTime: MINUTE,
  });
}

export function useMemberProfile(memberId: string) {
  return useQuery(memberProfileQueryOptions(memberId));
}

/** `GET /api/me/profile`: the member's own profile, as Settings edits it. */
export function useMyProfile(userId: string) {
  return useQuery({
    queryKey: directoryKeys.myProfile(userId),
    queryFn: async ({ signal }) => (await apiRequest('/api/me/profile', { signal })) as MyProfile,
  });
}

/** `PUT /api/me/profile`; the directory's cached pages are refetched. */
export function useSaveMyProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: UpdateMemberProfileRequest) =>
      (await apiRequest('/api/me/profile', { method: 'PUT', body: profile })) as MyProfile,
    onSuccess: (profile: MyProfile) => {
      queryClient.setQueryData(directoryKeys.myProfile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: directoryKeys.members, predicate: (query) => query.queryKey[1] !== 'mine' });
    },
  });
}

/** `POST /api/saved-searches` with the buy box as the criteria: alerts for what the member buys. */
export function useSaveBuyBoxSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (criteria: Record<string, string | number>) =>
      apiRequest('/api/saved-searches', { method: 'POST', body: { criteria, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.savedSearches] }),
  });
}

/** `GET /api/connections`: the member's connections and the requests to them and by them. */
export function useConnections(userId: string | undefined) {
  return useQuery({
    queryKey: directoryKeys.connections(userId ?? ''),
    queryFn: async ({ signal }) => (await apiRequest('/api/connections', { signal })) as ConnectionList,
    enabled: userId !== undefined,
  });
}

/** The connection mutations: each refetches the member's lists. */
export function useConnectionActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: directoryKeys.connections(userId) });
  return {
    request: useMutation({
      mutationFn: async (input: { memberId: string; note: string }) =>
        (await apiRequest('/api/connections', { method: 'POST', body: input })) as Connection,
      onSuccess: refresh,
    }),
    accept: useMutation({
      mutationFn: (id: string) => apiRequest(`/api/connections/${id}/accept`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    decline: useMutation({
      mutationFn: (id: string) => apiRequest(`/api/connections/${id}/decline`, { method: 'POST' }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiRequest(`/api/connections/${id}`, { method: 'DELETE' }), onSuccess: refresh }),
  };
}

/** `POST /api/conversations` `{ memberId, message, clientId }`: opens (or continues) the direct conversation with a member. */
export function useMessageMember() {
  return useMutation({
    mutationFn: async (input: { memberId: string; message: string }) =>
      (await apiRequest('/api/conversations', { method: 'POST', body: { ...input, clientId: crypto.randomUUID() } })) as {
        conversation: { id: string };
      },
  });
}

/** `GET /api/jv/posts?author=`: the member's open partner posts, for signed-in viewers (the board is for members). */
export function useMemberJvPosts(memberId: string, signedIn: boolean) {
  return useQuery({
    queryKey: directoryKeys.jvPosts(memberId),
    queryFn: async ({ signal }) => (await apiRequest('/api/jv/posts', { query: { author: memberId, pageSize: 6 }, signal })) as JvPostPage,
    enabled: signedIn,
    staleTime: MINUTE,
  });
}
