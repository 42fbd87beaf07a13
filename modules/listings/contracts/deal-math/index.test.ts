import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMORTIZATION_ROW_HELP,
  ANALYSIS_INPUT_SCHEMAS,
  analyze,
  EXPENSE_HELP,
  FIFTY_PERCENT_RULE_HELP,
  isStrategy,
  ONE_PERCENT_RULE_HELP,
  OUTPUT_HELP,
  PROJECTION_ROW_HELP,
  STRATEGIES,
  type Strategy,
} from './index.ts';
import { ANALYSIS_RESULT_SCHEMAS } from '../analysis-results.ts';

const money = (max: number) => fc.double({ min: 0, max, noNaN: true });
const percent = (max = 100) => fc.double({ min: 0, max, noNaN: true });
const base = fc.constantFrom('gross', 'collected');

const operating = {
  monthlyRent: money(50_000),
  vacancyPercent: percent(),
  taxesPerYear: money(100_000),
  insurancePerYear: money(50_000),
  hoaPerMonth: money(5_000),
  utilitiesPerMonth: money(5_000),
  otherExpensesPerMonth: money(5_000),
  maintenancePercent: percent(),
  maintenanceBase: base,
  capexPercent: percent(),
  capexBase: base,
  managementPercent: percent(),
  managementBase: base,
};
const projection = fc.record({
  years: fc.integer({ min: 1, max: 30 }),
  rentGrowthPercent: fc.double({ min: -50, max: 50, noNaN: true }),
  expenseGrowthPercent: fc.double({ min: -50, max: 50, noNaN: true }),
  appreciationPercent: fc.double({ min: -50, max: 50, noNaN: true }),
  sellingCostsPercent: percent(50),
});

/** Any valid input of each strategy, edges included (0% rates, 100% vacancy, zero months, no loan). */
const INPUTS: { [S in Strategy]: fc.Arbitrary<unknown> } = {
  rental: fc.record({
    purchasePrice: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
    closingCosts: money(100_000),
    upfrontRepairs: money(500_000),
    downPaymentPercent: percent(),
    interestRatePercent: percent(30),
    loanTermYears: fc.integer({ min: 1, max: 40 }),
    pointsPercent: percent(10),
    interestOnly: fc.boolean(),
    ...operating,
    projection,
  }),
  flip: fc.record({
    purchasePrice: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
    closingCosts: money(100_000),
    repairs: money(1_000_000),
    arv: fc.double({ min: 1, max: 20_000_000, noNaN: true }),
    holdingMonths: fc.integer({ min: 0, max: 120 }),
    holdingCostsPerMonth: money(20_000),
    sellingCostsPercent: percent(50),
    loanPercentOfPurchase: percent(),
    loanPercentOfRepairs: percent(),
    interestRatePercent: percent(30),
    pointsPercent: percent(10),
    maxOfferPercent: fc.double({ min: 1, max: 100, noNaN: true }),
  }),
  wholesale: fc.record({
    arv: fc.double({ min: 1, max: 20_000_000, noNaN: true }),
    repairs: money(1_000_000),
    maxOfferPercent: fc.double({ min: 1, max: 100, noNaN: true }),
    assignmentFee: money(100_000),
    contractPrice: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
    endBuyerPrice: fc.option(fc.double({ min: 1, max: 10_000_000, noNaN: true }), { nil: undefined }),
    doubleClosePurchaseCosts: money(20_000),
    doubleCloseResaleCosts: money(20_000),
  }),
  brrrr: fc.record({
    purchasePrice: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
    closingCosts: money(100_000),
    rehabCosts: money(1_000_000),
    arv: fc.double({ min: 1, max: 20_000_000, noNaN: true }),
    holdingMonths: fc.integer({ min: 0, max: 60 }),
    holdingCostsPerMonth: money(20_000),
    downPaymentPercent: percent(),
    purchaseRatePercent: percent(30),
    purchasePointsPercent: percent(10),
    refinanceLtvPercent: percent(),
    refinanceRatePercent: percent(30),
    refinanceTermYears: fc.integer({ min: 1, max: 40 }),
    refinanceCosts: money(50_000),
    ...operating,
    projection,
  }),
  land: fc
    .record({
      price: fc.double({ min: 1, max: 10_000_000, noNaN: true }),
      acres: fc.double({ min: 0.001, max: 100_000, noNaN: true }),
      downShare: fc.double({ min: 0, max: 1, noNaN: true }),
      interestRatePercent: percent(30),
      termMonths: fc.integer({ min: 1, max: 600 }),
      balloonShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    })
    .map(({ downShare, balloonShare, ...input }) => ({
      ...input,
      downPayment: input.price * downShare,
      balloonMonth: balloonShare === undefined ? undefined : Math.max(1, Math.round(input.termMonths * balloonShare)),
    })),
};

