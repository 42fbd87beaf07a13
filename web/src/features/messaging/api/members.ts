import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { blockedMemberSchema, type BlockedMember } from '@contracts/engagement/contracts/messaging.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { messagingKeys } from './messaging-keys.ts';

/** `GET /api/members/blocked`: the members the signed-in member blocked, most recent first. */
export async function fetchBlockedMembers(signal?: AbortSignal): Promise<BlockedMember[]> {
  return z.array(blockedMemberSchema).parse(await apiRequest('/api/members/blocked', { signal }));
}

export const blockedMembersQueryOptions = queryOptions({
  queryKey: messagingKeys.blocked(),
  queryFn: ({ signal }) => fetchBlockedMembers(signal),
});

export function useBlockedMembers() {
  return useQuery(blockedMembersQueryOptions);
}

/** `POST /api/members/{id}/block` (block) or `DELETE` (unblock); 204 either way. */
export async function setBlocked(memberId: string, blocked: boolean): Promise<void> {
  await apiRequest(`/api/members/${encodeURIComponent(memberId)}/block`, { method: blocked ? 'POST' : 'DELETE' });
}

/** Blocks or unblocks a member; the conversations (their composer) and the blocked list follow. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, blocked }: { memberId: string; blocked: boolean }) => setBlocked(memberId, blocked),
    onSuccess: (_answer, { memberId, blocked }) => {
      if (!blocked) {
        queryClient.setQueryData<BlockedMember[]>(messagingKeys.blocked(), (members) =>
          members?.filter((member) => member.id !== memberId),
        );
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.blocked() }),
      ]),
  });
}
