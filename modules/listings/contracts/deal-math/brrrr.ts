import { amortizationSchedule, monthlyRate, pointsCost, yearlySchedule, type AmortizationRow, type Loan } from './mortgage.ts';
import { atMost, percentOrNull } from './numbers.ts';
import { OPERATING_STATEMENT_HELP, operatingStatement, type OperatingStatement } from './operations.ts';
import { projectHold, type ProjectionRow } from './projection.ts';
import { DEBT_SERVICE_HELP, serviceDebt, type DebtServiceResult } from './rental.ts';
import type { BrrrrInput } from './schemas.ts';

/**
 * Everything the BRRRR calculator shows (buy, rehab, rent, refinance, repeat), in dollars unless the
 * name says otherwise. The rental figures (income, expenses, debt service, cash flow, DSCR) are those
 * after the refinance, with the new loan.
 */
export interface BrrrrAnalysis extends OperatingStatement, DebtServiceResult {
  /** the purchase loan (interest only, like hard money): the price − the down payment */
  purchaseLoan: number;
  /** the cash paid toward the price at closing */
  downPayment: number;
  /** points on the purchase loan, paid up front */
  purchasePointsCost: number;
  /** interest-only payments on the purchase loan during the rehab months; part of holding costs */
  purchaseLoanInterest: number;
  /** holding during the rehab: months × monthly holding costs + purchase loan interest */
  holdingCosts: number;
  /** the cash put in before the refinance: down payment + closing costs + points + rehab + holding costs */
  totalCashInvested: number;
  /** what the property cost in all before the refinance: price + closing costs + points + rehab + holding costs */
  allInCost: number;
  /** the refinance loan: ARV × the refinance loan-to-value */
  refinanceLoan: number;
  /** the cash the refinance pays out: new loan − payoff of the purchase loan − refinance costs (negative: cash needed to close) */
  cashOut: number;
  /** the investor's cash still in the deal after the refinance: total cash invested − cash out (zero or less: all of it came back) */
  cashLeftInDeal: number;
  /** the share of the cash invested that the refinance paid back: cash out ÷ total cash invested, in percent */
  capitalRecoveredPercent: number | null;
  /** true when the refinance returned all the cash invested (cash left in the deal ≤ 0): the return on cash is infinite */
  infinite: boolean;
  /** the cash pulled out beyond everything invested (zero unless `infinite`) */
  cashRecoveredBeyondInvestment: number;
  /** equity after the refinance: ARV − the new loan */
  equityAfterRefinance: number;
  /** cash-on-cash after the refinance: annual cash flow ÷ cash left in the deal, in percent; null when `infinite` (never a negative percentage for it) */
  cashOnCashPercent: number | null;
  /** the refinance loan's amortization by year */
  amortization: AmortizationRow[];
  /** the hold after the refinance, year by year, from the ARV and the cash left in the deal */
  projection: ProjectionRow[];
}

export const BRRRR_OUTPUT_HELP: Record<keyof BrrrrAnalysis, string> = {
  ...OPERATING_STATEMENT_HELP,
  ...DEBT_SERVICE_HELP,
  purchaseLoan: 'The purchase loan (interest only, like hard money): the price minus the down payment.',
  downPayment: 'The cash paid toward the price at closing.',
  purchasePointsCost: 'Points on the purchase loan, paid up front.',
  purchaseLoanInterest: 'Interest-only payments on the purchase loan during the rehab; already counted in holding costs.',
  holdingCosts: 'The cost of owning the property during the rehab: monthly holding costs for each month plus loan interest.',
  totalCashInvested: 'The cash you put in before the refinance: down payment, closing costs, points, rehab and holding costs.',
  allInCost: 'What the property cost in all before the refinance: price, closing costs, points, rehab and holding costs.',
  refinanceLoan: 'The new loan: the after-repair value times the refinance loan-to-value.',
  cashOut:
    'The cash the refinance pays you: the new loan minus the purchase loan payoff and refinance costs; negative when you must bring cash.',
  cashLeftInDeal: 'Your cash still in the deal after the refinance; zero or less means all of it came back.',
  capitalRecoveredPercent: 'The share of your cash that the refinance paid back.',
  infinite: 'Whether the refinance returned all your cash: with nothing left in the deal the return on cash is infinite.',
  cashRecoveredBeyondInvestment: 'The cash pulled out beyond everything you invested.',
  equityAfterRefinance: 'Your equity after the refinance: the after-repair value minus the new loan.',
  cashOnCashPercent:
    'Cash-on-cash after the refinance: the yearly cash flow as a percentage of the cash left in the deal; infinite when none is left.',
  amortization: 'The new loan year by year: payments, interest, principal and the balance left.',
  projection:
    'The hold after the refinance year by year with rent growth, expense growth and appreciation, and the return if sold in each year.',
};

