import { describe, expect, it } from 'vitest';
import { MY_LISTINGS_STATES } from '@contracts/listings/contracts/my-listings-query.ts';
import { STATUS_ACTION_TARGET, STATUS_FILTER_ORDER, statusActions, statusReasonText } from './listing-status.ts';

describe('seller status actions', () => {
  it('publish drafts, unpublished and expired listings', () => {
    expect(statusActions('draft')).toEqual(['publish']);
    expect(statusActions('withdrawn')).toEqual(['publish']);
    expect(statusActions('expired')).toEqual(['publish']);
  });

  it('unpublish, mark under contract or sold an active listing; sold is final', () => {
    expect(statusActions('active')).toEqual(['unpublish', 'under-contract', 'sold']);
    expect(statusActions('under_contract')).toContain('back-on-market');
    expect(statusActions('sold')).toEqual([]);
  });

  it('send the API statuses it accepts', () => {
    expect(new Set(Object.values(STATUS_ACTION_TARGET))).toEqual(new Set(['active', 'withdrawn', 'under_contract', 'sold']));
  });

  it('filter by every status, and by a review under way or refused', () => {
    expect([...STATUS_FILTER_ORDER].sort()).toEqual([...MY_LISTINGS_STATES].sort());
    expect(STATUS_FILTER_ORDER.slice(0, 3)).toEqual(['active', 'in_review', 'rejected']);
  });

  it('explain a status the seller did not choose', () => {
    expect(statusReasonText('plan-limit')).toBe('Unpublished by a plan change');
    expect(statusReasonText(null)).toBeNull();
  });
});
