import { useMutation, useMutationState, type UseMutationOptions } from '@tanstack/react-query';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  CurrentUser,
  Mode,
  UpdateProfileRequest,
} from '@contracts/identity/contracts/http.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { messageAnswerSchema, parseCurrentUser, useIdentityCache } from './cache.ts';
import { identityKeys } from './identity-keys.ts';

type SwitchModeCallbacks = Pick<UseMutationOptions<CurrentUser, Error, Mode>, 'onSuccess' | 'onError'>;

/**
 * `PATCH /api/users/switch-mode` → the user with the new `activeRole`. The callbacks belong to the
 * mutation, so they run even when the menu that started it has closed.
 */
export function useSwitchMode({ onSuccess, onError }: SwitchModeCallbacks = {}) {
  const cache = useIdentityCache();
  return useMutation({
    mutationKey: identityKeys.switchMode(),
    mutationFn: async (mode: Mode) => parseCurrentUser(await apiRequest('/api/users/switch-mode', { method: 'PATCH', body: { mode } })),
    onSuccess: (user, ...rest) => {
      cache.storeCurrentUser(user);
      return onSuccess?.(user, ...rest);
    },
    onError,
  });
}

/** The mode being switched to right now (from any mode switcher), or undefined. */
export function usePendingModeSwitch(): Mode | undefined {
  const pending = useMutationState({
    filters: { mutationKey: identityKeys.switchMode(), status: 'pending' },
    select: (mutation) => mutation.state.variables as Mode,
  });
  return pending[0];
}

/** `POST /api/users/me/capabilities/seller` → the user, now holding the seller capability. */
export function useEnableSellerCapability() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async () => parseCurrentUser(await apiRequest('/api/users/me/capabilities/seller', { method: 'POST' })),
    onSuccess: (user) => cache.storeCurrentUser(user),
  });
}

/** `PATCH /api/users/me` → the updated user. */
export function useUpdateProfile() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (request: UpdateProfileRequest) =>
      parseCurrentUser(await apiRequest('/api/users/me', { method: 'PATCH', body: request })),
    onSuccess: (user) => cache.storeCurrentUser(user),
  });
}

/** `POST /api/users/me/avatar` (multipart field `picture`) → the user with its new `profilePicture`. */
export function useUploadProfilePicture() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (picture: File) => {
      const form = new FormData();
      form.append('picture', picture);
      return parseCurrentUser(await apiRequest('/api/users/me/avatar', { method: 'POST', body: form }));
    },
    onSuccess: (user) => cache.storeCurrentUser(user),
  });
}

/** `POST /api/users/me/password` → `{ message }`; this session stays, the others end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (request: ChangePasswordRequest) =>
      messageAnswerSchema.parse(await apiRequest('/api/users/me/password', { method: 'POST', body: request })),
    // a password check counts against a rate limit; do not spend two on one click
    retry: false,
  });
}

/** `POST /api/users/me/email` → `{ message }`; the address changes once the link sent to it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (request: ChangeEmailRequest) =>
      messageAnswerSchema.parse(await apiRequest('/api/users/me/email', { method: 'POST', body: request })),
    retry: false,
  });
}

/** `DELETE /api/users/me` → `{ message }`; the session cookie is cleared. */
export function useDeleteAccount() {
  const cache = useIdentityCache();
  return useMutation({
    mutationFn: async (request: DeleteAccountRequest) =>
      messageAnswerSchema.parse(await apiRequest('/api/users/me', { method: 'DELETE', body: request })),
    retry: false,
    onSuccess: () => cache.endSession(),
  });
}
