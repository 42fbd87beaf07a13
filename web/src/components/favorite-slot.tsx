import { createContext, useContext, type ReactNode } from 'react';

/** Where a favorite toggle sits: over a card's photo, or among a property page's actions. */
export type FavoritePlacement = 'card' | 'page';

type RenderFavorite = (propertyId: string, placement: FavoritePlacement) => ReactNode;

const FavoriteSlotContext = createContext<RenderFavorite>(() => null);

/**
 * The favorite toggle as a slot: the root route provides the favorites feature's toggle, and the
 * listings feature's cards and pages render whatever it provides, so neither feature imports the
 * other (docs/architecture.md section 3). Without a provider nothing is shown.
 */
export const FavoriteSlotProvider = FavoriteSlotContext.Provider;

export function useFavoriteSlot(): RenderFavorite {
  return useContext(FavoriteSlotContext);
}
