import { defineEvent } from '../../shared/kernel/events.ts';

/** Who saved (or unsaved) which property. The events' aggregate is the property. */
export interface FavoritePayload {
  userId: string;
  propertyId: string;
}

/** A user saved a property as a favorite (not sent again when it already was one). */
export const FavoriteAdded = defineEvent<FavoritePayload>()('engagement.favorite-added.v1');
/** A favorite was removed: by its user, or because the listing was deleted. */
export const FavoriteRemoved = defineEvent<FavoritePayload>()('engagement.favorite-removed.v1');

/**
 * A buyer opened a conversation with a seller about one of the seller's listings (the aggregate is the
 * conversation); sent once per conversation, with its first message. The seller's pipeline takes it as an inquiry.
 */
export const ConversationStarted = defineEvent<{ propertyId: string; buyerId: string; sellerId: string; listingTitle: string }>()(
  'engagement.conversation-started.v1',
);

/**
 * A listing that came on the market, came back or got cheaper matched `matches` other members' saved
 * searches anew (matches already recorded at that price are not counted again); the seller's analytics count them.
 */
export const ListingMatchedSearches = defineEvent<{ propertyId: string; ownerId: string; matches: number }>()(
  'engagement.listing-matched-searches.v1',
);

/** A partner post on the JV board was written, edited, renewed, closed or expired (the aggregate is the post). */
export const JvPostChanged = defineEvent<{ postId: string }>()('engagement.jv-post-changed.v1');
/** A partner post was deleted by its author. */
export const JvPostDeleted = defineEvent<{ postId: string }>()('engagement.jv-post-deleted.v1');
