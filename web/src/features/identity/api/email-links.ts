import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { messageAnswerSchema, parseCurrentUser, storeCurrentUser } from './cache.ts';
import { identityKeys } from './identity-keys.ts';
import type { CurrentUser } from '@contracts/identity/contracts/current-user.ts';

/** `POST /api/auth/forgot-password` → the same `{ message }` whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      messageAnswerSchema.parse(await apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email } })),
  });
}

/** `POST /api/auth/reset-password` → `{ message }`; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (request: { token: string; password: string }) =>
      messageAnswerSchema.parse(await apiRequest('/api/auth/reset-password', { method: 'POST', body: request })),
    // the token is single-use: a retry after a lost answer would report it invalid
    retry: false,
  });
}

/**
 * `POST /api/auth/verify-email` → the verified user. When that user is the one signed in here, the
 * cached user is replaced (the banner goes away); a link opened while signed out, or signed in as
 * someone else, leaves the session alone.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => parseCurrentUser(await apiRequest('/api/auth/verify-email', { method: 'POST', body: { token } })),
    retry: false,
    onSuccess: (user) => {
      const signedIn = queryClient.getQueryData<CurrentUser | null>(identityKeys.currentUser());
      if (signedIn?.id === user.id) storeCurrentUser(queryClient, user);
    },
  });
}

/** `POST /api/auth/verify-email/resend` (signed in) → `{ message }`. */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: async () => messageAnswerSchema.parse(await apiRequest('/api/auth/verify-email/resend', { method: 'POST' })),
    retry: false,
  });
}
