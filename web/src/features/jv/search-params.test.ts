import { describe, expect, it } from 'vitest';
import { JV_POST_KINDS, JV_SORTS, JV_STRATEGIES, jvAmountRange } from '@contracts/engagement/contracts/jv.ts';
import { JV_KIND_PARAMS, JV_SORT_PARAMS, JV_STRATEGY_PARAMS, jvSearchSchema } from './search-params.ts';

describe('JV board search params', () => {
  it('offer the contract’s kinds, strategies and sorts (newest is the default)', () => {
    expect([...JV_KIND_PARAMS]).toEqual([...JV_POST_KINDS]);
    expect([...JV_STRATEGY_PARAMS]).toEqual([...JV_STRATEGIES]);
    expect(['newest', ...JV_SORT_PARAMS]).toEqual([...JV_SORTS]);
  });

  it('keep what is valid and drop what is not, without failing the page', () => {
    expect(
      jvSearchSchema.parse({ kind: 'seeking-capital', state: 'TX', jvStrategy: 'flip', minAmount: '50000', page: '2', mine: true }),
    ).toEqual({
      kind: 'seeking-capital',
      state: 'TX',
      jvStrategy: 'flip',
      minAmount: 50_000,
      page: 2,
      mine: true,
    });
    expect(
      jvSearchSchema.parse({ kind: 'selling', state: 'Texas', jvStrategy: 'crypto', minAmount: '-5', page: '1', tab: 'other' }),
    ).toEqual({});
  });
});

describe('JV amount ranges', () => {
  it('read as a range, a bound or nothing', () => {
    expect(jvAmountRange({ amountMin: 50_000, amountMax: 120_000 })).toBe('$50,000 – $120,000');
    expect(jvAmountRange({ amountMin: 50_000, amountMax: null })).toBe('from $50,000');
    expect(jvAmountRange({ amountMin: null, amountMax: 9_000 })).toBe('up to $9,000');
    expect(jvAmountRange({ amountMin: null, amountMax: null })).toBeNull();
  });
});
