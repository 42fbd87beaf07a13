import { describe, expect, it } from 'vitest';
import { analyzeBrrrr, refinanceLoan } from './brrrr.ts';
import { brrrrInputSchema, type BrrrrInput } from './schemas.ts';

const DEAL = {
  purchasePrice: 100_000,
  closingCosts: 3_000,
  rehabCosts: 30_000,
  arv: 180_000,
  holdingMonths: 4,
  holdingCostsPerMonth: 500,
  downPaymentPercent: 20,
  purchaseRatePercent: 10,
  purchasePointsPercent: 2,
  refinanceLtvPercent: 75,
  refinanceRatePercent: 7,
  refinanceTermYears: 30,
  refinanceCosts: 3_000,
  monthlyRent: 1_800,
  vacancyPercent: 5,
  taxesPerYear: 2_400,
  insurancePerYear: 1_000,
  maintenancePercent: 5,
  capexPercent: 5,
  managementPercent: 8,
};

const brrrr = (overrides: Partial<BrrrrInput> = {}) => analyzeBrrrr({ ...brrrrInputSchema.parse(DEAL), ...overrides });

/** The independent calculation of the money in, step by step (the same for every ARV). */
const purchaseLoan = 100_000 * 0.8; // 80,000
const points = purchaseLoan * 0.02; // 1,600
const interest = purchaseLoan * (0.1 / 12) * 4; // 666.67 a month × 4 = 2,666.67
const holding = 4 * 500 + interest; // 4,666.67
const invested = 20_000 + 3_000 + points + 30_000 + holding; // 59,266.67

/** Rent and expenses after the refinance. */
const grossRent = 1_800 * 12; // 21,600
const collected = grossRent * 0.95; // 20,520
const noi = collected - (2_400 + 1_000 + grossRent * 0.05 + grossRent * 0.05 + collected * 0.08); // 20,520 − 7,201.60 = 13,318.40

function payment(loan: number): number {
  const r = 0.07 / 12;
  return (loan * r * (1 + r) ** 360) / ((1 + r) ** 360 - 1);
}

describe('BRRRR: cash left in the deal', () => {
  const newLoan = 180_000 * 0.75; // 135,000
  const cashOut = newLoan - purchaseLoan - 3_000; // 52,000
  const cashLeft = invested - cashOut; // 7,266.67
  const annualCashFlow = noi - payment(newLoan) * 12; // 13,318.40 − 10,777.90 = 2,540.50
  const result = brrrr();

  it('puts 59,266.67 in before the refinance', () => {
    expect(result.purchaseLoan).toBe(80_000);
    expect(result.downPayment).toBe(20_000);
    expect(result.purchasePointsCost).toBe(1_600);
    expect(result.purchaseLoanInterest).toBeCloseTo(interest, 9);
    expect(result.holdingCosts).toBeCloseTo(holding, 9);
    expect(result.totalCashInvested).toBeCloseTo(invested, 9);
    expect(result.totalCashInvested).toBeCloseTo(59_266.67, 2);
    expect(result.allInCost).toBeCloseTo(100_000 + 3_000 + 1_600 + 30_000 + holding, 9);
  });

  it('refinances 135,000, takes 52,000 out and leaves 7,266.67 in (87.74% recovered)', () => {
    expect(result.refinanceLoan).toBe(135_000);
    expect(result.cashOut).toBe(52_000);
    expect(result.cashLeftInDeal).toBeCloseTo(cashLeft, 9);
    expect(result.cashLeftInDeal).toBeCloseTo(7_266.67, 2);
    expect(result.capitalRecoveredPercent).toBeCloseTo((52_000 / invested) * 100, 9);
    expect(result.capitalRecoveredPercent).toBeCloseTo(87.74, 2);
    expect(result.equityAfterRefinance).toBe(45_000);
    expect(result.infinite).toBe(false);
    expect(result.cashRecoveredBeyondInvestment).toBe(0);
  });

  it('rents with the new loan: NOI 13,318.40, 898.16 a month, 34.96% cash-on-cash, DSCR 1.2357', () => {
    expect(result.netOperatingIncome).toBeCloseTo(noi, 9);
    expect(result.netOperatingIncome).toBeCloseTo(13_318.4, 6);
    expect(result.monthlyDebtService).toBeCloseTo(payment(newLoan), 9);
    expect(result.monthlyDebtService).toBeCloseTo(898.16, 2);
    expect(result.annualCashFlow).toBeCloseTo(annualCashFlow, 9);
    expect(result.cashOnCashPercent).toBeCloseTo((annualCashFlow / cashLeft) * 100, 9);
    expect(result.cashOnCashPercent).toBeCloseTo(34.96, 2);
    expect(result.dscr).toBeCloseTo(1.2357, 4);
  });

  it('projects from the ARV with the cash left as the investment', () => {
    const [year1] = result.projection;
    expect(year1.propertyValue).toBeCloseTo(180_000 * 1.03, 6);
    expect(year1.cashFlow).toBeCloseTo(annualCashFlow, 6);
    expect(year1.irrPercent).not.toBeNull();
    expect(year1.equityMultiple).toBeCloseTo((year1.cashFlow + year1.netSaleProceeds) / cashLeft, 9);
  });
});

