import { useId, useState, type ReactNode } from 'react';
import { ASKING_TERMS, PROPERTY_CATEGORIES, type AskingTerm } from '@contracts/listings/contracts/listing-terms.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';
import { cn, formatNumber } from '@/lib/utils.ts';
import { listParam, type SearchPageParams } from '../../search-params.ts';
import { CATEGORY_ICONS } from '../category-icon.tsx';
import { categoryLabel } from '../category-label.ts';
import { stateName } from '../us-states.ts';

export type Facets = Record<string, Record<string, number>>;
export type FiltersPatch = Partial<SearchPageParams>;

interface FiltersPanelProps {
  params: SearchPageParams;
  /** facet counts of the current results; undefined while the first answer loads */
  facets: Facets | undefined;
  onChange: (patch: FiltersPatch) => void;
}

export const TERM_LABELS: Record<AskingTerm, string> = {
  cash: 'Cash',
  'owner-finance': 'Owner finance',
  assignment: 'Assignment',
  'subject-to': 'Subject-to',
};

/** The number ranges: their heading (also the fields' label), unit and params. */
const RANGE_FILTERS: readonly {
  title: string;
  unit?: string;
  step?: string;
  min: 'minPrice' | 'minAcres' | 'minPricePerAcre';
  max: 'maxPrice' | 'maxAcres' | 'maxPricePerAcre';
}[] = [
  { title: 'Price', unit: '$', min: 'minPrice', max: 'maxPrice' },
  { title: 'Acres', step: 'any', min: 'minAcres', max: 'maxAcres' },
  { title: 'Price per acre', unit: '$', min: 'minPricePerAcre', max: 'maxPricePerAcre' },
];

const STATES_SHOWN = 8;
const COUNTIES_SHOWN = 8;

/** Toggles one member of a comma-list param; the empty list is absent. */
export function toggleListMember(list: string | undefined, member: string): string | undefined {
  const members = listParam(list);
  const next = members.includes(member) ? members.filter((item) => item !== member) : [...members, member];
  return next.length > 0 ? next.join(',') : undefined;
}

/**
 * The search page's filters, each with the count of matching listings (facets). Every change
 * navigates (the URL is the state); number fields apply when they lose focus or on Enter.
 */
