/**
 * Loans with monthly payments: the payment, points, the remaining balance and the amortization schedule.
 * Full precision throughout: nothing here rounds (display rounding is the UI's job).
 */

/** A loan repaid monthly. */
export interface Loan {
  /** the amount borrowed, in dollars */
  principal: number;
  /** the yearly interest rate in percent (7 means 7%) */
  annualRatePercent: number;
  /** the number of monthly payments */
  termMonths: number;
  /** when true every payment is interest only and the whole principal is repaid with the last payment */
  interestOnly: boolean;
}

/** One row of an amortization schedule: a month, or a year of months added up. */
export interface AmortizationRow {
  /** the month (1, 2, …) or the year (1, 2, …) of the loan */
  period: number;
  /** what was paid in the period: interest plus principal */
  payment: number;
  /** the part of the payment that was interest */
  interest: number;
  /** the part of the payment that repaid the loan */
  principal: number;
  /** what is still owed at the end of the period */
  balance: number;
}

export const AMORTIZATION_ROW_HELP: Record<keyof AmortizationRow, string> = {
  period: 'The month or year of the loan.',
  payment: 'What was paid in the period: interest plus principal.',
  interest: 'The part of the payments that was interest.',
  principal: 'The part of the payments that repaid the loan.',
  balance: 'What is still owed at the end of the period.',
};

/** The monthly interest rate as a fraction: the yearly percent ÷ 100 ÷ 12. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * The level monthly payment that repays `principal` over `termMonths`:
 * `M = L·r(1+r)^n / ((1+r)^n − 1)` with `r` the monthly rate and `n` the number of payments; `L / n` at 0%.
 */
export function amortizingPayment(principal: number, annualRatePercent: number, termMonths: number): number {
  assertTerm(termMonths);
  if (principal <= 0) return 0;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / termMonths;
  const growth = growthOver(r, termMonths);
  return (principal * r * (1 + growth)) / growth;
}

/** `(1 + r)^n − 1`, computed without losing precision when `r` is tiny. */
function growthOver(r: number, periods: number): number {
  return Math.expm1(periods * Math.log1p(r));
}

/** The regular monthly payment of a loan: interest only (`L·r`), or amortizing. The final balloon of an interest-only loan is not included. */
export function monthlyPayment(loan: Loan): number {
  if (loan.principal <= 0) return 0;
  return loan.interestOnly
    ? loan.principal * monthlyRate(loan.annualRatePercent)
    : amortizingPayment(loan.principal, loan.annualRatePercent, loan.termMonths);
}

/** The up-front fee for points: `pointsPercent` of the amount borrowed. */
export function pointsCost(principal: number, pointsPercent: number): number {
  return (principal * pointsPercent) / 100;
}

/**
 * What is still owed after `months` regular payments (before any balloon):
 * `B_k = L(1+r)^k − M((1+r)^k − 1)/r`, `L − M·k` at 0%, the principal for an interest-only loan,
 * and 0 once the term is over.
 */
export function balanceAfter(loan: Loan, months: number): number {
  assertTerm(loan.termMonths);
  if (loan.principal <= 0 || months >= loan.termMonths) return 0;
  if (months <= 0 || loan.interestOnly) return loan.principal;
  const payment = monthlyPayment(loan);
  const r = monthlyRate(loan.annualRatePercent);
  if (r === 0) return loan.principal - payment * months;
  const growth = growthOver(r, months);
  return Math.max(0, loan.principal * (1 + growth) - (payment * growth) / r);
}

/**
 * Month by month: the payment, its interest and principal parts, and the balance left. The last
 * month repays exactly what is left (for an interest-only loan: the whole principal), so the
 * principal column adds up to the loan and the balance ends at zero. No loan: no rows.
 */
export function amortizationSchedule(loan: Loan): AmortizationRow[] {
  assertTerm(loan.termMonths);
  if (loan.principal <= 0) return [];
  const r = monthlyRate(loan.annualRatePercent);
  const payment = monthlyPayment(loan);
  const rows: AmortizationRow[] = [];
  let balance = loan.principal;
  for (let month = 1; month <= loan.termMonths; month++) {
    const interest = balance * r;
    const principal = month === loan.termMonths ? balance : loan.interestOnly ? 0 : payment - interest;
    balance = month === loan.termMonths ? 0 : balance - principal;
    rows.push({ period: month, payment: interest + principal, interest, principal, balance });
  }
  return rows;
}

/** A monthly schedule added up by loan year (months 1–12 are year 1); the balance is the one at the year's last month. */
export function yearlySchedule(monthly: readonly AmortizationRow[]): AmortizationRow[] {
  const years: AmortizationRow[] = [];
  for (const row of monthly) {
    const period = Math.ceil(row.period / 12);
    const year = years[period - 1] ?? (years[period - 1] = { period, payment: 0, interest: 0, principal: 0, balance: 0 });
    year.payment += row.payment;
    year.interest += row.interest;
    year.principal += row.principal;
    year.balance = row.balance;
  }
  return years;
}

function assertTerm(termMonths: number): void {
  if (!Number.isInteger(termMonths) || termMonths < 1)
    throw new RangeError(`A loan term must be a whole number of months, at least 1 (got ${termMonths})`);
}
