import { ANALYSIS_INPUT_SCHEMAS, type AnalysisInputs, type Strategy } from '@contracts/listings/contracts/deal-math/index.ts';

/**
 * The calculator's inputs as the user types them. Each strategy's form is a set of grouped fields
 * over the deal-math input schema (the same one the API validates with), so the browser and the
 * server agree on every rule and default. Percentages are typed as percent (7 means 7%).
 */

export type FieldKind = 'money' | 'percent' | 'months' | 'years' | 'number' | 'toggle';

export interface FieldDef {
  /** the input's field; nested fields with a dot (`projection.years`) */
  key: string;
  label: string;
  kind: FieldKind;
  /** shown after the value: "/mo", "/yr", "% of" */
  unit?: string;
  hint?: string;
  /** empty means "not set" (the schema's meaning), not zero */
  optional?: boolean;
  /** the field choosing what the percentage is taken of (gross or collected rent) */
  baseKey?: string;
}

export interface FieldGroup {
  title: string;
  fields: FieldDef[];
}

/** What the user typed, by field key: text for numbers, true/false for toggles, "gross"/"collected" for bases. */
export type Draft = Record<string, string | boolean>;

const income: FieldGroup = {
  title: 'Income',
  fields: [
    { key: 'monthlyRent', label: 'Monthly rent', kind: 'money', unit: '/mo' },
    { key: 'vacancyPercent', label: 'Vacancy', kind: 'percent', hint: 'Share of the rent lost to empty months and unpaid rent.' },
  ],
};

const expenses: FieldGroup = {
  title: 'Operating expenses',
  fields: [
    { key: 'taxesPerYear', label: 'Property taxes', kind: 'money', unit: '/yr' },
    { key: 'insurancePerYear', label: 'Insurance', kind: 'money', unit: '/yr' },
    { key: 'hoaPerMonth', label: 'HOA dues', kind: 'money', unit: '/mo' },
    { key: 'utilitiesPerMonth', label: 'Utilities (owner-paid)', kind: 'money', unit: '/mo' },
    { key: 'otherExpensesPerMonth', label: 'Other expenses', kind: 'money', unit: '/mo' },
    { key: 'maintenancePercent', label: 'Maintenance', kind: 'percent', baseKey: 'maintenanceBase' },
    {
      key: 'capexPercent',
      label: 'Capital expenditures',
      kind: 'percent',
      baseKey: 'capexBase',
      hint: 'A reserve for big replacements: roof, HVAC, water heater.',
    },
    { key: 'managementPercent', label: 'Property management', kind: 'percent', baseKey: 'managementBase' },
  ],
};

const projection: FieldGroup = {
  title: 'Long-term projection',
  fields: [
    { key: 'projection.years', label: 'Hold for', kind: 'years' },
    { key: 'projection.rentGrowthPercent', label: 'Rent growth', kind: 'percent', unit: '/yr' },
    { key: 'projection.expenseGrowthPercent', label: 'Expense growth', kind: 'percent', unit: '/yr' },
    { key: 'projection.appreciationPercent', label: 'Appreciation', kind: 'percent', unit: '/yr' },
    {
      key: 'projection.sellingCostsPercent',
      label: 'Selling costs',
      kind: 'percent',
      hint: 'Of the sale price, when sold at the end of a year.',
    },
  ],
};

