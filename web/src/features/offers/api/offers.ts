import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listingOffersSchema,
  myOffersSchema,
  offerRulesSchema,
  offerSchema,
  type CounterInput,
  type DeclineInput,
  type OfferInput,
  type RevisionInput,
} from '@contracts/leads/contracts/offers.ts';
import {
  listingAddressRequestsSchema,
  myAddressRequestSchema,
  type AddressDecision,
} from '@contracts/listings/contracts/address-requests.ts';
import { propertyDetailSchema } from '@contracts/listings/contracts/property.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { QUERY_ROOTS } from '@/lib/notification-data.ts';

/** Offers' query keys, one factory. */
export const offerKeys = {
  all: ['offers'] as const,
  mine: () => [...offerKeys.all, 'mine'] as const,
  listing: (propertyId: string) => [...offerKeys.all, 'listing', propertyId] as const,
  rules: (propertyId: string) => [...offerKeys.all, 'rules', propertyId] as const,
  /** the listing's address gating and the buyers' requests (listings' endpoints, decision 0070) */
  addressRequests: (propertyId: string) => [...offerKeys.all, 'address-requests', propertyId] as const,
};

const listingPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}`;

/** `GET /api/properties/{id}/offer-rules`: whether the listing takes offers only from buyers with verified funds. */
export function useOfferRules(propertyId: string, enabled = true) {
  return useQuery({
    queryKey: offerKeys.rules(propertyId),
    queryFn: async ({ signal }) => offerRulesSchema.parse(await apiRequest(`${listingPath(propertyId)}/offer-rules`, { signal })),
    enabled,
  });
}

/** `PUT /api/properties/{id}/offer-rules` (the seller) */
export function useSetOfferRules(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requireVerifiedFunds: boolean) =>
      offerRulesSchema.parse(await apiRequest(`${listingPath(propertyId)}/offer-rules`, { method: 'PUT', body: { requireVerifiedFunds } })),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

/** `POST /api/properties/{id}/best-and-final` (the seller) */
export function useCallBestAndFinal(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deadline: string) =>
      offerRulesSchema.parse(await apiRequest(`${listingPath(propertyId)}/best-and-final`, { method: 'POST', body: { deadline } })),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

/** `POST /api/offers/{id}/revise` (the buyer, before the best-and-final deadline) */
export function useReviseOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RevisionInput) =>
      offerSchema.parse(await apiRequest(`/api/offers/${encodeURIComponent(offerId)}/revise`, { method: 'POST', body: input })),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

/** the accepted offer's assignment contract draft (a PDF download for its two parties) */
export const contractDraftUrl = (offerId: string) => `/api/offers/${encodeURIComponent(offerId)}/contract-draft`;

/** `GET /api/offers`: the buyer's offers, newest first. */
export const myOffersQueryOptions = queryOptions({
  queryKey: offerKeys.mine(),
  queryFn: async ({ signal }) => myOffersSchema.parse(await apiRequest('/api/offers', { signal })),
});

export function useMyOffers(enabled = true) {
  return useQuery({ ...myOffersQueryOptions, enabled });
}

/** `GET /api/offers?propertyId=`: the buyer's offers on one listing only (the property page's button). */
export function useMyOffersOn(propertyId: string, enabled = true) {
  return useQuery({
    queryKey: [...offerKeys.mine(), propertyId] as const,
    queryFn: async ({ signal }) =>
      myOffersSchema.parse(await apiRequest(`/api/offers?propertyId=${encodeURIComponent(propertyId)}`, { signal })),
    enabled,
  });
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
    // only the buyer's offers: refetching more (the listing's rules) would unmount the form before its own callbacks run
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.mine() }),
  });
}

type OfferAction =
  | { action: 'withdraw' | 'accept' | 'earnest-received' }
  | { action: 'decline'; input: DeclineInput }
  | { action: 'counter'; input: Omit<CounterInput, 'expiresInHours'> & { expiresInHours?: number } };

/** `POST /api/offers/{id}/{withdraw|accept|decline|counter|earnest-received}`: either side's answer to an offer. */
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
    // not awaited: the caller's own callbacks (its toast, closing its dialog) run first, while the button that
    // answered is still there; the refetched table may no longer show it (a countered offer has no Counter button)
    onSettled: (_offer, _error, { action }) => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      // an accepted offer puts the listing under contract
      if (action === 'accept') void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.listings] });
    },
  });
}

/** `GET /api/properties/{id}/address-requests` (the seller): whether the street address is hidden, and who asked for it */
export function useAddressRequests(propertyId: string) {
  return useQuery({
    queryKey: offerKeys.addressRequests(propertyId),
    queryFn: async ({ signal }) =>
      listingAddressRequestsSchema.parse(await apiRequest(`${listingPath(propertyId)}/address-requests`, { signal })),
  });
}

/** `PUT /api/properties/{id}/address-gate` (the seller) */
export function useSetAddressGate(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (hideAddress: boolean) =>
      propertyDetailSchema.parse(await apiRequest(`${listingPath(propertyId)}/address-gate`, { method: 'PUT', body: { hideAddress } })),
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.addressRequests(propertyId) }),
        // the property page shows the owner whether the address is hidden
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.listings] }),
      ]),
  });
}

/** `POST /api/address-requests/{id}/approve|decline` (the seller) */
export function useAnswerAddressRequest(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, decision }: { requestId: string; decision: AddressDecision }) =>
      myAddressRequestSchema.parse(
        await apiRequest(`/api/address-requests/${encodeURIComponent(requestId)}/${decision}`, { method: 'POST' }),
      ),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.addressRequests(propertyId) }),
  });
}
