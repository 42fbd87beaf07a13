import { X } from 'lucide-react';
import type { PropertyCategory, AskingTerm } from '@contracts/listings/contracts/listing-terms.ts';
import { amountRange } from '@contracts/shared/kernel/en-us-format.ts';
import { countyLabel } from '@contracts/shared/kernel/place-names.ts';
import { formatDollars, formatNumber } from '@/lib/utils.ts';
import { listParam, type SearchPageParams } from '../../search-params.ts';
import { categoryLabel } from '../category-label.ts';
import { stateName } from '../us-states.ts';
import { TERM_LABELS, toggleListMember, type FiltersPatch } from './filters-panel.tsx';

/** chips set a span apart ("$10,000 – $50,000") and start a sentence ("Up to 5 acres") */
const CHIP_RANGE = { dash: ' – ', upTo: 'Up to' };

interface Chip {
  key: string;
  label: string;
  remove: FiltersPatch;
}

/** One chip per active filter, each removable on its own. */
export function filterChips(params: SearchPageParams): Chip[] {
  const chips: Chip[] = [];
  if (params.q) chips.push({ key: 'q', label: `"${params.q}"`, remove: { q: undefined } });
  for (const category of listParam(params.category))
    chips.push({
      key: `category:${category}`,
      label: categoryLabel(category as PropertyCategory),
      remove: { category: toggleListMember(params.category, category) },
    });
  for (const state of listParam(params.state))
    chips.push({
      key: `state:${state}`,
      label: stateName(state),
      remove: { state: toggleListMember(params.state, state), county: undefined },
    });
  for (const county of listParam(params.county))
    chips.push({ key: `county:${county}`, label: countyLabel(county), remove: { county: toggleListMember(params.county, county) } });
  for (const term of listParam(params.terms))
    chips.push({ key: `terms:${term}`, label: TERM_LABELS[term as AskingTerm], remove: { terms: toggleListMember(params.terms, term) } });
  if (params.openToJointVenture) chips.push({ key: 'jv', label: 'Joint Venture opportunities', remove: { openToJointVenture: undefined } });
  if (params.featured) chips.push({ key: 'featured', label: 'Featured deals', remove: { featured: undefined } });
  const price = amountRange(params.minPrice, params.maxPrice, formatDollars, CHIP_RANGE);
  if (price) chips.push({ key: 'price', label: price, remove: { minPrice: undefined, maxPrice: undefined } });
  const acres = amountRange(params.minAcres, params.maxAcres, formatNumber, { ...CHIP_RANGE, noun: ['acre', 'acres'] });
  if (acres) chips.push({ key: 'acres', label: acres, remove: { minAcres: undefined, maxAcres: undefined } });
  const perAcre = amountRange(params.minPricePerAcre, params.maxPricePerAcre, formatDollars, {
    ...CHIP_RANGE,
    noun: ['per acre', 'per acre'],
  });
  if (perAcre) chips.push({ key: 'ppa', label: perAcre, remove: { minPricePerAcre: undefined, maxPricePerAcre: undefined } });
  if (params.minBeds !== undefined) chips.push({ key: 'beds', label: `${params.minBeds}+ beds`, remove: { minBeds: undefined } });
  if (params.minBaths !== undefined) chips.push({ key: 'baths', label: `${params.minBaths}+ baths`, remove: { minBaths: undefined } });
  if (params.status === 'under_contract') chips.push({ key: 'status', label: 'Under contract', remove: { status: undefined } });
  if (params.bbox) chips.push({ key: 'bbox', label: 'Map area', remove: { bbox: undefined, zoom: undefined } });
  if (params.polygon) chips.push({ key: 'polygon', label: 'Drawn area', remove: { polygon: undefined } });
  return chips;
}

export function FilterChips({
  params,
  onChange,
  onClearAll,
}: {
  params: SearchPageParams;
  onChange: (patch: FiltersPatch) => void;
  onClearAll: () => void;
}) {
  const chips = filterChips(params);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="sr-only">Active filters:</span>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(remove filter)</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="rounded-md px-2 py-1 font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
