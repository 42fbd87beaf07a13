import { z } from 'zod';

/**
 * Favorites (spec sections 4, 5 and 7): a signed-in user's saved properties.
 *
 * - `GET /api/favorites`: the user's favorites, newest first.
 * - `POST /api/favorites` `{ propertyId }`: 201 with the favorite (200 when it already was one).
 *   404 when the property is not publicly listed; over the plan's limit 403 with `upgradeRequired`.
 * - `DELETE /api/favorites/{propertyId}`: 204, also when it was not a favorite.
 */
export const addFavoriteRequestSchema = z.object({
  propertyId: z.uuid({ message: 'propertyId must be a property id' }),
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

export const favoriteSchema = z.object({
  propertyId: z.string(),
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** The spec's message when a free buyer adds one favorite too many. */
export const FAVORITES_LIMIT_MESSAGE = "You've reached the maximum number of favorites for free accounts.";
