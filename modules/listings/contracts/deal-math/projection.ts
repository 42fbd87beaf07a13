import { amortizationSchedule, type Loan } from './mortgage.ts';
import { operatingStatement } from './operations.ts';
import { HALF_A_CENT, ratioOrNull } from './numbers.ts';
import type { OperatingInput, ProjectionInput } from './schemas.ts';

/** One year of a long hold (rental or BRRRR), in dollars at the end of that year. */
export interface ProjectionRow {
  /** the year of the hold, 1 to 30 */
  year: number;
  /** the property's value at the end of the year, grown by the appreciation rate */
  propertyValue: number;
  /** what is still owed on the loan at the end of the year */
  loanBalance: number;
  /** property value − loan balance */
  equity: number;
  /** the year's net operating income, with rent and expenses grown by their rates */
  netOperatingIncome: number;
  /** the loan payments made in the year */
  debtService: number;
  /** the year's cash flow: net operating income − debt service */
  cashFlow: number;
  /** all cash flow from year 1 to this year */
  cumulativeCashFlow: number;
  /** the wealth gained so far: cumulative cash flow + equity − the cash invested (before selling costs) */
  totalReturn: number;
  /** what a sale at the end of the year would bring home: value − selling costs − loan payoff */
  netSaleProceeds: number;
  /** the profit if sold at the end of the year: cumulative cash flow + net sale proceeds − the cash invested */
  profitIfSold: number;
  /** if sold at the end of the year: (cumulative cash flow + net sale proceeds) ÷ the cash invested; null when no cash is invested (less than half a cent) */
  equityMultiple: number | null;
  /** if sold at the end of the year: the internal rate of return in percent a year; null when it does not exist (no cash invested, or no sign change) */
  irrPercent: number | null;
}

export const PROJECTION_ROW_HELP: Record<keyof ProjectionRow, string> = {
  year: 'The year of the hold.',
  propertyValue: "The property's value at the end of the year, grown by the appreciation rate.",
  loanBalance: 'What is still owed on the loan at the end of the year.',
  equity: 'Property value minus loan balance.',
  netOperatingIncome: "The year's net operating income, with rent and expenses grown by their rates.",
  debtService: 'The loan payments made in the year.',
  cashFlow: "The year's cash flow: net operating income minus loan payments.",
  cumulativeCashFlow: 'All cash flow from year 1 to this year.',
  totalReturn: 'The wealth gained so far: cumulative cash flow plus equity minus the cash invested, before selling costs.',
  netSaleProceeds: 'What a sale at the end of the year would bring home: value minus selling costs minus the loan payoff.',
  profitIfSold: 'The profit if sold at the end of the year: cumulative cash flow plus net sale proceeds minus the cash invested.',
  equityMultiple:
    'If sold at the end of the year: every dollar that came back (cash flow plus sale proceeds) per dollar invested; n/a when no cash is left in the deal.',
  irrPercent:
    'If sold at the end of the year: the yearly rate of return on the cash invested, counting when each dollar came back (IRR); n/a when it cannot be computed.',
};

/** A long hold to project. */
export interface HoldPlan {
  /** rent, vacancy and expenses in year 1 */
  operations: OperatingInput;
  /** the loan in place from year 1; null for a cash purchase */
  loan: Loan | null;
  /** the property's value at the start (price for a rental, ARV for a BRRRR) */
  startValue: number;
  /** the cash in the deal at the start (for a BRRRR: the cash left after the refinance) */
  initialInvestment: number;
  settings: ProjectionInput;
}

/**
 * Years 1…`settings.years` of a hold. Year `y` collects rent grown `y − 1` times and pays fixed
 * expenses grown `y − 1` times; the value has grown `y` times by the end of it. Debt service and
 * balances come from the loan's schedule (an interest-only loan's balloon is paid in its last month).
 */
export function projectHold(plan: HoldPlan): ProjectionRow[] {
  const { settings } = plan;
  const schedule = plan.loan ? amortizationSchedule(plan.loan) : [];
  const rows: ProjectionRow[] = [];
  let cumulativeCashFlow = 0;
  const cashFlowsIfSold = [-plan.initialInvestment];
  for (let year = 1; year <= settings.years; year++) {
    const months = schedule.slice((year - 1) * 12, year * 12);
    const debtService = months.reduce((sum, month) => sum + month.payment, 0);
    const loanBalance = months.length === 12 ? months[11].balance : 0;
    const statement = operatingStatement(plan.operations, {
      rent: (1 + settings.rentGrowthPercent / 100) ** (year - 1),
      expenses: (1 + settings.expenseGrowthPercent / 100) ** (year - 1),
    });
    const cashFlow = statement.netOperatingIncome - debtService;
    cumulativeCashFlow += cashFlow;
    const propertyValue = plan.startValue * (1 + settings.appreciationPercent / 100) ** year;
    const equity = propertyValue - loanBalance;
    const netSaleProceeds = propertyValue * (1 - settings.sellingCostsPercent / 100) - loanBalance;
    const returned = cumulativeCashFlow + netSaleProceeds;
    rows.push({
      year,
      propertyValue,
      loanBalance,
      equity,
      netOperatingIncome: statement.netOperatingIncome,
      debtService,
      cashFlow,
      cumulativeCashFlow,
      totalReturn: cumulativeCashFlow + equity - plan.initialInvestment,
      netSaleProceeds,
      profitIfSold: returned - plan.initialInvestment,
      equityMultiple: ratioOrNull(returned, plan.initialInvestment),
      irrPercent: plan.initialInvestment >= HALF_A_CENT ? toPercent(irr([...cashFlowsIfSold, cashFlow + netSaleProceeds])) : null,
    });
    cashFlowsIfSold.push(cashFlow);
  }
  return rows;
}

/** Net present value of cash flows one period apart, the first at time 0, at `rate` per period (a fraction). */
export function netPresentValue(rate: number, cashFlows: readonly number[]): number {
  return cashFlows.reduce((sum, flow, period) => sum + flow / (1 + rate) ** period, 0);
}

const LOWEST_RATE = -0.9999;
const HIGHEST_RATE = 1e6;

/**
 * The internal rate of return per period (a fraction): the rate at which the cash flows' net present
 * value is zero, found by bisection between −99.99% and an upper bound doubled until the NPV changes
 * sign. Null when the flows are not a loss then a gain (no negative or no positive flow) or no rate
 * in that range makes the NPV zero.
 */
export function irr(cashFlows: readonly number[]): number | null {
  if (!cashFlows.some((flow) => flow < 0) || !cashFlows.some((flow) => flow > 0)) return null;
  let low = LOWEST_RATE;
  let high = 1;
  const lowSign = Math.sign(netPresentValue(low, cashFlows));
  if (lowSign === 0) return low;
  while (Math.sign(netPresentValue(high, cashFlows)) === lowSign && high < HIGHEST_RATE) high *= 2;
  if (Math.sign(netPresentValue(high, cashFlows)) === lowSign) return null;
  for (let step = 0; step < 200 && high - low > 1e-12; step++) {
    const middle = (low + high) / 2;
    if (Math.sign(netPresentValue(middle, cashFlows)) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function toPercent(fraction: number | null): number | null {
  return fraction === null ? null : fraction * 100;
}
