import type { BuyBox } from '@contracts/engagement/contracts/directory.ts';
import {
  EXPERIENCE_LABELS,
  STRATEGY_LABELS,
  type Experience,
  type InvestmentStrategy,
} from '@contracts/engagement/contracts/directory-terms.ts';
import { nounFor } from '@contracts/shared/kernel/en-us-format.ts';
import { CATEGORY_PARAMS } from './search-params.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, notation: 'compact' });
const acres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const strategyLabel = (strategy: InvestmentStrategy) => STRATEGY_LABELS[strategy];
export const experienceLabel = (experience: Experience) => EXPERIENCE_LABELS[experience];
export const categoryLabel = (category: string) => category.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
export const CATEGORY_OPTIONS = CATEGORY_PARAMS.map((category) => ({ value: category, label: categoryLabel(category) }));

/** A noun agrees with the amount after "up to"; after a span ("2–40") or a floor ("2+") it is plural. */
function range(low: number | null, high: number | null, format: (value: number) => string, noun?: [string, string]): string | null {
  const after = (written: string, plural: boolean) => (noun ? ` ${plural ? noun[1] : nounFor(written, ...noun)}` : '');
  if (low === null && high === null) return null;
  if (low === null) return `up to ${format(high!)}${after(format(high!), false)}`;
  if (high === null) return `${format(low)}+${after(format(low), true)}`;
  return `${format(low)}–${format(high)}${after(format(high), true)}`;
}

/** "$20K–$150K · 2–40 acres" or null when the member set no ranges. */
export function buyBoxRanges(box: Pick<BuyBox, 'minPrice' | 'maxPrice' | 'minAcres' | 'maxAcres'>): string | null {
  const price = range(box.minPrice, box.maxPrice, (value) => dollars.format(value));
  const area = range(box.minAcres, box.maxAcres, (value) => acres.format(value), ['acre', 'acres']);
  return [price, area].filter(Boolean).join(' · ') || null;
}

export const memberSinceLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const initials = (firstName: string, lastName: string) => `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
export const priceLabel = (price: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(price);
