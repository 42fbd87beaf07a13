import { createContext, useContext, type ReactNode } from 'react';

/** The listing a buyer makes an offer on. */
export interface OfferListing {
  id: string;
  title: string;
  price: number;
}

export interface OfferSlots {
  /** "Make an offer" and its form, for a listing that takes offers (not rendered for its own seller) */
  makeOffer: (listing: OfferListing) => ReactNode;
  /** the seller's way to the offers on one of their listings */
  listingOffers: (propertyId: string) => ReactNode;
}

const OfferSlotContext = createContext<OfferSlots>({ makeOffer: () => null, listingOffers: () => null });

/**
 * Offers as slots, as messaging is: the root route provides the offers feature's button and link, and the
 * listings feature's property page renders whatever it provides, so neither feature imports the other.
 */
export const OfferSlotProvider = OfferSlotContext.Provider;

export function useOfferSlots(): OfferSlots {
  return useContext(OfferSlotContext);
}
