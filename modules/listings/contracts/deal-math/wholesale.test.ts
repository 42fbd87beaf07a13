import { describe, expect, it } from 'vitest';
import { wholesaleInputSchema, type WholesaleInput } from './schemas.ts';
import { analyzeWholesale } from './wholesale.ts';

const DEAL = {
  arv: 200_000,
  repairs: 30_000,
  assignmentFee: 10_000,
  contractPrice: 95_000,
  doubleClosePurchaseCosts: 2_000,
  doubleCloseResaleCosts: 1_500,
};

const wholesale = (overrides: Partial<WholesaleInput> = {}) => analyzeWholesale({ ...wholesaleInputSchema.parse(DEAL), ...overrides });

describe('wholesale', () => {
  it('offers the seller at most ARV × 70% − repairs − fee', () => {
    // end buyer pays at most 200,000 × 0.70 − 30,000 = 110,000; MAO = 110,000 − 10,000 = 100,000
    const result = wholesale();
    expect(result.endBuyerMaxPrice).toBe(110_000);
    expect(result.maximumAllowableOffer).toBe(100_000);
    expect(result.contractWithinMaximumOffer).toBe(true);
    expect(wholesale({ maxOfferPercent: 75 }).maximumAllowableOffer).toBe(110_000);
  });

  it('sells the contract for contract price + fee, and checks it against the end buyer rule', () => {
    // 95,000 + 10,000 = 105,000 ≤ 110,000 with 5,000 to spare; fee 10,000 = 5% of ARV
    const result = wholesale();
    expect(result.priceToEndBuyer).toBe(105_000);
    expect(result.assignmentFee).toBe(10_000);
    expect(result.assignmentFeePercentOfArv).toBeCloseTo(5, 9);
    expect(result.endBuyerPriceWithinRule).toBe(true);
    expect(result.endBuyerHeadroom).toBe(5_000);
  });

  it('derives the fee from the contract and end-buyer prices', () => {
    // 112,000 − 95,000 = 17,000 = 8.5% of ARV; 112,000 is 2,000 over the 110,000 limit
    const result = wholesale({ endBuyerPrice: 112_000 });
    expect(result.assignmentFee).toBe(17_000);
    expect(result.assignmentFeePercentOfArv).toBeCloseTo(8.5, 9);
    expect(result.endBuyerPriceWithinRule).toBe(false);
    expect(result.endBuyerHeadroom).toBe(-2_000);
  });

  it('nets the spread minus both closings on a double close', () => {
    // 105,000 − 95,000 − (2,000 + 1,500) = 6,500
    const result = wholesale();
    expect(result.doubleCloseCosts).toBe(3_500);
    expect(result.doubleCloseNetProfit).toBe(6_500);
  });

  it('flags a contract above the maximum allowable offer', () => {
    const result = wholesale({ contractPrice: 100_000.01 });
    expect(result.contractWithinMaximumOffer).toBe(false);
    expect(wholesale({ contractPrice: 100_000 }).contractWithinMaximumOffer).toBe(true);
  });

  it('is not fooled by floating-point noise exactly at the limit', () => {
    // 123,456.78 × 70% = 86,419.746 exactly in decimals, not in binary
    const result = wholesale({ arv: 123_456.78, repairs: 0, assignmentFee: 0, contractPrice: 86_419.746 });
    expect(result.contractWithinMaximumOffer).toBe(true);
    expect(result.endBuyerPriceWithinRule).toBe(true);
  });

  it('answers a deal whose repairs exceed the rule with a negative MAO, not NaN', () => {
    const result = wholesale({ repairs: 150_000 });
    // 140,000 − 150,000 − 10,000
    expect(result.maximumAllowableOffer).toBe(-20_000);
    expect(result.contractWithinMaximumOffer).toBe(false);
  });
});
