import { amortizationSchedule, monthlyPayment, pointsCost, yearlySchedule, type AmortizationRow, type Loan } from './mortgage.ts';
import { OPERATING_STATEMENT_HELP, operatingStatement, type OperatingStatement } from './operations.ts';
import { projectHold, type ProjectionRow } from './projection.ts';
import { atMost, percentOrNull, ratioOrNull } from './numbers.ts';
import type { RentalInput } from './schemas.ts';

/** A rule of thumb that compares the monthly rent with a percentage of what the property cost. */
export interface OnePercentRule {
  /** the monthly rent the rule asks for: 1% of its basis */
  targetMonthlyRent: number;
  /** true when the monthly rent is at least the target */
  passes: boolean;
}

export const ONE_PERCENT_RULE_HELP: Record<keyof OnePercentRule, string> = {
  targetMonthlyRent: 'The monthly rent the rule asks for: 1% of its basis.',
  passes: 'Whether the monthly rent reaches the target.',
};

/** The 50% rule: operating expenses and vacancy usually eat about half of gross rent. */
export interface FiftyPercentRule {
  /** half of gross scheduled income: what the rule expects expenses and vacancy to cost */
  halfOfGrossRent: number;
  /** this deal's operating expenses plus vacancy loss, to compare with half of gross rent */
  expensesAndVacancy: number;
  /** this deal's operating expenses plus vacancy loss as a percent of gross scheduled income; null without rent */
  expensesPercentOfGrossRent: number | null;
  /** the monthly cash flow if expenses and vacancy took exactly half the rent: (half of gross rent − annual debt service) ÷ 12 */
  estimatedMonthlyCashFlow: number;
}

export const FIFTY_PERCENT_RULE_HELP: Record<keyof FiftyPercentRule, string> = {
  halfOfGrossRent: 'Half of gross scheduled income: what the rule expects operating expenses and vacancy to cost.',
  expensesAndVacancy: "This deal's operating expenses plus vacancy loss, to compare with half of gross rent.",
  expensesPercentOfGrossRent: "This deal's operating expenses plus vacancy loss as a percentage of gross scheduled income.",
  estimatedMonthlyCashFlow: 'The monthly cash flow if expenses and vacancy took exactly half the rent.',
};

/** What the loan payments leave of the net operating income. */
export interface DebtServiceResult {
  /** the regular monthly loan payment (principal and interest, or interest only) */
  monthlyDebtService: number;
  /** twelve monthly loan payments */
  annualDebtService: number;
  /** net operating income − annual debt service: the cash left each year after every expense and loan payment */
  annualCashFlow: number;
  /** annual cash flow ÷ 12 */
  monthlyCashFlow: number;
  /** debt service coverage ratio: net operating income ÷ annual debt service; null without a loan */
  dscr: number | null;
}

export const DEBT_SERVICE_HELP: Record<keyof DebtServiceResult, string> = {
  monthlyDebtService: 'The regular monthly loan payment (principal and interest, or interest only).',
  annualDebtService: 'A year of loan payments (monthly payment × 12).',
  annualCashFlow: 'The cash left each year after every operating expense and loan payment.',
  monthlyCashFlow: 'The cash left each month after every operating expense and loan payment.',
  dscr: 'Debt service coverage ratio: net operating income divided by the yearly loan payments; lenders usually want 1.2 or more; n/a without a loan.',
};

/** Net operating income against a loan's regular payments. */
export function serviceDebt(statement: OperatingStatement, loan: Loan): DebtServiceResult {
  const monthlyDebtService = monthlyPayment(loan);
  const annualDebtService = monthlyDebtService * 12;
  const annualCashFlow = statement.netOperatingIncome - annualDebtService;
  return {
    monthlyDebtService,
    annualDebtService,
    annualCashFlow,
    monthlyCashFlow: annualCashFlow / 12,
    dscr: ratioOrNull(statement.netOperatingIncome, annualDebtService),
  };
}

/** Everything the rental calculator shows: yearly figures in dollars unless the name says otherwise. */
export interface RentalAnalysis extends OperatingStatement, DebtServiceResult {
  /** the amount borrowed: purchase price − down payment */
  loanAmount: number;
  /** the cash paid toward the price at closing: the down payment percent of the price */
  downPayment: number;
  /** points paid up front to the lender: their percent of the loan */
  pointsCost: number;
  /** all the cash needed to buy: down payment + closing costs + points + up-front repairs */
  totalCashInvested: number;
  /** what the property costs in all: price + closing costs + up-front repairs */
  allInCost: number;
  /** cash-on-cash return: annual cash flow ÷ total cash invested, in percent; null when no cash is invested */
  cashOnCashPercent: number | null;
  /** cap rate: net operating income ÷ purchase price, in percent */
  capRatePercent: number | null;
  /** cap rate on all-in cost: net operating income ÷ (price + closing costs + up-front repairs), in percent */
  allInCapRatePercent: number | null;
  /** gross rent multiplier: purchase price ÷ a year of gross scheduled rent; null without rent */
  grossRentMultiplier: number | null;
  /** the 1% rule on the purchase price: monthly rent ≥ 1% of the price */
  onePercentRule: OnePercentRule;
  /** the 1% rule on the price plus up-front repairs: monthly rent ≥ 1% of (price + repairs) */
  onePercentRuleAllIn: OnePercentRule;
  /** the 50% rule: this deal's expenses and vacancy next to half of gross rent */
  fiftyPercentRule: FiftyPercentRule;
  /** the occupancy needed to pay every expense and loan payment: (operating expenses + annual debt service) ÷ gross scheduled income, in percent */
  breakEvenOccupancyPercent: number | null;
  /** how much of the loan the first twelve payments repay */
  yearOnePrincipalPaydown: number;
  /** the loan's amortization by year */
  amortization: AmortizationRow[];
  /** the hold projected year by year with growth, and the return if sold in each year */
  projection: ProjectionRow[];
}

