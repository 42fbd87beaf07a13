import { atMost, percentOrNull } from './numbers.ts';
import type { WholesaleInput } from './schemas.ts';

/** Everything the wholesale calculator shows, in dollars unless the name says otherwise. */
export interface WholesaleAnalysis {
  /** the most an end buyer pays under the rule: ARV × the maximum-offer percent − repairs */
  endBuyerMaxPrice: number;
  /** maximum allowable offer to the seller: ARV × the maximum-offer percent − repairs − your assignment fee */
  maximumAllowableOffer: number;
  /** true when the contract price with the seller is at or under the maximum allowable offer */
  contractWithinMaximumOffer: boolean;
  /** what the end buyer pays for the contract: the agreed end-buyer price, or contract price + assignment fee */
  priceToEndBuyer: number;
  /** your fee for assigning the contract: price to the end buyer − contract price */
  assignmentFee: number;
  /** the assignment fee as a percent of ARV */
  assignmentFeePercentOfArv: number | null;
  /** true when the end buyer's price stays at or under ARV × the maximum-offer percent − repairs */
  endBuyerPriceWithinRule: boolean;
  /** how far the end buyer's price is under the rule's limit (negative: over it) */
  endBuyerHeadroom: number;
  /** the two closings' costs of a double close: your purchase plus your resale */
  doubleCloseCosts: number;
  /** what a double close nets: resale price − purchase price − both closings' costs */
  doubleCloseNetProfit: number;
}

export const WHOLESALE_OUTPUT_HELP: Record<keyof WholesaleAnalysis, string> = {
  endBuyerMaxPrice: 'The most an investor buyer pays under the rule: ARV times the percentage (70% by default) minus repairs.',
  maximumAllowableOffer: 'Maximum allowable offer (MAO) to the seller: what the end buyer can pay minus your assignment fee.',
  contractWithinMaximumOffer: 'Whether your contract price with the seller is at or under the maximum allowable offer.',
  priceToEndBuyer: 'What the end buyer pays for the deal: your contract price plus your assignment fee.',
  assignmentFee: 'Your fee for assigning the contract: the price to the end buyer minus your contract price.',
  assignmentFeePercentOfArv: 'The assignment fee as a percentage of the after-repair value.',
  endBuyerPriceWithinRule: "Whether the end buyer's price leaves them their margin: at or under ARV times the percentage minus repairs.",
  endBuyerHeadroom: "How far the end buyer's price is under the rule's limit; negative when it is over.",
  doubleCloseCosts: 'The closing costs of both closings in a double close: your purchase and your resale.',
  doubleCloseNetProfit: 'What a double close nets you: the resale price minus your purchase price minus the costs of both closings.',
};

/**
 * A wholesale deal: put the property under contract, then assign the contract (or double close) to an
 * end buyer who follows the maximum-offer rule.
 */
export function analyzeWholesale(input: WholesaleInput): WholesaleAnalysis {
  const endBuyerMaxPrice = (input.arv * input.maxOfferPercent) / 100 - input.repairs;
  const maximumAllowableOffer = endBuyerMaxPrice - input.assignmentFee;
  const priceToEndBuyer = input.endBuyerPrice ?? input.contractPrice + input.assignmentFee;
  const assignmentFee = priceToEndBuyer - input.contractPrice;
  const doubleCloseCosts = input.doubleClosePurchaseCosts + input.doubleCloseResaleCosts;
  return {
    endBuyerMaxPrice,
    maximumAllowableOffer,
    contractWithinMaximumOffer: atMost(input.contractPrice, maximumAllowableOffer),
    priceToEndBuyer,
    assignmentFee,
    assignmentFeePercentOfArv: percentOrNull(assignmentFee, input.arv),
    endBuyerPriceWithinRule: atMost(priceToEndBuyer, endBuyerMaxPrice),
    endBuyerHeadroom: endBuyerMaxPrice - priceToEndBuyer,
    doubleCloseCosts,
    doubleCloseNetProfit: priceToEndBuyer - input.contractPrice - doubleCloseCosts,
  };
}
