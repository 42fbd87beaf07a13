import { describe, expect, it } from 'vitest';
import { brrrrInputSchema, flipInputSchema, landInputSchema, rentalInputSchema, wholesaleInputSchema } from './schemas.ts';

function problems(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('input schemas', () => {
  it('fill in sensible defaults', () => {
    const rental = rentalInputSchema.parse({ purchasePrice: 200_000, monthlyRent: 2_000, taxesPerYear: 3_000, insurancePerYear: 1_200 });
    expect(rental).toMatchObject({
      closingCosts: 0,
      upfrontRepairs: 0,
      downPaymentPercent: 20,
      interestRatePercent: 7,
      loanTermYears: 30,
      pointsPercent: 0,
      interestOnly: false,
      vacancyPercent: 5,
      maintenancePercent: 5,
      maintenanceBase: 'gross',
      capexPercent: 5,
      capexBase: 'gross',
      managementPercent: 8,
      managementBase: 'collected',
      projection: { years: 30, rentGrowthPercent: 3, expenseGrowthPercent: 3, appreciationPercent: 3, sellingCostsPercent: 8 },
    });
    expect(flipInputSchema.parse({ purchasePrice: 1, repairs: 0, arv: 2 })).toMatchObject({
      holdingMonths: 6,
      sellingCostsPercent: 8,
      maxOfferPercent: 70,
      loanPercentOfPurchase: 0,
    });
    expect(wholesaleInputSchema.parse({ arv: 1, repairs: 0, assignmentFee: 0, contractPrice: 1 })).toMatchObject({
      maxOfferPercent: 70,
      doubleClosePurchaseCosts: 0,
    });
    expect(
      brrrrInputSchema.parse({ purchasePrice: 1, rehabCosts: 0, arv: 2, monthlyRent: 0, taxesPerYear: 0, insurancePerYear: 0 }),
    ).toMatchObject({
      refinanceLtvPercent: 75,
      refinanceTermYears: 30,
    });
    expect(landInputSchema.parse({ price: 10_000, acres: 5 })).toMatchObject({ downPayment: 0, interestRatePercent: 10, termMonths: 120 });
  });

  it('name what is missing', () => {
    expect(problems(rentalInputSchema.safeParse({}))).toMatchObject({
      purchasePrice: 'Purchase price is required',
      monthlyRent: 'Monthly rent is required',
      taxesPerYear: 'Property taxes is required',
      insurancePerYear: 'Insurance is required',
    });
  });

  it('refuse negative money, zero prices, and percentages above 100 with clear messages', () => {
    const result = rentalInputSchema.safeParse({
      purchasePrice: -1,
      closingCosts: -5,
      monthlyRent: 2_000,
      taxesPerYear: 3_000,
      insurancePerYear: 1_200,
      vacancyPercent: 101,
      interestRatePercent: 250,
      downPaymentPercent: -1,
    });
    expect(problems(result)).toEqual({
      purchasePrice: 'Purchase price must be more than $0',
      closingCosts: 'Closing costs cannot be negative',
      vacancyPercent: 'Vacancy cannot be more than 100%',
      interestRatePercent: 'Interest rate cannot be more than 100%',
      downPaymentPercent: 'Down payment cannot be negative',
    });
    expect(problems(flipInputSchema.safeParse({ purchasePrice: 0, repairs: 0, arv: 100, sellingCostsPercent: 100 }))).toEqual({
      purchasePrice: 'Purchase price must be more than $0',
      sellingCostsPercent: 'Selling costs cannot be more than 50%',
    });
  });

  it('refuse text, NaN, infinity, fractions of a month and unknown fields', () => {
    const result = flipInputSchema.safeParse({
      purchasePrice: '100000',
      repairs: Number.NaN,
      arv: Number.POSITIVE_INFINITY,
      holdingMonths: 2.5,
      vacancyRate: 5,
    });
    expect(problems(result)).toEqual({
      purchasePrice: 'Purchase price must be a number',
      repairs: 'Repairs must be a number',
      arv: 'After-repair value must be a number',
      holdingMonths: 'Holding period must be a whole number of months',
      '': 'Unrecognized key: "vacancyRate"',
    });
  });

  it('check that a land down payment fits the price and a balloon fits the term', () => {
    expect(problems(landInputSchema.safeParse({ price: 10_000, acres: 5, downPayment: 12_000 }))).toEqual({
      downPayment: 'The down payment cannot be more than the price',
    });
    expect(problems(landInputSchema.safeParse({ price: 10_000, acres: 5, termMonths: 60, balloonMonth: 61 }))).toEqual({
      balloonMonth: 'The balloon month must fall within the note term',
    });
    expect(problems(landInputSchema.safeParse({ price: 10_000, acres: 0 }))).toEqual({ acres: 'Acres must be at least 0.001' });
  });

  it('accept a falling market but not a collapse', () => {
    expect(
      rentalInputSchema.safeParse({
        purchasePrice: 1,
        monthlyRent: 0,
        taxesPerYear: 0,
        insurancePerYear: 0,
        projection: { appreciationPercent: -5 },
      }).success,
    ).toBe(true);
    expect(
      problems(
        rentalInputSchema.safeParse({
          purchasePrice: 1,
          monthlyRent: 0,
          taxesPerYear: 0,
          insurancePerYear: 0,
          projection: { appreciationPercent: -60, years: 31 },
        }),
      ),
    ).toEqual({
      'projection.appreciationPercent': 'Appreciation cannot be below -50% a year',
      'projection.years': 'Projection length cannot be more than 30 years',
    });
  });
});
