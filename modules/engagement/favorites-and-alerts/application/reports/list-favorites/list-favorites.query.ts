import { defineQuery } from '../../../../../shared/kernel/bus.ts';
import type { Favorite } from '../../../../contracts/http.ts';

/** The signed-in user's favorites, newest first. */
export const ListFavorites = defineQuery<void, Favorite[]>('engagement.list-favorites');
