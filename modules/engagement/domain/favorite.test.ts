import { describe, expect, it } from 'vitest';
import { FAVORITES_LIMIT_MESSAGE } from '../contracts/http.ts';
import { Favorite } from './favorite.entity.ts';
import { FavoritesLimitReachedError, suggestedBuyerTier } from './favorite.errors.ts';

describe('favorites', () => {
  it('shows a favorite as its property and when it was saved', () => {
    const favorite = Favorite.add('0190a1b2-0000-7000-8000-000000000001', '0190a1b2-0000-7000-8000-000000000002', new Date('2026-11-10T12:00:00Z'));
    expect(favorite.toView()).toEqual({ propertyId: '0190a1b2-0000-7000-8000-000000000002', createdAt: '2026-11-10T12:00:00.000Z' });
  });

  it('suggests the cheapest buyer plan with more favorites: Plus, which has no limit', () => {
    expect(suggestedBuyerTier(10)).toBe('plus');
    expect(suggestedBuyerTier(1_000)).toBe('plus');
  });

  it('refuses the favorite over the limit with the upgrade answer', () => {
    const error = new FavoritesLimitReachedError('free', 10);
    expect(error).toMatchObject({
      kind: 'forbidden',
      code: 'plan_limit_reached',
      upgradeRequired: true,
      message: FAVORITES_LIMIT_MESSAGE,
      details: { limit: 'favorites', allowed: 10, tier: 'free', suggestedTier: 'plus' },
    });
  });
});