export const FIELD_GROUPS: { [S in Strategy]: FieldGroup[] } = {
  rental: [
    {
      title: 'Purchase',
      fields: [
        { key: 'purchasePrice', label: 'Purchase price', kind: 'money' },
        { key: 'closingCosts', label: 'Closing costs', kind: 'money' },
        { key: 'upfrontRepairs', label: 'Up-front repairs', kind: 'money' },
      ],
    },
    {
      title: 'Financing',
      fields: [
        { key: 'downPaymentPercent', label: 'Down payment', kind: 'percent', hint: '100% buys with cash (no loan).' },
        { key: 'interestRatePercent', label: 'Interest rate', kind: 'percent' },
        { key: 'loanTermYears', label: 'Loan term', kind: 'years' },
        { key: 'pointsPercent', label: 'Points', kind: 'percent', hint: 'Paid to the lender up front, as a percentage of the loan.' },
        { key: 'interestOnly', label: 'Interest-only payments', kind: 'toggle' },
      ],
    },
    income,
    expenses,
    projection,
  ],
  flip: [
    {
      title: 'Purchase and repairs',
      fields: [
        { key: 'purchasePrice', label: 'Purchase price', kind: 'money' },
        { key: 'closingCosts', label: 'Closing costs', kind: 'money' },
        { key: 'repairs', label: 'Repairs', kind: 'money' },
        { key: 'arv', label: 'After-repair value (ARV)', kind: 'money', hint: 'The expected sale price once repaired.' },
      ],
    },
    {
      title: 'Holding',
      fields: [
        { key: 'holdingMonths', label: 'Months from purchase to sale', kind: 'months' },
        {
          key: 'holdingCostsPerMonth',
          label: 'Holding costs',
          kind: 'money',
          unit: '/mo',
          hint: 'Taxes, insurance, utilities while you own it.',
        },
      ],
    },
    {
      title: 'Financing (interest-only)',
      fields: [
        { key: 'loanPercentOfPurchase', label: 'Loan share of the price', kind: 'percent', hint: '0% with no loan.' },
        { key: 'loanPercentOfRepairs', label: 'Loan share of the repairs', kind: 'percent' },
        { key: 'interestRatePercent', label: 'Interest rate', kind: 'percent' },
        { key: 'pointsPercent', label: 'Points', kind: 'percent' },
      ],
    },
    {
      title: 'Sale and rule of thumb',
      fields: [
        { key: 'sellingCostsPercent', label: 'Selling costs', kind: 'percent', hint: 'Commissions and closing costs, of the sale price.' },
        { key: 'maxOfferPercent', label: 'Maximum-offer rule', kind: 'percent', hint: 'The 70% rule: offer at most ARV × 70% − repairs.' },
      ],
    },
  ],
  wholesale: [
    {
      title: 'The deal',
      fields: [
        { key: 'arv', label: 'After-repair value (ARV)', kind: 'money' },
        { key: 'repairs', label: 'Repairs', kind: 'money' },
        {
          key: 'maxOfferPercent',
          label: 'End buyer’s maximum-offer rule',
          kind: 'percent',
          hint: 'Investor buyers pay at most ARV × this − repairs.',
        },
      ],
    },
    {
      title: 'Your contract',
      fields: [
        { key: 'contractPrice', label: 'Contract price with the seller', kind: 'money' },
        { key: 'assignmentFee', label: 'Assignment fee', kind: 'money' },
        {
          key: 'endBuyerPrice',
          label: 'Agreed end-buyer price',
          kind: 'money',
          optional: true,
          hint: 'Leave empty for contract price + fee.',
        },
      ],
    },
    {
      title: 'Double close',
      fields: [
        { key: 'doubleClosePurchaseCosts', label: 'Closing costs of your purchase', kind: 'money' },
        { key: 'doubleCloseResaleCosts', label: 'Closing costs of your resale', kind: 'money' },
      ],
    },
  ],
  brrrr: [
    {
      title: 'Buy and rehab',
      fields: [
        { key: 'purchasePrice', label: 'Purchase price', kind: 'money' },
        { key: 'closingCosts', label: 'Closing costs', kind: 'money' },
        { key: 'rehabCosts', label: 'Rehab costs', kind: 'money' },
        { key: 'arv', label: 'After-repair value (ARV)', kind: 'money' },
        { key: 'holdingMonths', label: 'Rehab period', kind: 'months' },
        { key: 'holdingCostsPerMonth', label: 'Holding costs', kind: 'money', unit: '/mo' },
      ],
    },
    {
      title: 'Purchase loan (interest-only)',
      fields: [
        { key: 'downPaymentPercent', label: 'Down payment', kind: 'percent' },
        { key: 'purchaseRatePercent', label: 'Interest rate', kind: 'percent' },
        { key: 'purchasePointsPercent', label: 'Points', kind: 'percent' },
      ],
    },
    {
      title: 'Refinance',
      fields: [
        { key: 'refinanceLtvPercent', label: 'Loan-to-value', kind: 'percent', hint: 'The new loan as a share of the ARV.' },
        { key: 'refinanceRatePercent', label: 'Interest rate', kind: 'percent' },
        { key: 'refinanceTermYears', label: 'Loan term', kind: 'years' },
        { key: 'refinanceCosts', label: 'Refinance costs', kind: 'money' },
      ],
    },
    income,
    expenses,
    projection,
  ],
  land: [
    {
      title: 'The land',
      fields: [
        { key: 'price', label: 'Price', kind: 'money' },
        { key: 'acres', label: 'Acres', kind: 'number' },
      ],
    },
    {
      title: 'Owner financing',
      fields: [
        { key: 'downPayment', label: 'Down payment', kind: 'money' },
        { key: 'interestRatePercent', label: 'Interest rate', kind: 'percent' },
        { key: 'termMonths', label: 'Note term', kind: 'months' },
        {
          key: 'balloonMonth',
          label: 'Balloon month',
          kind: 'months',
          optional: true,
          hint: 'The payment that comes with the rest of the balance; leave empty for no balloon.',
        },
      ],
    },
  ],
};

