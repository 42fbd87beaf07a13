import { z } from 'zod';

/**
 * Inputs of the deal calculator, shared by the API (`POST /api/analysis/:strategy`) and the web forms.
 *
 * Conventions (docs/decisions/0005-deal-math.md): money in dollars as plain numbers; rates and shares
 * in percent (7 means 7%); every field name says its unit (`...PerYear`, `...PerMonth`, `...Percent`,
 * `...Months`, `...Years`). Unknown fields are refused, so a misspelt field can never silently fall
 * back to its default.
 */

/** The largest amount of money the calculator accepts, in dollars. */
export const MAX_DOLLARS = 1_000_000_000;

function number(label: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });
}

const TOO_MUCH = (label: string) => `${label} must be at most $1,000,000,000`;

/** An amount of money in dollars: zero or more. */
function dollars(label: string) {
  return number(label).min(0, `${label} cannot be negative`).max(MAX_DOLLARS, TOO_MUCH(label));
}

/** A price or value in dollars: more than zero. */
function price(label: string) {
  return number(label).positive(`${label} must be more than $0`).max(MAX_DOLLARS, TOO_MUCH(label));
}

/** A share or rate in percent, from 0 up to `max`. */
function percent(label: string, max = 100) {
  return number(label).min(0, `${label} cannot be negative`).max(max, `${label} cannot be more than ${max}%`);
}

/** A yearly growth rate in percent; may be negative (a falling market). */
function growth(label: string) {
  return number(label).min(-50, `${label} cannot be below -50% a year`).max(50, `${label} cannot be more than 50% a year`);
}

function whole(label: string, min: number, max: number, unit: string) {
  return number(label)
    .int(`${label} must be a whole number of ${unit}`)
    .min(min, `${label} must be at least ${min} ${unit}`)
    .max(max, `${label} cannot be more than ${max} ${unit}`);
}

/** Which rent a percentage expense is taken from: all scheduled rent, or the rent actually collected after vacancy. */
export const percentBaseSchema = z.enum(['gross', 'collected'], {
  error: 'Choose "gross" (scheduled rent) or "collected" (rent after vacancy)',
});
export type PercentBase = z.infer<typeof percentBaseSchema>;

/** Rent, vacancy and operating expenses of a rental (also the rental half of a BRRRR). */
const operatingFields = {
  monthlyRent: dollars('Monthly rent'),
  vacancyPercent: percent('Vacancy').default(5),
  taxesPerYear: dollars('Property taxes'),
  insurancePerYear: dollars('Insurance'),
  hoaPerMonth: dollars('HOA dues').default(0),
  utilitiesPerMonth: dollars('Utilities').default(0),
  otherExpensesPerMonth: dollars('Other expenses').default(0),
  maintenancePercent: percent('Maintenance').default(5),
  maintenanceBase: percentBaseSchema.default('gross'),
  capexPercent: percent('Capital expenditures').default(5),
  capexBase: percentBaseSchema.default('gross'),
  managementPercent: percent('Property management').default(8),
  managementBase: percentBaseSchema.default('collected'),
};

/** How a long hold is projected (rental and BRRRR). */
export const projectionInputSchema = z.strictObject({
  years: whole('Projection length', 1, 30, 'years').default(30),
  rentGrowthPercent: growth('Rent growth').default(3),
  expenseGrowthPercent: growth('Expense growth').default(3),
  appreciationPercent: growth('Appreciation').default(3),
  sellingCostsPercent: percent('Selling costs', 50).default(8),
});
export type ProjectionInput = z.output<typeof projectionInputSchema>;

export const rentalInputSchema = z.strictObject({
  purchasePrice: price('Purchase price'),
  closingCosts: dollars('Closing costs').default(0),
  upfrontRepairs: dollars('Up-front repairs').default(0),
  downPaymentPercent: percent('Down payment').default(20),
  interestRatePercent: percent('Interest rate').default(7),
  loanTermYears: whole('Loan term', 1, 40, 'years').default(30),
  pointsPercent: percent('Points', 10).default(0),
  interestOnly: z.boolean({ error: 'Interest-only must be true or false' }).default(false),
  ...operatingFields,
  projection: projectionInputSchema.prefault({}),
});
export type RentalInput = z.output<typeof rentalInputSchema>;
/** The rent, vacancy and expense part of a rental input. */
export type OperatingInput = Pick<RentalInput, keyof typeof operatingFields>;

