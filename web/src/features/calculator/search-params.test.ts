import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '@contracts/listings/contracts/deal-math/index.ts';
import { shareTokenSchema } from '@contracts/listings/contracts/saved-analyses.ts';
import { CALCULATOR_STRATEGIES, calculatorSearchSchema, SHARE_TOKEN_PATTERN } from './search-params.ts';

describe('calculator search params', () => {
  it('keep a known tab and well-formed ids, and drop anything else', () => {
    const id = '0190a1b2-0000-7000-8000-000000000001';
    expect(calculatorSearchSchema.parse({ strategy: 'brrrr', propertyId: id })).toEqual({ strategy: 'brrrr', propertyId: id });
    expect(calculatorSearchSchema.parse({ strategy: 'timeshare', propertyId: 'x', analysis: 12, shared: 'short' })).toEqual({});
    expect(calculatorSearchSchema.parse({ shared: 'a'.repeat(32) })).toEqual({ shared: 'a'.repeat(32) });
  });

  it('know the same strategies and share tokens as the deal-math contracts', () => {
    expect(CALCULATOR_STRATEGIES).toEqual(STRATEGIES);
    for (const token of ['a'.repeat(32), 'A_b-'.repeat(8), 'a'.repeat(31), 'a+'.repeat(16)]) {
      expect(SHARE_TOKEN_PATTERN.test(token)).toBe(shareTokenSchema.safeParse(token).success);
    }
  });
});
