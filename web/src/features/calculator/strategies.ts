import type { Strategy } from '@contracts/listings/contracts/deal-math/index.ts';
import type { HeadlineFigures } from '@contracts/listings/contracts/saved-analyses.ts';
import { formatMoney, formatPercent } from './format.ts';

export const STRATEGY_LABELS: Record<Strategy, string> = {
  rental: 'Rental',
  flip: 'Flip',
  wholesale: 'Wholesale',
  brrrr: 'BRRRR',
  land: 'Land',
};

export const STRATEGY_SUMMARIES: Record<Strategy, string> = {
  rental: 'Buy and hold: rent, expenses, financing and long-term returns.',
  flip: 'Buy, repair and sell: costs, profit and the 70% rule.',
  wholesale: 'Contract and assign: maximum allowable offer and your fee.',
  brrrr: 'Buy, rehab, rent, refinance, repeat: the cash you get back.',
  land: 'Land on owner financing: price per acre, payments and balloon.',
};

/** Listing categories that are land first: the calculator opens on the land terms for them. */
const LAND_CATEGORIES = new Set(['land', 'agricultural', 'recreational', 'development', 'unrestricted']);

export function strategyForCategory(category: string): Strategy {
  return LAND_CATEGORIES.has(category) ? 'land' : 'rental';
}

/** A saved analysis's headline figures in a few words, for the list. */
export function headlineText(strategy: Strategy, headline: HeadlineFigures): string[] {
  const number = (key: string) => (typeof headline[key] === 'number' ? (headline[key] as number) : null);
  switch (strategy) {
    case 'rental':
      return [
        `${formatMoney(number('monthlyCashFlow'), { cents: true })}/mo`,
        `${formatPercent(number('cashOnCashPercent'))} cash-on-cash`,
      ];
    case 'flip':
      return [`${formatMoney(number('netProfit'))} profit`, `${formatPercent(number('roiPercent'))} ROI`];
    case 'wholesale':
      return [`MAO ${formatMoney(number('maximumAllowableOffer'))}`, `${formatMoney(number('assignmentFee'))} fee`];
    case 'brrrr':
      return [
        headline.infinite === true ? 'Infinite return' : `${formatMoney(number('cashLeftInDeal'))} left in`,
        `${formatMoney(number('monthlyCashFlow'), { cents: true })}/mo`,
      ];
    case 'land':
      return [`${formatMoney(number('pricePerAcre'))}/acre`, `${formatMoney(number('monthlyPayment'), { cents: true })}/mo`];
  }
}
