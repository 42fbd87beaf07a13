import { useMutation } from '@tanstack/react-query';
import type { UpdateMemberProfileRequest } from '@contracts/engagement/contracts/directory.ts';
import type { LoginRequest, RegisterRequest } from '@contracts/identity/contracts/http.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { CurrentUser } from '@/lib/auth.ts';
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

/** What a single-use link did: signed in (`newAccount` when an invitation made the account), or an address to sign in with. */
export type AutoLoginResult = { user: CurrentUser; newAccount: boolean } | { signIn: { email: string } };

/**
 * `POST /api/auth/auto-login`: a single-use sign-in link's or invitation's token → the user and a session; an
 * invitation to an address that has an account answers the address to sign in with (decision 0062).
 */
export function useAutoLogin() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (token: string): Promise<AutoLoginResult> => {
      const body = (await apiRequest('/api/auth/auto-login', { method: 'POST', body: { token } })) as Record<string, unknown>;
      const signIn = body.signIn as { email?: unknown } | undefined;
      if (signIn && typeof signIn.email === 'string') return { signIn: { email: signIn.email } };
      return { user: parseCurrentUser(body), newAccount: body.newAccount === true };
    },
    retry: false,
    onSuccess: (result) => {
      if ('user' in result) cache.startSession(result.user);
    },
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