/** The refinance loan of a BRRRR: ARV × the refinance loan-to-value, amortized over its term. */
export function refinanceLoan(
  input: Pick<BrrrrInput, 'arv' | 'refinanceLtvPercent' | 'refinanceRatePercent' | 'refinanceTermYears'>,
): Loan {
  return {
    principal: input.arv * (input.refinanceLtvPercent / 100),
    annualRatePercent: input.refinanceRatePercent,
    termMonths: input.refinanceTermYears * 12,
    interestOnly: false,
  };
}

/**
 * A BRRRR: bought with an interest-only purchase loan, rehabbed over `holdingMonths`, rented, then
 * refinanced at the ARV; the new loan repays the purchase loan. The projection treats the refinance as
 * year 0, with the cash left in the deal as the investment.
 */
export function analyzeBrrrr(input: BrrrrInput): BrrrrAnalysis {
  const purchaseLoan = input.purchasePrice * (1 - input.downPaymentPercent / 100);
  const downPayment = input.purchasePrice - purchaseLoan;
  const purchasePointsCost = pointsCost(purchaseLoan, input.purchasePointsPercent);
  const purchaseLoanInterest = purchaseLoan * monthlyRate(input.purchaseRatePercent) * input.holdingMonths;
  const holdingCosts = input.holdingMonths * input.holdingCostsPerMonth + purchaseLoanInterest;
  const upFrontCosts = input.closingCosts + purchasePointsCost + input.rehabCosts + holdingCosts;
  const totalCashInvested = downPayment + upFrontCosts;

  const refinance = refinanceLoan(input);
  const cashOut = refinance.principal - purchaseLoan - input.refinanceCosts;
  const cashLeftInDeal = totalCashInvested - cashOut;
  const infinite = atMost(cashLeftInDeal, 0);

  const statement = operatingStatement(input);
  const debt = serviceDebt(statement, refinance);
  return {
    ...statement,
    ...debt,
    purchaseLoan,
    downPayment,
    purchasePointsCost,
    purchaseLoanInterest,
    holdingCosts,
    totalCashInvested,
    allInCost: input.purchasePrice + upFrontCosts,
    refinanceLoan: refinance.principal,
    cashOut,
    cashLeftInDeal,
    capitalRecoveredPercent: percentOrNull(cashOut, totalCashInvested),
    infinite,
    cashRecoveredBeyondInvestment: infinite ? Math.max(0, -cashLeftInDeal) : 0,
    equityAfterRefinance: input.arv - refinance.principal,
    cashOnCashPercent: infinite ? null : percentOrNull(debt.annualCashFlow, cashLeftInDeal),
    amortization: yearlySchedule(amortizationSchedule(refinance)),
    projection: projectHold({
      operations: input,
      loan: refinance,
      startValue: input.arv,
      initialInvestment: infinite ? Math.min(0, cashLeftInDeal) : cashLeftInDeal,
      settings: input.projection,
    }),
  };
}