/** Every field of a strategy, the percentage bases included. */
function fieldKeys(strategy: Strategy): string[] {
  return FIELD_GROUPS[strategy].flatMap((group) =>
    group.fields.flatMap((field) => (field.baseKey ? [field.key, field.baseKey] : [field.key])),
  );
}

const fieldKinds = (strategy: Strategy) =>
  new Map(FIELD_GROUPS[strategy].flatMap((group) => group.fields.map((field) => [field.key, field.kind] as const)));

const groupedDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** How a number shows in its field: money with thousands separators, the rest plain. */
export function formatFieldValue(kind: FieldKind, value: number): string {
  return kind === 'money' ? groupedDollars.format(value) : String(value);
}

/** Text as typed → a number, or the text itself when it is not one (the schema then names the problem). */
function toNumber(text: string): number | string | undefined {
  const cleaned = text.replace(/[,$\s%]/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : text;
}

/** The raw input object a draft stands for (not yet validated): empty fields are left out, so the schema's default or "required" applies. */
export function draftToRaw(strategy: Strategy, draft: Draft): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const kinds = fieldKinds(strategy);
  for (const key of fieldKeys(strategy)) {
    const value = draft[key];
    const parsed = typeof value === 'boolean' || !kinds.has(key) ? value : toNumber(value ?? '');
    if (parsed === undefined) continue;
    const path = key.split('.');
    let target = raw;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]] = parsed;
  }
  return raw;
}

export type ParsedDraft<S extends Strategy> = { ok: true; input: AnalysisInputs[S] } | { ok: false; errors: Record<string, string> };

/** Validates a draft with the strategy's schema: the parsed input, or one message per field. */
export function parseDraft<S extends Strategy>(strategy: S, draft: Draft): ParsedDraft<S> {
  const result = ANALYSIS_INPUT_SCHEMAS[strategy].safeParse(draftToRaw(strategy, draft));
  if (result.success) return { ok: true, input: result.data as AnalysisInputs[S] };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The value of a field key in an input object (`projection.years` → `input.projection.years`). */
export function valueAt(input: object, key: string): unknown {
  return key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], input);
}

/** A (parsed or saved) input as a draft, formatted as the fields show it. */
export function inputToDraft(strategy: Strategy, input: object): Draft {
  const kinds = fieldKinds(strategy);
  const draft: Draft = {};
  for (const key of fieldKeys(strategy)) {
    const value = valueAt(input, key);
    const kind = kinds.get(key);
    if (typeof value === 'boolean') draft[key] = value;
    else if (typeof value === 'number') draft[key] = kind ? formatFieldValue(kind, value) : String(value);
    else if (typeof value === 'string') draft[key] = value;
    else draft[key] = kind === 'toggle' ? false : '';
  }
  return draft;
}