export function FiltersPanel({ params, facets, onChange }: FiltersPanelProps) {
  const categories = listParam(params.category);
  const states = listParam(params.state);
  const counties = listParam(params.county);
  const terms = listParam(params.terms);
  const count = (facet: string, value: string) => facets?.[facet]?.[value];

  const stateOptions = facetOptions(facets?.state, states);
  const countyOptions = facetOptions(facets?.county, counties);

  return (
    <div className="space-y-6">
      <FilterGroup title="Property type">
        <ul className="space-y-1">
          {PROPERTY_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category];
            return (
              <li key={category}>
                <CheckOption
                  checked={categories.includes(category)}
                  onChange={() => onChange({ category: toggleListMember(params.category, category) })}
                  count={count('category', category)}
                  facetsLoaded={facets !== undefined}
                >
                  <Icon className="size-4 text-slate-400" aria-hidden="true" />
                  {categoryLabel(category)}
                </CheckOption>
              </li>
            );
          })}
        </ul>
      </FilterGroup>

      <FilterGroup title="Deal">
        <ul className="space-y-1">
          <li>
            <CheckOption
              checked={params.openToJointVenture === true}
              onChange={(checked) => onChange({ openToJointVenture: checked ? true : undefined })}
              count={count('openToJointVenture', 'true')}
              facetsLoaded={facets !== undefined}
            >
              Open to joint venture
            </CheckOption>
          </li>
          <li>
            <CheckOption
              checked={params.featured === true}
              onChange={(checked) => onChange({ featured: checked ? true : undefined })}
              count={count('featured', 'true')}
              facetsLoaded={facets !== undefined}
            >
              Featured deals
            </CheckOption>
          </li>
        </ul>
      </FilterGroup>

      <FilterGroup title="Location">
        {stateOptions.length === 0 ? (
          <p className="text-sm text-slate-500">{facets ? 'No states in these results.' : 'Loading states…'}</p>
        ) : (
          <ShowMoreList
            items={stateOptions}
            shown={STATES_SHOWN}
            noun="states"
            render={([code, value]) => (
              <CheckOption
                checked={states.includes(code)}
                onChange={() => onChange({ state: toggleListMember(params.state, code), county: undefined })}
                count={value}
                facetsLoaded
              >
                {stateName(code)}
              </CheckOption>
            )}
          />
        )}
        {states.length > 0 && countyOptions.length > 0 ? (
          <div className="mt-4">
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">County</h4>
            <ShowMoreList
              items={countyOptions}
              shown={COUNTIES_SHOWN}
              noun="counties"
              render={([county, value]) => (
                <CheckOption
                  checked={counties.includes(county)}
                  onChange={() => onChange({ county: toggleListMember(params.county, county) })}
                  count={value}
                  facetsLoaded
                >
                  {countyLabel(county)}
                </CheckOption>
              )}
            />
          </div>
        ) : null}
      </FilterGroup>

      {RANGE_FILTERS.map(({ title, min, max, unit, step }) => (
        <FilterGroup key={title} title={title}>
          <RangeFields
            label={title}
            unit={unit}
            step={step}
            min={params[min]}
            max={params[max]}
            onChange={(from, to) => onChange({ [min]: from, [max]: to })}
          />
        </FilterGroup>
      ))}

      <FilterGroup title="Beds and baths">
        <div className="grid grid-cols-2 gap-3">
          <MinimumSelect label="Beds" value={params.minBeds} options={[1, 2, 3, 4, 5]} onChange={(minBeds) => onChange({ minBeds })} />
          <MinimumSelect
            label="Baths"
            value={params.minBaths}
            options={[1, 1.5, 2, 3, 4]}
            onChange={(minBaths) => onChange({ minBaths })}
          />
        </div>
      </FilterGroup>

      <FilterGroup title="Terms">
        <ul className="space-y-1">
          {ASKING_TERMS.map((term) => (
            <li key={term}>
              <CheckOption
                checked={terms.includes(term)}
                onChange={() => onChange({ terms: toggleListMember(params.terms, term) })}
                count={count('terms', term)}
                facetsLoaded={facets !== undefined}
              >
                {TERM_LABELS[term]}
              </CheckOption>
            </li>
          ))}
        </ul>
      </FilterGroup>

      <FilterGroup title="Status">
        <div className="flex rounded-lg bg-slate-100 p-1" role="radiogroup" aria-label="Status">
          {(
            [
              [undefined, 'Active'],
              ['under_contract', 'Under contract'],
            ] as const
          ).map(([value, label]) => {
            const checked = params.status === value;
            const matching = facets?.status !== undefined ? (count('status', value ?? 'active') ?? 0) : undefined;
            return (
              <button
                key={label}
                type="button"
                role="radio"
                aria-checked={checked}
                onClick={() => onChange({ status: value })}
                className={cn(
                  'flex flex-1 flex-col items-center rounded-md px-1 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                  checked ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <span>{label}</span> {/* the line is kept while the counts load, so the toggle does not grow when they come */}
                {matching !== undefined ? (
                  <span className="text-xs font-normal text-slate-500 tabular-nums" aria-label={`${matching} matching`}>
                    {formatNumber(matching)}
                  </span>
                ) : (
                  <span className="invisible text-xs" aria-hidden="true">
                    0
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </FilterGroup>
    </div>
  );
}

/** The facet's values: the selected ones first (even when they count 0), then by count, most first. */
function facetOptions(counts: Record<string, number> | undefined, selected: string[]): [string, number][] {
  const options = new Map(Object.entries(counts ?? {}));
  for (const value of selected) if (!options.has(value)) options.set(value, 0);
  const rank = (value: string) => (selected.includes(value) ? 0 : 1);
  return [...options].sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1] || a[0].localeCompare(b[0]));
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 pb-5 last:border-b-0">
      <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function CheckOption({
  checked,
  onChange,
  count,
  facetsLoaded,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  count: number | undefined;
  facetsLoaded: boolean;
  children: ReactNode;
}) {
  const empty = facetsLoaded && !checked && (count ?? 0) === 0;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-slate-100',
        empty ? 'text-slate-400' : 'text-slate-700',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-brand-600"
      />
      <span className="flex min-w-0 flex-1 items-center gap-2">{children}</span>
      {facetsLoaded ? (
        <span className="ml-auto text-xs text-slate-500 tabular-nums" aria-label={`${count ?? 0} matching`}>
          {formatNumber(count ?? 0)}
        </span>
      ) : null}
    </label>
  );
}

function ShowMoreList<T>({ items, shown, noun, render }: { items: T[]; shown: number; noun: string; render: (item: T) => ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, shown);
  return (
    <>
      <ul className="space-y-1">
        {visible.map((item, index) => (
          <li key={index}>{render(item)}</li>
        ))}
      </ul>
      {items.length > shown ? (
        <button
          type="button"
          onClick={() => setExpanded(!expanded)}
          className="mt-1 px-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          {expanded ? `Show fewer ${noun}` : `Show all ${items.length} ${noun}`}
        </button>
      ) : null}
    </>
  );
}

const numberInputClassName =
  'block h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none sm:text-sm';

/**
 * Min and max number fields. Uncontrolled: they show the URL's value (re-mounted when it changes)
 * and apply on blur or Enter, so typing does not navigate on every key.
 */
function RangeFields({
  label,
  unit,
  min,
  max,
  step = '1',
  onChange,
}: {
  label: string;
  unit?: string;
  min: number | undefined;
  max: number | undefined;
  step?: string;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const read = (text: string) => {
    const value = Number(text.replaceAll(/[$,\s]/g, ''));
    return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
  };
  const field = (which: 'min' | 'max', value: number | undefined) => (
    <label className="min-w-0 flex-1">
      <span className="sr-only">
        {which === 'min' ? 'Minimum' : 'Maximum'} {label.toLowerCase()}
      </span>
      <span className="relative block">
        {unit ? <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-400">{unit}</span> : null}
        <input
          key={`${which}:${value ?? ''}`}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          defaultValue={value ?? ''}
          placeholder={which === 'min' ? 'Min' : 'Max'}
          className={cn(numberInputClassName, unit && 'pl-7')}
          onBlur={(event) => {
            const next = read(event.currentTarget.value);
            if (next !== value) onChange(which === 'min' ? next : min, which === 'max' ? next : max);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
      </span>
    </label>
  );
  return (
    <div className="flex items-center gap-2">
      {field('min', min)}
      <span className="text-slate-400" aria-hidden="true">
        –
      </span>
      {field('max', max)}
    </div>
  );
}

function MinimumSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: number[];
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        className={numberInputClassName}
      >
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}+
          </option>
        ))}
      </select>
    </div>
  );
}
