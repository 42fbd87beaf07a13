import type { OperatingInput, PercentBase } from './schemas.ts';

/** A year of a rental's operating expenses, in dollars (debt service is not an operating expense). */
export interface OperatingExpenses {
  /** property taxes for the year */
  taxes: number;
  /** insurance for the year */
  insurance: number;
  /** HOA dues for the year */
  hoa: number;
  /** utilities the owner pays, for the year */
  utilities: number;
  /** other owner-paid expenses for the year */
  other: number;
  /** the maintenance reserve: its percent of gross or collected rent */
  maintenance: number;
  /** the capital expenditure reserve (roof, HVAC, …): its percent of gross or collected rent */
  capex: number;
  /** property management: its percent of collected (or gross) rent */
  management: number;
}

export const EXPENSE_HELP: Record<keyof OperatingExpenses, string> = {
  taxes: 'Property taxes for the year.',
  insurance: 'Insurance for the year.',
  hoa: 'HOA dues for the year.',
  utilities: 'Utilities the owner pays, for the year.',
  other: 'Other owner-paid expenses for the year.',
  maintenance: 'The maintenance reserve for the year: its percentage of gross or collected rent.',
  capex: 'The reserve for big replacements (roof, HVAC, …) for the year: its percentage of gross or collected rent.',
  management: 'Property management for the year: its percentage of collected (or gross) rent.',
};

/** A year of income and operating expenses, in dollars. */
export interface OperatingStatement {
  /** gross scheduled income: a year of rent with every unit rented (monthly rent × 12) */
  grossScheduledIncome: number;
  /** the rent lost to vacancy and unpaid rent: the vacancy percent of gross scheduled income */
  vacancyLoss: number;
  /** effective gross income: the rent actually collected (gross scheduled income − vacancy loss) */
  effectiveGrossIncome: number;
  /** each operating expense for the year */
  expenses: OperatingExpenses;
  /** all operating expenses for the year (not the mortgage) */
  operatingExpenses: number;
  /** net operating income: collected rent − operating expenses, before any mortgage payment */
  netOperatingIncome: number;
}

export const OPERATING_STATEMENT_HELP: Record<keyof OperatingStatement, string> = {
  grossScheduledIncome: 'Gross scheduled income: a full year of rent with no vacancy (monthly rent × 12).',
  vacancyLoss: 'The rent lost to vacancy and unpaid rent in a year: the vacancy percentage of gross scheduled income.',
  effectiveGrossIncome: 'Effective gross income: the rent actually collected in a year (gross scheduled income − vacancy loss).',
  expenses: 'Each operating expense for the year.',
  operatingExpenses: 'All operating expenses for the year, not counting the mortgage.',
  netOperatingIncome: 'Net operating income (NOI): collected rent minus operating expenses for a year, before any mortgage payment.',
};

/** How much rent and fixed expenses have grown by a later year (1 = as entered). */
export interface GrowthFactors {
  rent: number;
  expenses: number;
}

const AS_ENTERED: GrowthFactors = { rent: 1, expenses: 1 };

/**
 * A year of a rental's income and operating expenses. Percentage expenses follow the rent they are a
 * percentage of; fixed expenses (taxes, insurance, HOA, utilities, other) grow with `growth.expenses`.
 */
export function operatingStatement(input: OperatingInput, growth: GrowthFactors = AS_ENTERED): OperatingStatement {
  const grossScheduledIncome = input.monthlyRent * 12 * growth.rent;
  const vacancyLoss = (grossScheduledIncome * input.vacancyPercent) / 100;
  const effectiveGrossIncome = grossScheduledIncome - vacancyLoss;
  const shareOfRent = (percent: number, base: PercentBase) =>
    ((base === 'gross' ? grossScheduledIncome : effectiveGrossIncome) * percent) / 100;
  const expenses: OperatingExpenses = {
    taxes: input.taxesPerYear * growth.expenses,
    insurance: input.insurancePerYear * growth.expenses,
    hoa: input.hoaPerMonth * 12 * growth.expenses,
    utilities: input.utilitiesPerMonth * 12 * growth.expenses,
    other: input.otherExpensesPerMonth * 12 * growth.expenses,
    maintenance: shareOfRent(input.maintenancePercent, input.maintenanceBase),
    capex: shareOfRent(input.capexPercent, input.capexBase),
    management: shareOfRent(input.managementPercent, input.managementBase),
  };
  const operatingExpenses = Object.values(expenses).reduce((sum, amount) => sum + amount, 0);
  return {
    grossScheduledIncome,
    vacancyLoss,
    effectiveGrossIncome,
    expenses,
    operatingExpenses,
    netOperatingIncome: effectiveGrossIncome - operatingExpenses,
  };
}
