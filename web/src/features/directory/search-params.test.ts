import { describe, expect, it } from 'vitest';
import { INVESTMENT_STRATEGIES } from '@contracts/engagement/contracts/directory-terms.ts';
import { PROPERTY_CATEGORIES } from '@contracts/listings/contracts/listing-terms.ts';
import { CATEGORY_PARAMS, connectionsSearchSchema, STRATEGY_PARAMS } from './search-params.ts';

describe('the /connections search params', () => {
  it('name the same strategies and property types as the contracts', () => {
    expect([...STRATEGY_PARAMS]).toEqual([...INVESTMENT_STRATEGIES]);
    expect([...CATEGORY_PARAMS]).toEqual([...PROPERTY_CATEGORIES]);
  });

  it('keep what is valid and drop what is not, rather than failing the page', () => {
    expect(
      connectionsSearchSchema.parse({ state: 'TX', strategies: 'land', category: 'land', page: '2', view: 'mine', tab: 'sent' }),
    ).toEqual({
      state: 'TX',
      strategies: 'land',
      category: 'land',
      page: 2,
      view: 'mine',
      tab: 'sent',
    });
    expect(connectionsSearchSchema.parse({ state: 'Texas', strategies: 'timeshare', category: 'castle', page: '1', view: 'all' })).toEqual(
      {},
    );
  });
});
