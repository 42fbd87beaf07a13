import { describe, expect, it } from 'vitest';
import { moderationActionsFor } from './admin-listings.ts';

describe('the moderation actions a listing allows', () => {
  const active = { status: 'active', review: null, featured: false, openReports: 0 } as const;

  it('offers feature on a live listing only, never on one waiting for review or rejected', () => {
    expect(moderationActionsFor(active)).toEqual(['unpublish', 'feature', 'expire']);
    expect(moderationActionsFor({ ...active, review: 'pending' })).toEqual(['approve', 'reject', 'unpublish', 'expire']);
    expect(moderationActionsFor({ ...active, review: 'rejected' })).toEqual(['unpublish', 'expire']);
  });

  it('still offers to stop featuring a featured listing sent back to review', () => {
    expect(moderationActionsFor({ ...active, review: 'pending', featured: true, openReports: 1 })).toEqual([
      'approve',
      'reject',
      'unpublish',
      'unfeature',
      'expire',
      'dismiss-reports',
    ]);
  });
});