/** Example deals for a calculator opened from scratch (each one hand-checked in the deal-math tests). */
export const EXAMPLE_INPUTS: { [S in Strategy]: AnalysisInputs[S] } = {
  rental: ANALYSIS_INPUT_SCHEMAS.rental.parse({
    purchasePrice: 200_000,
    closingCosts: 6_000,
    upfrontRepairs: 4_000,
    monthlyRent: 2_000,
    taxesPerYear: 3_000,
    insurancePerYear: 1_200,
  }),
  flip: ANALYSIS_INPUT_SCHEMAS.flip.parse({
    purchasePrice: 150_000,
    closingCosts: 3_000,
    repairs: 40_000,
    arv: 260_000,
    holdingCostsPerMonth: 1_000,
    loanPercentOfPurchase: 90,
    loanPercentOfRepairs: 100,
  }),
  wholesale: ANALYSIS_INPUT_SCHEMAS.wholesale.parse({ arv: 200_000, repairs: 30_000, assignmentFee: 10_000, contractPrice: 95_000 }),
  brrrr: ANALYSIS_INPUT_SCHEMAS.brrrr.parse({
    purchasePrice: 100_000,
    closingCosts: 3_000,
    rehabCosts: 30_000,
    arv: 180_000,
    holdingMonths: 4,
    holdingCostsPerMonth: 500,
    refinanceCosts: 3_000,
    monthlyRent: 1_800,
    taxesPerYear: 2_400,
    insurancePerYear: 1_000,
  }),
  land: ANALYSIS_INPUT_SCHEMAS.land.parse({ price: 50_000, acres: 25, downPayment: 5_000, interestRatePercent: 9 }),
};

export type Drafts = { [S in Strategy]: Draft };

export function exampleDrafts(): Drafts {
  return {
    rental: inputToDraft('rental', EXAMPLE_INPUTS.rental),
    flip: inputToDraft('flip', EXAMPLE_INPUTS.flip),
    wholesale: inputToDraft('wholesale', EXAMPLE_INPUTS.wholesale),
    brrrr: inputToDraft('brrrr', EXAMPLE_INPUTS.brrrr),
    land: inputToDraft('land', EXAMPLE_INPUTS.land),
  };
}

/** The listing figures a calculator can start from (whole dollars, acres). */
export interface PropertyFigures {
  price: number;
  arv: number | null;
  estimatedRepairs: number | null;
  acres: number | null;
}

/**
 * Drafts for a listing: its price, ARV, repairs and acreage where the strategy uses them; the
 * example's financing assumptions; and empty fields for what only the buyer knows (rent, taxes,
 * insurance, an unknown ARV or repair bill), so no invented figure is mistaken for the listing's.
 */
export function propertyDrafts(property: PropertyFigures): Drafts {
  const money = (value: number | null) => (value === null ? '' : formatFieldValue('money', value));
  const price = money(property.price);
  const arv = money(property.arv);
  const repairs = money(property.estimatedRepairs);
  const examples = exampleDrafts();
  const unknownRental = { monthlyRent: '', taxesPerYear: '', insurancePerYear: '' };
  return {
    rental: {
      ...examples.rental,
      purchasePrice: price,
      closingCosts: '0',
      upfrontRepairs: property.estimatedRepairs === null ? '0' : repairs,
      ...unknownRental,
    },
    flip: { ...examples.flip, purchasePrice: price, closingCosts: '0', repairs, arv, holdingCostsPerMonth: '0' },
    wholesale: { ...examples.wholesale, arv, repairs, contractPrice: price, assignmentFee: '' },
    brrrr: {
      ...examples.brrrr,
      purchasePrice: price,
      closingCosts: '0',
      rehabCosts: repairs,
      arv,
      holdingCostsPerMonth: '0',
      refinanceCosts: '0',
      ...unknownRental,
    },
    land: { ...examples.land, price, acres: property.acres === null ? '' : String(property.acres), downPayment: '0' },
  };
}

/** Two inputs are the same analysis when they hold the same values (whatever the key order). */
export function sameInputs(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
