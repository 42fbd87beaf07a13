import { describe, expect, it } from 'vitest';
import { User } from './user.entity.ts';

describe('the buyer tier a user copies from billing', () => {
  it('applies the newest event only, whatever order the events arrive in', () => {
    const user = new User();
    user.buyerTier = 'free';
    user.buyerTierAsOf = null;

    expect(user.copyBuyerTier('pro', new Date('2026-11-20T10:00:00Z'))).toBe(true);
    // an older event delivered late changes nothing
    expect(user.copyBuyerTier('plus', new Date('2026-11-20T09:00:00Z'))).toBe(false);
    expect(user.buyerTier).toBe('pro');
    // the same tier again is no change to announce
    expect(user.copyBuyerTier('pro', new Date('2026-11-20T11:00:00Z'))).toBe(false);
    expect(user.copyBuyerTier('free', new Date('2026-11-21T10:00:00Z'))).toBe(true);
    expect(user.buyerTier).toBe('free');
  });
});
