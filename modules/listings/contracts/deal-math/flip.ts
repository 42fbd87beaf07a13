import { monthlyRate, pointsCost } from './mortgage.ts';
import { atMost, percentOrNull, ratioOrNull } from './numbers.ts';
import type { FlipInput } from './schemas.ts';

/** Everything the flip calculator shows, in dollars unless the name says otherwise. The property sells at its ARV. */
export interface FlipAnalysis {
  /** the loan: its share of the purchase price plus its share of the repairs */
  loanAmount: number;
  /** points paid up front to the lender: their percent of the loan */
  pointsCost: number;
  /** the interest on the loan for the holding months; interest only, and part of holding costs */
  loanInterest: number;
  /** buying: purchase price + closing costs */
  buyingCosts: number;
  /** holding: months × monthly holding costs + loan interest */
  holdingCosts: number;
  /** selling: the selling-cost percent of the sale price (ARV) */
  sellingCosts: number;
  /** every cost of the project: buying + repairs + points + holding + selling */
  totalProjectCost: number;
  /** sale price (ARV) − total project cost */
  netProfit: number;
  /** the cash the flipper puts in: every cost before the sale − the loan */
  cashInvested: number;
  /** return on cash invested: net profit ÷ cash invested, in percent; null when no cash is invested */
  roiPercent: number | null;
  /** return on total cost: net profit ÷ total project cost, in percent */
  roiOnTotalCostPercent: number | null;
  /** the return on cash compounded to a year: (1 + ROI)^(12 ÷ months) − 1, in percent; −100 when more than the cash invested is lost; null for a zero-month hold */
  annualizedRoiPercent: number | null;
  /** the return on cash scaled to a year without compounding: ROI × 12 ÷ months, in percent; null for a zero-month hold */
  simpleAnnualizedRoiPercent: number | null;
  /** profit margin: net profit ÷ ARV, in percent */
  profitMarginPercent: number | null;
  /** the most to pay by the rule: ARV × the maximum-offer percent − repairs (the 70% rule by default) */
  maxOffer: number;
  /** true when the purchase price is at or under the maximum offer */
  purchaseWithinMaxOffer: boolean;
  /** the sale price at which net profit is zero, counting selling costs as a percent of that price */
  breakEvenSalePrice: number;
}

export const FLIP_OUTPUT_HELP: Record<keyof FlipAnalysis, string> = {
  loanAmount: 'The loan: its share of the purchase price plus its share of the repairs.',
  pointsCost: 'Points paid to the lender up front: their percentage of the loan.',
  loanInterest: 'Interest-only payments on the loan during the hold; already counted in holding costs.',
  buyingCosts: 'Purchase price plus closing costs.',
  holdingCosts: 'The cost of owning the property until it sells: monthly holding costs for each month plus loan interest.',
  sellingCosts: 'Agent commissions and closing costs when selling: their percentage of the sale price.',
  totalProjectCost: 'Every cost of the project: buying, repairs, points, holding and selling.',
  netProfit: 'The sale price (ARV) minus the total project cost.',
  cashInvested: 'The cash you put in: every cost before the sale minus what the lender pays.',
  roiPercent: 'Return on investment: net profit as a percentage of the cash you put in.',
  roiOnTotalCostPercent: 'Return on total cost: net profit as a percentage of the total project cost, as if no loan were used.',
  annualizedRoiPercent: 'The return on cash as a yearly rate, compounded: what it would earn a year if repeated back to back.',
  simpleAnnualizedRoiPercent: 'The return on cash scaled to a year without compounding (ROI × 12 ÷ months).',
  profitMarginPercent: 'Net profit as a percentage of the sale price (ARV).',
  maxOffer: 'The most to pay under the maximum-offer rule: ARV times the percentage (70% by default) minus repairs.',
  purchaseWithinMaxOffer: 'Whether the purchase price is at or under the maximum offer.',
  breakEvenSalePrice: 'The lowest sale price that returns every cost, selling costs included: below it the flip loses money.',
};

/**
 * A fix-and-flip: bought, repaired, held `holdingMonths` with an interest-only loan, and sold at the
 * ARV. The loan is repaid from the sale, so it is not a cost; its points and interest are.
 */
export function analyzeFlip(input: FlipInput): FlipAnalysis {
  const loanAmount = input.purchasePrice * (input.loanPercentOfPurchase / 100) + input.repairs * (input.loanPercentOfRepairs / 100);
  const points = pointsCost(loanAmount, input.pointsPercent);
  const loanInterest = loanAmount * monthlyRate(input.interestRatePercent) * input.holdingMonths;
  const buyingCosts = input.purchasePrice + input.closingCosts;
  const holdingCosts = input.holdingMonths * input.holdingCostsPerMonth + loanInterest;
  const costsBeforeSale = buyingCosts + input.repairs + points + holdingCosts;
  const sellingShare = input.sellingCostsPercent / 100;
  const sellingCosts = input.arv * sellingShare;
  const totalProjectCost = costsBeforeSale + sellingCosts;
  const netProfit = input.arv - totalProjectCost;
  const cashInvested = costsBeforeSale - loanAmount;
  const roi = ratioOrNull(netProfit, cashInvested);
  const maxOffer = (input.arv * input.maxOfferPercent) / 100 - input.repairs;
  return {
    loanAmount,
    pointsCost: points,
    loanInterest,
    buyingCosts,
    holdingCosts,
    sellingCosts,
    totalProjectCost,
    netProfit,
    cashInvested,
    roiPercent: roi === null ? null : roi * 100,
    roiOnTotalCostPercent: percentOrNull(netProfit, totalProjectCost),
    annualizedRoiPercent: compoundAnnualizedPercent(roi, input.holdingMonths),
    simpleAnnualizedRoiPercent: roi === null || input.holdingMonths <= 0 ? null : ((roi * 12) / input.holdingMonths) * 100,
    profitMarginPercent: percentOrNull(netProfit, input.arv),
    maxOffer,
    purchaseWithinMaxOffer: atMost(input.purchasePrice, maxOffer),
    breakEvenSalePrice: costsBeforeSale / (1 - sellingShare),
  };
}

/**
 * A return earned over `months` as a compounded yearly rate: (1 + roi)^(12 ÷ months) − 1, in percent.
 * Null for a zero-month hold (no time passed); −100 when the loss is the whole investment or more,
 * since compounding cannot go below losing everything.
 */
export function compoundAnnualizedPercent(roi: number | null, months: number): number | null {
  if (roi === null || months <= 0) return null;
  if (roi <= -1) return -100;
  return ((1 + roi) ** (12 / months) - 1) * 100;
}
