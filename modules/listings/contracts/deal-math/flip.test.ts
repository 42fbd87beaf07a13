import { describe, expect, it } from 'vitest';
import { analyzeFlip, compoundAnnualizedPercent } from './flip.ts';
import { flipInputSchema, type FlipInput } from './schemas.ts';

const DEAL = {
  purchasePrice: 150_000,
  closingCosts: 3_000,
  repairs: 40_000,
  arv: 260_000,
  holdingMonths: 6,
  holdingCostsPerMonth: 1_000,
  sellingCostsPercent: 8,
  loanPercentOfPurchase: 90,
  loanPercentOfRepairs: 100,
  interestRatePercent: 12,
  pointsPercent: 2,
};

const flip = (overrides: Partial<FlipInput> = {}) => analyzeFlip({ ...flipInputSchema.parse(DEAL), ...overrides });

describe('flip: a hard-money deal', () => {
  // The independent calculation, step by step:
  const loan = 150_000 * 0.9 + 40_000 * 1.0; // 135,000 + 40,000 = 175,000
  const points = loan * 0.02; // 3,500
  const interest = loan * (0.12 / 12) * 6; // 1,750 a month × 6 = 10,500
  const holding = 6 * 1_000 + interest; // 16,500
  const selling = 260_000 * 0.08; // 20,800
  const beforeSale = 150_000 + 3_000 + 40_000 + points + holding; // 213,000
  const total = beforeSale + selling; // 233,800
  const profit = 260_000 - total; // 26,200
  const cash = beforeSale - loan; // 38,000
  const roi = profit / cash; // 0.689473…

  const result = flip();

  it('adds up buying, repairs, points, holding and selling costs to 233,800', () => {
    expect(result.loanAmount).toBe(175_000);
    expect(result.pointsCost).toBe(3_500);
    expect(result.loanInterest).toBeCloseTo(10_500, 9);
    expect(result.buyingCosts).toBe(153_000);
    expect(result.holdingCosts).toBeCloseTo(holding, 9);
    expect(result.sellingCosts).toBe(selling);
    expect(result.totalProjectCost).toBeCloseTo(total, 9);
    expect(result.totalProjectCost).toBeCloseTo(233_800, 6);
  });

  it('nets 26,200 on 38,000 of cash: 68.95% ROI, 11.21% on total cost, 10.08% margin', () => {
    expect(result.netProfit).toBeCloseTo(26_200, 6);
    expect(result.cashInvested).toBeCloseTo(cash, 9);
    expect(result.cashInvested).toBeCloseTo(38_000, 6);
    expect(result.roiPercent).toBeCloseTo(roi * 100, 9);
    expect(result.roiPercent).toBeCloseTo(68.9474, 4);
    expect(result.roiOnTotalCostPercent).toBeCloseTo((26_200 / 233_800) * 100, 9);
    expect(result.roiOnTotalCostPercent).toBeCloseTo(11.2062, 4);
    expect(result.profitMarginPercent).toBeCloseTo((26_200 / 260_000) * 100, 9);
    expect(result.profitMarginPercent).toBeCloseTo(10.0769, 4);
  });

  it('annualizes the six-month ROI: 185.43% compounded, 137.89% simple', () => {
    // compounded: (1 + 0.689474)^(12 / 6) − 1 = 1.689474² − 1 = 1.854321; simple: 0.689474 × 12 / 6 = 1.378947
    expect(result.annualizedRoiPercent).toBeCloseTo(((1 + roi) ** 2 - 1) * 100, 9);
    expect(result.annualizedRoiPercent).toBeCloseTo(185.4321, 4);
    expect(result.simpleAnnualizedRoiPercent).toBeCloseTo(137.8947, 4);
  });

  it('offers at most 142,000 by the 70% rule, which this 150,000 price exceeds', () => {
    // 260,000 × 70% − 40,000
    expect(result.maxOffer).toBe(142_000);
    expect(result.purchaseWithinMaxOffer).toBe(false);
    expect(flip({ purchasePrice: 142_000 }).purchaseWithinMaxOffer).toBe(true);
    expect(flip({ maxOfferPercent: 65 }).maxOffer).toBe(129_000);
    expect(flip({ purchasePrice: 142_000.01 }).purchaseWithinMaxOffer).toBe(false);
  });

  it('breaks even at a sale price of 231,521.74', () => {
    // S − 8% × S = 213,000  →  S = 213,000 / 0.92
    expect(result.breakEvenSalePrice).toBeCloseTo(213_000 / 0.92, 9);
    expect(result.breakEvenSalePrice).toBeCloseTo(231_521.74, 2);
    // selling at the break-even price leaves nothing: S − 8% of S − costs before the sale
    const atBreakEven = flip({ arv: result.breakEvenSalePrice });
    expect(atBreakEven.netProfit).toBeCloseTo(0, 6);
  });
});

describe('flip: edge cases', () => {
  it('all cash: no loan, no points, no interest, cash invested = every cost before the sale', () => {
    const result = flip({ loanPercentOfPurchase: 0, loanPercentOfRepairs: 0 });
    expect(result.loanAmount).toBe(0);
    expect(result.pointsCost).toBe(0);
    expect(result.loanInterest).toBe(0);
    // 150,000 + 3,000 + 40,000 + 6,000 = 199,000; profit 260,000 − 199,000 − 20,800 = 40,200
    expect(result.cashInvested).toBe(199_000);
    expect(result.netProfit).toBe(40_200);
  });

  it('zero months: no holding costs, annualized returns n/a', () => {
    const result = flip({ holdingMonths: 0 });
    expect(result.holdingCosts).toBe(0);
    expect(result.loanInterest).toBe(0);
    expect(result.annualizedRoiPercent).toBeNull();
    expect(result.simpleAnnualizedRoiPercent).toBeNull();
    expect(result.roiPercent).not.toBeNull();
  });

  it('fully financed with no other costs: no cash in, ROI n/a rather than infinite', () => {
    const result = flip({ loanPercentOfPurchase: 100, loanPercentOfRepairs: 100, closingCosts: 0, pointsPercent: 0, holdingMonths: 0 });
    expect(result.cashInvested).toBe(0);
    expect(result.roiPercent).toBeNull();
    expect(result.annualizedRoiPercent).toBeNull();
  });

  it('a loss: negative profit and ROI; losing more than the cash invested annualizes to −100%', () => {
    const result = flip({ arv: 180_000 });
    // selling 14,400; total 213,000 + 14,400 = 227,400; profit −47,400 on 38,000 cash = −124.7%
    expect(result.netProfit).toBeCloseTo(-47_400, 6);
    expect(result.roiPercent).toBeCloseTo((-47_400 / 38_000) * 100, 9);
    expect(result.annualizedRoiPercent).toBe(-100);
    expect(result.maxOffer).toBe(86_000);
    expect(result.purchaseWithinMaxOffer).toBe(false);
  });
});

describe('compounded annualizing', () => {
  it('turns 10% in 12 months into 10%, 10% in 6 months into 21%, and 21% in 24 months into 10%', () => {
    expect(compoundAnnualizedPercent(0.1, 12)).toBeCloseTo(10, 9);
    expect(compoundAnnualizedPercent(0.1, 6)).toBeCloseTo(21, 9);
    expect(compoundAnnualizedPercent(0.21, 24)).toBeCloseTo(10, 9);
    expect(compoundAnnualizedPercent(-1, 6)).toBe(-100);
    expect(compoundAnnualizedPercent(null, 6)).toBeNull();
  });
});
