import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listingOffersSchema,
  myOffersSchema,
  offerSchema,
  type CounterInput,
  type DeclineInput,
  type OfferInput,
} from '@contracts/leads/contracts/offers.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** Offers' query keys, one factory. */
export const offerKeys = {
  all: ['offers'] as const,
  mine: () => [...offerKeys.all, 'mine'] as const,
  listing: (propertyId: string) => [...offerKeys.all, 'listing', propertyId] as const,
};

/** `GET /api/offers`: the buyer's offers, newest first. */
export const myOffersQueryOptions = queryOptions({
  queryKey: offerKeys.mine(),
  queryFn: async ({ signal }) => myOffersSchema.parse(await apiRequest('/api/offers', { signal })),
});

export function useMyOffers(enabled = true) {
  return useQuery({ ...myOffersQueryOptions, enabled });
}

/** `GET /api/properties/{id}/offers`: every offer on the seller's listing. */
export function useListingOffers(propertyId: string) {
  return useQuery({
    queryKey: offerKeys.listing(propertyId),
    queryFn: async ({ signal }) =>
      listingOffersSchema.parse(await apiRequest(`/api/properties/${encodeURIComponent(propertyId)}/offers`, { signal })),
  });
}

/** `POST /api/properties/{id}/offers` */
export function useMakeOffer(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Omit<OfferInput, 'message' | 'expiresInHours'> & { message?: string; expiresInHours?: number }) =>
      offerSchema.parse(await apiRequest(`/api/properties/${encodeURIComponent(propertyId)}/offers`, { method: 'POST', body: input })),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

type OfferAction =
  | { action: 'withdraw' | 'accept' }
  | { action: 'decline'; input: DeclineInput }
  | { action: 'counter'; input: Omit<CounterInput, 'expiresInHours'> & { expiresInHours?: number } };

/** `POST /api/offers/{id}/{withdraw|accept|decline|counter}`: either side's answer to an offer. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ offerId, ...answer }: OfferAction & { offerId: string }) =>
      offerSchema.parse(
        await apiRequest(`/api/offers/${encodeURIComponent(offerId)}/${answer.action}`, {
          method: 'POST',
          body: 'input' in answer ? answer.input : undefined,
        }),
      ),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
