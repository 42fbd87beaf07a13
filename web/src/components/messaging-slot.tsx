import { createContext, useContext, type ReactNode } from 'react';

/** The listing a buyer writes to its seller about. */
export interface ContactListing {
  id: string;
  title: string;
  city: string | null;
  state: string | null;
}

/** Where an inquiry count sits: a seller's listings table cell, a phone card of it, or the owner's property page. */
export type InquiriesPlacement = 'table' | 'card' | 'page';

export interface MessagingSlots {
  /** the "Contact seller" button and its composer (not rendered for the listing's own seller) */
  contactSeller: (listing: ContactListing) => ReactNode;
  /** how many buyers wrote about one of the seller's listings, linking to /messages */
  inquiries: (propertyId: string, placement: InquiriesPlacement) => ReactNode;
}

const MessagingSlotContext = createContext<MessagingSlots>({ contactSeller: () => null, inquiries: () => null });

/**
 * Messaging as slots: the root route provides the messaging feature's contact button and inquiry
 * counts, and the listings feature's pages render whatever it provides, so neither feature imports
 * the other (docs/architecture.md section 3). Without a provider nothing is shown.
 */
export const MessagingSlotProvider = MessagingSlotContext.Provider;

export function useMessagingSlots(): MessagingSlots {
  return useContext(MessagingSlotContext);
}
