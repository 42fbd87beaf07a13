import { defineCommand } from '../../../../../shared/kernel/bus.ts';
import type { AddFavoriteRequest, Favorite } from '../../../../contracts/http.ts';

export interface AddFavoriteResult {
  favorite: Favorite;
  /** false when the property already was a favorite (nothing changed) */
  created: boolean;
}

/**
 * Saves a publicly listed property as the signed-in user's favorite, within the buyer plan's
 * favorites limit. Idempotent: an existing favorite is answered as it is.
 */
export const AddFavorite = defineCommand<AddFavoriteRequest, AddFavoriteResult>('engagement.add-favorite');