/** The paths of every number in `value` that is NaN or infinite, and of every undefined. */
function nonFinite(value: unknown, path = 'result'): string[] {
  if (value === undefined) return [path];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} = ${value}`];
  if (Array.isArray(value)) return value.flatMap((item, index) => nonFinite(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => nonFinite(item, `${path}.${key}`));
  return [];
}

function analyzeRaw(strategy: Strategy, raw: unknown) {
  // the correlated strategy ↔ input pair is checked by the schema at run time
  return analyze(strategy, ANALYSIS_INPUT_SCHEMAS[strategy].parse(raw) as never);
}

describe('analyze', () => {
  it('knows its strategies', () => {
    expect(STRATEGIES).toEqual(['rental', 'flip', 'wholesale', 'brrrr', 'land']);
    expect(isStrategy('brrrr')).toBe(true);
    expect(isStrategy('castle')).toBe(false);
  });

  for (const strategy of STRATEGIES) {
    it(`${strategy}: never answers NaN or Infinity, for any valid input`, () => {
      fc.assert(
        fc.property(INPUTS[strategy], (raw) => {
          expect(nonFinite(analyzeRaw(strategy, raw))).toEqual([]);
        }),
        { numRuns: 300 },
      );
    });

    it(`${strategy}: answers every output its result schema declares, and nothing else`, () => {
      fc.assert(
        fc.property(INPUTS[strategy], (raw) => {
          const parsed = ANALYSIS_RESULT_SCHEMAS[strategy].safeParse(analyzeRaw(strategy, raw));
          expect(parsed.error?.issues ?? []).toEqual([]);
        }),
        { numRuns: 100 },
      );
    });

    it(`${strategy}: has one help sentence for every output, and no help without an output`, () => {
      const [raw] = fc.sample(INPUTS[strategy], { numRuns: 1, seed: 42 });
      const result = analyzeRaw(strategy, raw) as object;
      expect(Object.keys(OUTPUT_HELP[strategy]).sort()).toEqual(Object.keys(result).sort());
      for (const help of Object.values(OUTPUT_HELP[strategy])) expect(help).toMatch(/^[A-Z(].*\.$/);
    });
  }

  it('has help for the parts of nested outputs', () => {
    for (const record of [AMORTIZATION_ROW_HELP, EXPENSE_HELP, FIFTY_PERCENT_RULE_HELP, ONE_PERCENT_RULE_HELP, PROJECTION_ROW_HELP]) {
      for (const help of Object.values(record)) expect(help).toMatch(/^[A-Z(].*\.$/);
    }
    const rental = analyzeRaw('rental', { purchasePrice: 100_000, monthlyRent: 1_000, taxesPerYear: 1_000, insurancePerYear: 500 }) as {
      expenses: object;
      projection: object[];
      amortization: object[];
      fiftyPercentRule: object;
    };
    expect(Object.keys(EXPENSE_HELP).sort()).toEqual(Object.keys(rental.expenses).sort());
    expect(Object.keys(PROJECTION_ROW_HELP).sort()).toEqual(Object.keys(rental.projection[0]).sort());
    expect(Object.keys(AMORTIZATION_ROW_HELP).sort()).toEqual(Object.keys(rental.amortization[0]).sort());
    expect(Object.keys(FIFTY_PERCENT_RULE_HELP).sort()).toEqual(Object.keys(rental.fiftyPercentRule).sort());
  });
});
