import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUserListSchema,
  adminUserSchema,
  type AdminUserFilter,
  type AdminUserListQuery,
} from '@contracts/identity/contracts/admin-users.ts';
import type { Role } from '@contracts/identity/contracts/http.ts';
import { apiRequest, withQuery } from '@/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

/** declared here, not in `identity-keys.ts` (in every page's first download): only the back office uses them */
const adminAccountsKey = [...identityKeys.all, 'admin-accounts'] as const;

/** `GET /api/admin/users`: one page of accounts, the previous page shown while the next comes */
export const adminAccountsQueryOptions = (query: AdminUserListQuery) =>
  queryOptions({
    queryKey: [...adminAccountsKey, query],
    queryFn: async ({ signal }) => adminUserListSchema.parse(await apiRequest('/api/admin/users', { query, signal })),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/users/export`: the filter's accounts as a CSV download (a plain link: the session cookie goes with it) */
export function adminAccountsExportUrl(filter: AdminUserFilter): string {
  return withQuery('/api/admin/users/export', filter);
}

/** `POST /api/admin/users/{id}/view-as`: this browser becomes the member's, read-only; the page is then reloaded as theirs */
export async function startViewingAs(userId: string, reason: string): Promise<void> {
  await apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/view-as`, { method: 'POST', body: { reason } });
}

/** Suspend or reinstate (`POST /api/admin/users/{id}/suspend|reinstate`), change roles (`…/roles`) or resend the verification mail; the table is read again after each. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'suspend' | 'reinstate'; userId: string; reason: string }
        | { kind: 'roles'; userId: string; grant: Role[]; revoke: Role[]; reason?: string }
        | { kind: 'resend-verification'; userId: string },
    ) => {
      const path = `/api/admin/users/${encodeURIComponent(action.userId)}/${action.kind}`;
      if (action.kind === 'resend-verification') {
        await apiRequest(path, { method: 'POST' });
        return null;
      }
      if (action.kind === 'roles') {
        await apiRequest(path, { method: 'POST', body: { grant: action.grant, revoke: action.revoke, reason: action.reason } });
        return null;
      }
      return adminUserSchema.parse(await apiRequest(path, { method: 'POST', body: { reason: action.reason } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountsKey }),
  });
}