export const flipInputSchema = z.strictObject({
  purchasePrice: price('Purchase price'),
  closingCosts: dollars('Closing costs').default(0),
  repairs: dollars('Repairs'),
  arv: price('After-repair value'),
  holdingMonths: whole('Holding period', 0, 120, 'months').default(6),
  holdingCostsPerMonth: dollars('Monthly holding costs').default(0),
  sellingCostsPercent: percent('Selling costs', 50).default(8),
  loanPercentOfPurchase: percent('Loan share of the purchase price').default(0),
  loanPercentOfRepairs: percent('Loan share of the repairs').default(0),
  interestRatePercent: percent('Interest rate').default(12),
  pointsPercent: percent('Points', 10).default(2),
  maxOfferPercent: percent('Maximum offer percentage').positive('Maximum offer percentage must be more than 0%').default(70),
});
export type FlipInput = z.output<typeof flipInputSchema>;

export const wholesaleInputSchema = z.strictObject({
  arv: price('After-repair value'),
  repairs: dollars('Repairs'),
  maxOfferPercent: percent('Maximum offer percentage').positive('Maximum offer percentage must be more than 0%').default(70),
  assignmentFee: dollars('Assignment fee'),
  contractPrice: price('Contract price'),
  /** the price agreed with the end buyer; when absent, contract price + assignment fee */
  endBuyerPrice: price('End buyer price').optional(),
  doubleClosePurchaseCosts: dollars('Closing costs of your purchase').default(0),
  doubleCloseResaleCosts: dollars('Closing costs of your resale').default(0),
});
export type WholesaleInput = z.output<typeof wholesaleInputSchema>;

export const brrrrInputSchema = z.strictObject({
  purchasePrice: price('Purchase price'),
  closingCosts: dollars('Closing costs').default(0),
  rehabCosts: dollars('Rehab costs'),
  arv: price('After-repair value'),
  holdingMonths: whole('Rehab period', 0, 60, 'months').default(6),
  holdingCostsPerMonth: dollars('Monthly holding costs').default(0),
  downPaymentPercent: percent('Down payment').default(20),
  purchaseRatePercent: percent('Purchase loan interest rate').default(10),
  purchasePointsPercent: percent('Purchase loan points', 10).default(2),
  refinanceLtvPercent: percent('Refinance loan-to-value').default(75),
  refinanceRatePercent: percent('Refinance interest rate').default(7),
  refinanceTermYears: whole('Refinance term', 1, 40, 'years').default(30),
  refinanceCosts: dollars('Refinance costs').default(0),
  ...operatingFields,
  projection: projectionInputSchema.prefault({}),
});
export type BrrrrInput = z.output<typeof brrrrInputSchema>;

export const landInputSchema = z
  .strictObject({
    price: price('Price'),
    acres: number('Acres').min(0.001, 'Acres must be at least 0.001').max(10_000_000, 'Acres cannot be more than 10,000,000'),
    downPayment: dollars('Down payment').default(0),
    interestRatePercent: percent('Interest rate').default(10),
    termMonths: whole('Note term', 1, 600, 'months').default(120),
    /** the month whose payment comes with the rest of the balance; absent: the note runs its full term */
    balloonMonth: whole('Balloon month', 1, 600, 'months').optional(),
  })
  .refine((input) => input.downPayment <= input.price, { error: 'The down payment cannot be more than the price', path: ['downPayment'] })
  .refine((input) => input.balloonMonth === undefined || input.balloonMonth <= input.termMonths, {
    error: 'The balloon month must fall within the note term',
    path: ['balloonMonth'],
  });
export type LandInput = z.output<typeof landInputSchema>;
