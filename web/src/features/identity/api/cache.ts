import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { currentUserSchema, type CurrentUser } from '@contracts/identity/contracts/current-user.ts';
import { identityKeys } from './identity-keys.ts';

/** Answers of the form `{ message }` (password reset, email change, ...). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

export function parseCurrentUser(body: unknown): CurrentUser {
  return currentUserSchema.parse(body);
}

/** The server answered with the signed-in user: it replaces the cached one. */
export function storeCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(identityKeys.currentUser(), user);
}

/**
 * A (possibly different) account has just signed in: its user is cached and whatever the feature
 * cached for the previous account is dropped.
 */
export function startSession(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.removeQueries({ queryKey: identityKeys.all });
  storeCurrentUser(queryClient, user);
}

/** The session is over: no cached user, nothing the feature cached for the account. */
export function endSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: identityKeys.all });
  queryClient.setQueryData(identityKeys.currentUser(), null);
}

export function useIdentityCache() {
  const queryClient = useQueryClient();
  return {
    storeCurrentUser: (user: CurrentUser) => storeCurrentUser(queryClient, user),
    startSession: (user: CurrentUser) => startSession(queryClient, user),
    endSession: () => endSession(queryClient),
  };
}
