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
