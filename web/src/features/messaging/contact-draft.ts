import type { ContactListing } from '@/components/messaging-slot.tsx';
import { listingPlace } from './format.ts';

/** The first message a buyer is offered, naming the listing; they may edit it. */
export function firstMessage(listing: ContactListing): string {
  const place = listingPlace(listing);
  return `Hi, I'm interested in ${listing.title}${place ? ` in ${place}` : ''}. Is it still available?`;
}

/**
 * The message being written to a listing's seller waits in the tab's session storage until it is sent:
 * while a signed-out visitor signs in or registers (the property page then reopens the composer with
 * it, `?contact=1`), through a reload, and while a free buyer over the month's contacts looks at the plans.
 */
const draftKey = (propertyId: string) => `dealacre:contact-draft:${propertyId}`;

export function saveContactDraft(propertyId: string, text: string): void {
  try {
    sessionStorage.setItem(draftKey(propertyId), text);
  } catch {
    // storage full or disabled: the composer offers the first message again
  }
}

export function readContactDraft(propertyId: string): string | null {
  try {
    return sessionStorage.getItem(draftKey(propertyId));
  } catch {
    return null;
  }
}

export function clearContactDraft(propertyId: string): void {
  try {
    sessionStorage.removeItem(draftKey(propertyId));
  } catch {
    // nothing was kept
  }
}

/** Where a signed-out visitor comes back to after signing in: the property page, opening the composer. */
export function contactReturnPath(propertyId: string): string {
  return `/property/${encodeURIComponent(propertyId)}?contact=1`;
}