export const RENTAL_OUTPUT_HELP: Record<keyof RentalAnalysis, string> = {
  ...OPERATING_STATEMENT_HELP,
  ...DEBT_SERVICE_HELP,
  loanAmount: 'The amount borrowed: purchase price minus down payment.',
  downPayment: 'The cash paid toward the price at closing.',
  pointsCost: 'Points paid to the lender up front: their percentage of the loan.',
  totalCashInvested: 'All the cash needed to buy: down payment, closing costs, points and up-front repairs.',
  allInCost: 'What the property costs in all: price, closing costs and up-front repairs.',
  cashOnCashPercent: 'Cash-on-cash return: the yearly cash flow as a percentage of the cash invested.',
  capRatePercent: 'Cap rate: net operating income as a percentage of the purchase price, as if bought with cash.',
  allInCapRatePercent: 'Cap rate on all-in cost: net operating income as a percentage of price, closing costs and up-front repairs.',
  grossRentMultiplier: 'Gross rent multiplier: the purchase price divided by a year of gross rent; lower is cheaper.',
  onePercentRule: 'The 1% rule: a quick screen that passes when the monthly rent is at least 1% of the purchase price.',
  onePercentRuleAllIn: 'The 1% rule on the all-in basis: passes when the monthly rent is at least 1% of the price plus up-front repairs.',
  fiftyPercentRule: 'The 50% rule: operating expenses and vacancy usually take about half of gross rent; compare this deal with it.',
  breakEvenOccupancyPercent: 'The share of the year the property must be rented to pay every expense and loan payment.',
  yearOnePrincipalPaydown: 'How much of the loan the first year of payments repays: equity built by the tenant.',
  amortization: 'The loan year by year: payments, interest, principal and the balance left.',
  projection: 'The hold year by year with rent growth, expense growth and appreciation, and the return if sold in each year.',
};

/** The loan of a purchase financed with `downPaymentPercent` down. */
export function purchaseLoan(
  input: Pick<RentalInput, 'purchasePrice' | 'downPaymentPercent' | 'interestRatePercent' | 'loanTermYears' | 'interestOnly'>,
): Loan {
  return {
    principal: input.purchasePrice * (1 - input.downPaymentPercent / 100),
    annualRatePercent: input.interestRatePercent,
    termMonths: input.loanTermYears * 12,
    interestOnly: input.interestOnly,
  };
}

/** The 1% rule: monthly rent against 1% of `basis`. */
export function onePercentRule(monthlyRent: number, basis: number): OnePercentRule {
  const targetMonthlyRent = basis / 100;
  return { targetMonthlyRent, passes: atMost(targetMonthlyRent, monthlyRent) };
}

/** The 50% rule for a year of income and expenses and a year of loan payments. */
export function fiftyPercentRule(statement: OperatingStatement, annualDebtService: number): FiftyPercentRule {
  const halfOfGrossRent = statement.grossScheduledIncome / 2;
  const expensesAndVacancy = statement.operatingExpenses + statement.vacancyLoss;
  return {
    halfOfGrossRent,
    expensesAndVacancy,
    expensesPercentOfGrossRent: percentOrNull(expensesAndVacancy, statement.grossScheduledIncome),
    estimatedMonthlyCashFlow: (halfOfGrossRent - annualDebtService) / 12,
  };
}

/** A buy-and-hold rental: income, expenses, financing and returns in its first year, and its projection. */
export function analyzeRental(input: RentalInput): RentalAnalysis {
  const loan = purchaseLoan(input);
  const statement = operatingStatement(input);
  const debt = serviceDebt(statement, loan);
  const downPayment = input.purchasePrice - loan.principal;
  const points = pointsCost(loan.principal, input.pointsPercent);
  const totalCashInvested = downPayment + input.closingCosts + points + input.upfrontRepairs;
  const allInCost = input.purchasePrice + input.closingCosts + input.upfrontRepairs;
  const schedule = amortizationSchedule(loan);
  return {
    ...statement,
    ...debt,
    loanAmount: loan.principal,
    downPayment,
    pointsCost: points,
    totalCashInvested,
    allInCost,
    cashOnCashPercent: percentOrNull(debt.annualCashFlow, totalCashInvested),
    capRatePercent: percentOrNull(statement.netOperatingIncome, input.purchasePrice),
    allInCapRatePercent: percentOrNull(statement.netOperatingIncome, allInCost),
    grossRentMultiplier: ratioOrNull(input.purchasePrice, statement.grossScheduledIncome),
    onePercentRule: onePercentRule(input.monthlyRent, input.purchasePrice),
    onePercentRuleAllIn: onePercentRule(input.monthlyRent, input.purchasePrice + input.upfrontRepairs),
    fiftyPercentRule: fiftyPercentRule(statement, debt.annualDebtService),
    breakEvenOccupancyPercent: percentOrNull(statement.operatingExpenses + debt.annualDebtService, statement.grossScheduledIncome),
    yearOnePrincipalPaydown: schedule.slice(0, 12).reduce((sum, month) => sum + month.principal, 0),
    amortization: yearlySchedule(schedule),
    projection: projectHold({
      operations: input,
      loan,
      startValue: input.purchasePrice,
      initialInvestment: totalCashInvested,
      settings: input.projection,
    }),
  };
}
