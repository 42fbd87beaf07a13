import { token } from '../../shared/kernel/tokens.ts';

/** What other modules may ask the listings module synchronously (ARCHITECTURE.md section 3). */
export interface ListingsApi {
  /** Whether a property is on public view (active, under contract or sold), as its page shows it to anyone. */
  isPublic(propertyId: string): Promise<boolean>;
}

export const LISTINGS_API = token<ListingsApi>('listings.api');
