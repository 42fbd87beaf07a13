import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { favoriteSchema, type Favorite } from '@contracts/engagement/contracts/http.ts';
import { apiRequest } from '@/lib/api-client.ts';

const MINUTE = 60_000;

export const favoriteKeys = {
  all: ['favorites'] as const,
};

/** `GET /api/favorites`: the signed-in user's favorites, newest first. */
export const favoritesQueryOptions = queryOptions({
  queryKey: favoriteKeys.all,
  queryFn: async ({ signal }) => z.array(favoriteSchema).parse(await apiRequest('/api/favorites', { signal })),
  staleTime: 5 * MINUTE,
  gcTime: 30 * MINUTE,
});

/** The favorites of the signed-in user (spec section 6: favorites calls run only for signed-in users). */
export function useFavorites(signedIn: boolean) {
  return useQuery({ ...favoritesQueryOptions, enabled: signedIn });
}

/**
 * Adds (`favorite: true`) or removes a favorite; the list is refetched afterwards (spec section 4),
 * and shows the change at once meanwhile.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ propertyId, favorite }: { propertyId: string; favorite: boolean }) => {
      if (favorite) return favoriteSchema.parse(await apiRequest('/api/favorites', { method: 'POST', body: { propertyId } }));
      await apiRequest(`/api/favorites/${encodeURIComponent(propertyId)}`, { method: 'DELETE' });
      return null;
    },
    onSuccess: (added, { propertyId }) => {
      queryClient.setQueryData<Favorite[]>(favoriteKeys.all, (list = []) =>
        added
          ? [added, ...list.filter((entry) => entry.propertyId !== propertyId)]
          : list.filter((entry) => entry.propertyId !== propertyId),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