describe('BRRRR: all the cash back and more (infinite return)', () => {
  const newLoan = 200_000 * 0.75; // 150,000
  const cashOut = newLoan - purchaseLoan - 3_000; // 67,000
  const beyond = cashOut - invested; // 7,733.33
  const result = brrrr({ arv: 200_000 });

  it('says "infinite — all cash recovered + 7,733.33", never a negative percentage', () => {
    expect(result.cashOut).toBe(67_000);
    expect(result.cashLeftInDeal).toBeCloseTo(-beyond, 9);
    expect(result.infinite).toBe(true);
    expect(result.cashRecoveredBeyondInvestment).toBeCloseTo(beyond, 9);
    expect(result.cashRecoveredBeyondInvestment).toBeCloseTo(7_733.33, 2);
    expect(result.cashOnCashPercent).toBeNull();
    expect(result.capitalRecoveredPercent).toBeCloseTo((67_000 / invested) * 100, 9);
    expect(result.capitalRecoveredPercent).toBeCloseTo(113.05, 2);
    expect(result.equityAfterRefinance).toBe(50_000);
  });

  it('still shows the cash flow, and no IRR or equity multiple without money in', () => {
    // 13,318.40 − 997.95 × 12 = 1,342.96
    expect(result.annualCashFlow).toBeCloseTo(noi - payment(newLoan) * 12, 9);
    expect(result.annualCashFlow).toBeCloseTo(1_342.96, 2);
    expect(result.projection.every((year) => year.irrPercent === null && year.equityMultiple === null)).toBe(true);
  });

  it('counts exactly zero left in the deal as infinite with nothing beyond', () => {
    // no holding, no points: 20,000 + 3,000 + 30,000 = 53,000 in; 150,000 − 80,000 − 17,000 = 53,000 out
    const even = brrrr({ arv: 200_000, holdingMonths: 0, purchasePointsPercent: 0, refinanceCosts: 17_000 });
    expect(even.totalCashInvested).toBe(53_000);
    expect(even.cashLeftInDeal).toBe(0);
    expect(even.infinite).toBe(true);
    expect(even.cashRecoveredBeyondInvestment).toBe(0);
    expect(even.cashOnCashPercent).toBeNull();
  });
});

describe('BRRRR: edge cases', () => {
  it('a refinance that needs cash to close: negative cash out, more than 100% left in', () => {
    // 180,000 × 40% = 72,000 < the 80,000 payoff: cash out 72,000 − 80,000 − 3,000 = −11,000
    const result = brrrr({ refinanceLtvPercent: 40 });
    expect(result.cashOut).toBe(-11_000);
    expect(result.cashLeftInDeal).toBeCloseTo(invested + 11_000, 9);
    expect(result.capitalRecoveredPercent).toBeCloseTo((-11_000 / invested) * 100, 9);
    expect(result.infinite).toBe(false);
  });

  it('bought with cash: no purchase loan, interest or points', () => {
    const result = brrrr({ downPaymentPercent: 100 });
    expect(result.purchaseLoan).toBe(0);
    expect(result.purchaseLoanInterest).toBe(0);
    expect(result.purchasePointsCost).toBe(0);
    // 100,000 + 3,000 + 30,000 + 2,000 = 135,000 in; 135,000 − 3,000 = 132,000 out
    expect(result.totalCashInvested).toBe(135_000);
    expect(result.cashOut).toBe(132_000);
    expect(result.cashLeftInDeal).toBe(3_000);
  });

  it('no refinance loan: no debt service, DSCR n/a', () => {
    const result = brrrr({ refinanceLtvPercent: 0 });
    expect(result.refinanceLoan).toBe(0);
    expect(result.monthlyDebtService).toBe(0);
    expect(result.dscr).toBeNull();
    expect(result.amortization).toEqual([]);
  });
});

describe('BRRRR: the refinance loan', () => {
  it('is ARV × LTV over the refinance term, amortizing', () => {
    expect(refinanceLoan(brrrrInputSchema.parse(DEAL))).toEqual({
      principal: 135_000,
      annualRatePercent: 7,
      termMonths: 360,
      interestOnly: false,
    });
  });
});
