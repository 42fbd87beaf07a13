import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { currentUserSchema, type CurrentUser } from '@contracts/identity/contracts/current-user.ts';
import { apiRequest, isApiError } from './api-client.ts';
import { lazySchema } from './lazy-schema.ts';

export type { CurrentUser };

const MINUTE = 60_000;

export const authKeys = {
  currentUser: ['auth', 'current-user'] as const,
};

/** `GET /api/auth/me`: the user, or null when signed out (401). Spec sections 4, 8 and 9. */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  let body: unknown;
  try {
    body = await apiRequest('/api/auth/me', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw new Error('Failed to fetch user', { cause: error });
  }
  return currentUserSchema.parse(body);
}

export const currentUserQueryOptions = queryOptions({
  queryKey: authKeys.currentUser,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 5 * MINUTE,
  gcTime: 30 * MINUTE,
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
});

/** For route guards (`beforeLoad`): the cached user, fetched once when missing. */
export function ensureCurrentUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.ensureQueryData(currentUserQueryOptions);
}

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
  };
}

/** Admin is decided by the server (`role`), never by the e-mail address. */
export function isAdmin(user: CurrentUser | null): boolean {
  return user?.role === 'admin';
}

export function hasSellerCapability(user: CurrentUser | null): boolean {
  return user?.roles.includes('seller') ?? false;
}

export function roleLabel(user: CurrentUser): 'Administrator' | 'Member' {
  return isAdmin(user) ? 'Administrator' : 'Member';
}

/** "Jane D." — first name and last initial; the e-mail's local part when there is no name. */
export function shortName(user: CurrentUser): string {
  const first = user.firstName.trim();
  if (!first) return user.email.split('@')[0] ?? user.email;
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Where a signed-in user lands after login or registration (spec section 4). */
export function homePathFor(user: CurrentUser): '/admin' | '/member-dashboard' {
  return isAdmin(user) ? '/admin' : '/member-dashboard';
}

/** A same-site path: starts with one slash (not `//` or `/\`), so it cannot leave the site. */
export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** `?redirect=` on the sign-in and registration pages: where to go afterwards (local paths only). */
export const authRedirectSearchSchema = lazySchema(() =>
  z.object({
    redirect: z.string().refine(isLocalPath).optional().catch(undefined),
  }),
);

/** `POST /api/auth/logout`: clears the cached user and goes to / (spec section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        return await apiRequest('/api/auth/logout', { method: 'POST' });
      } catch (error) {
        // 401: the session is already gone, which is what signing out wants.
        if (isApiError(error, 401)) return null;
        throw new Error('Logout failed', { cause: error });
      }
    },
    onSuccess: async () => {
      queryClient.setQueryData(authKeys.currentUser, null);
      await navigate({ to: '/' });
    },
  });
}
