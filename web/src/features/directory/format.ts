import type { BuyBox } from '@contracts/engagement/contracts/directory.ts';
import {
  EXPERIENCE_LABELS,
  STRATEGY_LABELS,
  type Experience,
  type InvestmentStrategy,
} from '@contracts/engagement/contracts/directory-terms.ts';
import { CATEGORY_PARAMS } from './search-params.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, notation: 'compact' });
const acres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const strategyLabel = (strategy: InvestmentStrategy) => STRATEGY_LABELS[strategy];
export const experienceLabel = (experience: Experience) => EXPERIENCE_LABELS[experience];
export const categoryLabel = (category: string) => category.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
export const CATEGORY_OPTIONS = CATEGORY_PARAMS.map((category) => ({ value: category, label: categoryLabel(category) }));

function range(low: number | null, high: number | null, format: (value: number) => string): string | null {
  if (low === null && high === null) return null;
  if (low === null) return `up to ${format(high!)}`;
  if (high === null) return `${format(low)}+`;
  return `${format(low)}–${format(high)}`;
}

/** "$20K–$150K · 2–40 acres" or null when the member set no ranges. */
export function buyBoxRanges(box: Pick<BuyBox, 'minPrice' | 'maxPrice' | 'minAcres' | 'maxAcres'>): string | null {
  const price = range(box.minPrice, box.maxPrice, (value) => dollars.format(value));
  const area = range(box.minAcres, box.maxAcres, (value) => acres.format(value));
  return [price, area ? `${area} acres` : null].filter(Boolean).join(' · ') || null;
}

export const memberSinceLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const initials = (firstName: string, lastName: string) => `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
export const priceLabel = (price: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(price);
