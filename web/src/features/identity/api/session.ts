import { useMutation } from '@tanstack/react-query';
import type { UpdateMemberProfileRequest } from '@contracts/engagement/contracts/directory.ts';
import type { LoginRequest, RegisterRequest } from '@contracts/identity/contracts/http.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { messageAnswerSchema, parseCurrentUser, useIdentityCache } from './cache.ts';

/** `POST /api/auth/login` → the user; the session cookie is set. */
export function useLogin() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (request: LoginRequest) => parseCurrentUser(await apiRequest('/api/auth/login', { method: 'POST', body: request })),
    // a wrong password must not be sent twice
    retry: false,
    onSuccess: (user) => cache.startSession(user),
  });
}

/** `POST /api/auth/register` → 201 and the new user, signed in. */
export function useRegister() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (request: RegisterRequest) =>
      parseCurrentUser(await apiRequest('/api/auth/register', { method: 'POST', body: request })),
    // a retry after a lost answer would meet "email taken"
    retry: false,
    onSuccess: (user) => cache.startSession(user),
  });
}

/**
 * The directory's join (`PUT /api/me/profile`, public) for an account just registered: it has no profile to
 * keep yet, so the profile is the directory's defaults, listed. The registration's session must exist first.
 */
export async function joinInvestorDirectory(): Promise<void> {
  const listed: UpdateMemberProfileRequest = { isPublic: true };
  await apiRequest('/api/me/profile', { method: 'PUT', body: listed });
}

/** `POST /api/auth/auto-login`: a single-use sign-in link's token → the user and a session. */
export function useAutoLogin() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (token: string) => parseCurrentUser(await apiRequest('/api/auth/auto-login', { method: 'POST', body: { token } })),
    retry: false,
    onSuccess: (user) => cache.startSession(user),
  });
}

/** `POST /api/auth/logout-everywhere`: ends every session of the account, this one included. */
export function useLogoutEverywhere() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async () => messageAnswerSchema.parse(await apiRequest('/api/auth/logout-everywhere', { method: 'POST' })),
    onSuccess: () => cache.endSession(),
  });
}
