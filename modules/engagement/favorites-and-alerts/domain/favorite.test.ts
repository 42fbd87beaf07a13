import { describe, expect, it } from 'vitest';
import { Favorite } from './favorite.entity.ts';

describe('favorites', () => {
  it('shows a favorite as its property and when it was saved', () => {
    const favorite = Favorite.add(
      '0190a1b2-0000-7000-8000-000000000001',
      '0190a1b2-0000-7000-8000-000000000002',
      new Date('2026-11-10T12:00:00Z'),
    );
    expect(favorite.toView()).toEqual({ propertyId: '0190a1b2-0000-7000-8000-000000000002', createdAt: '2026-11-10T12:00:00.000Z' });
  });
});
