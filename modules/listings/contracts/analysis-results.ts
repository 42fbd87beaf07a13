import { z } from 'zod';
import { ANALYSIS_INPUT_SCHEMAS, type AnalysisResults, type Strategy } from './deal-math/index.ts';

/**
 * The deal math's outputs as zod schemas, for the API's document (`POST /api/analysis/:strategy`).
 * Apart from deal-math/ on purpose: the web app computes the outputs itself and needs only their types.
 */

const nullableNumber = z.number().nullable();

const amortizationRowSchema = z.strictObject({
  period: z.number(),
  payment: z.number(),
  interest: z.number(),
  principal: z.number(),
  balance: z.number(),
});

const projectionRowSchema = z.strictObject({
  year: z.number(),
  propertyValue: z.number(),
  loanBalance: z.number(),
  equity: z.number(),
  netOperatingIncome: z.number(),
  debtService: z.number(),
  cashFlow: z.number(),
  cumulativeCashFlow: z.number(),
  totalReturn: z.number(),
  netSaleProceeds: z.number(),
  profitIfSold: z.number(),
  equityMultiple: nullableNumber,
  irrPercent: nullableNumber,
});

const operatingStatementFields = {
  grossScheduledIncome: z.number(),
  vacancyLoss: z.number(),
  effectiveGrossIncome: z.number(),
  expenses: z.strictObject({
    taxes: z.number(),
    insurance: z.number(),
    hoa: z.number(),
    utilities: z.number(),
    other: z.number(),
    maintenance: z.number(),
    capex: z.number(),
    management: z.number(),
  }),
  operatingExpenses: z.number(),
  netOperatingIncome: z.number(),
};

const debtServiceFields = {
  monthlyDebtService: z.number(),
  annualDebtService: z.number(),
  annualCashFlow: z.number(),
  monthlyCashFlow: z.number(),
  dscr: nullableNumber,
};

const onePercentRuleSchema = z.strictObject({ targetMonthlyRent: z.number(), passes: z.boolean() });

const rentalResultSchema = z.strictObject({
  ...operatingStatementFields,
  ...debtServiceFields,
  loanAmount: z.number(),
  downPayment: z.number(),
  pointsCost: z.number(),
  totalCashInvested: z.number(),
  allInCost: z.number(),
  cashOnCashPercent: nullableNumber,
  capRatePercent: nullableNumber,
  allInCapRatePercent: nullableNumber,
  grossRentMultiplier: nullableNumber,
  onePercentRule: onePercentRuleSchema,
  onePercentRuleAllIn: onePercentRuleSchema,
  fiftyPercentRule: z.strictObject({
    halfOfGrossRent: z.number(),
    expensesAndVacancy: z.number(),
    expensesPercentOfGrossRent: nullableNumber,
    estimatedMonthlyCashFlow: z.number(),
  }),
  breakEvenOccupancyPercent: nullableNumber,
  yearOnePrincipalPaydown: z.number(),
  amortization: z.array(amortizationRowSchema),
  projection: z.array(projectionRowSchema),
});

const flipResultSchema = z.strictObject({
  loanAmount: z.number(),
  pointsCost: z.number(),
  loanInterest: z.number(),
  buyingCosts: z.number(),
  holdingCosts: z.number(),
  sellingCosts: z.number(),
  totalProjectCost: z.number(),
  netProfit: z.number(),
  cashInvested: z.number(),
  roiPercent: nullableNumber,
  roiOnTotalCostPercent: nullableNumber,
  annualizedRoiPercent: nullableNumber,
  simpleAnnualizedRoiPercent: nullableNumber,
  profitMarginPercent: nullableNumber,
  maxOffer: z.number(),
  purchaseWithinMaxOffer: z.boolean(),
  breakEvenSalePrice: z.number(),
});

const wholesaleResultSchema = z.strictObject({
  endBuyerMaxPrice: z.number(),
  maximumAllowableOffer: z.number(),
  contractWithinMaximumOffer: z.boolean(),
  priceToEndBuyer: z.number(),
  assignmentFee: z.number(),
  assignmentFeePercentOfArv: nullableNumber,
  endBuyerPriceWithinRule: z.boolean(),
  endBuyerHeadroom: z.number(),
  doubleCloseCosts: z.number(),
  doubleCloseNetProfit: z.number(),
});

const brrrrResultSchema = z.strictObject({
  ...operatingStatementFields,
  ...debtServiceFields,
  purchaseLoan: z.number(),
  downPayment: z.number(),
  purchasePointsCost: z.number(),
  purchaseLoanInterest: z.number(),
  holdingCosts: z.number(),
  totalCashInvested: z.number(),
  allInCost: z.number(),
  refinanceLoan: z.number(),
  cashOut: z.number(),
  cashLeftInDeal: z.number(),
  capitalRecoveredPercent: nullableNumber,
  infinite: z.boolean(),
  cashRecoveredBeyondInvestment: z.number(),
  equityAfterRefinance: z.number(),
  cashOnCashPercent: nullableNumber,
  amortization: z.array(amortizationRowSchema),
  projection: z.array(projectionRowSchema),
});

const landResultSchema = z.strictObject({
  pricePerAcre: nullableNumber,
  downPayment: z.number(),
  noteAmount: z.number(),
  monthlyPayment: z.number(),
  paymentCount: z.number(),
  balloonPayment: nullableNumber,
  totalInterest: z.number(),
  totalOfPayments: z.number(),
  totalCost: z.number(),
  amortization: z.array(amortizationRowSchema),
});

/** Every output of each strategy. */
export const ANALYSIS_RESULT_SCHEMAS = {
  rental: rentalResultSchema,
  flip: flipResultSchema,
  wholesale: wholesaleResultSchema,
  brrrr: brrrrResultSchema,
  land: landResultSchema,
} as const satisfies { [S in Strategy]: z.ZodType<AnalysisResults[S]> };

const analysisFor = <S extends Strategy>(strategy: S) =>
  z.strictObject({ strategy: z.literal(strategy), input: ANALYSIS_INPUT_SCHEMAS[strategy], result: ANALYSIS_RESULT_SCHEMAS[strategy] });

/** `POST /api/analysis/:strategy`: the strategy, its input with the defaults filled in, and every output. */
export const analysisResponseSchema = z.discriminatedUnion('strategy', [
  analysisFor('rental'),
  analysisFor('flip'),
  analysisFor('wholesale'),
  analysisFor('brrrr'),
  analysisFor('land'),
]);
