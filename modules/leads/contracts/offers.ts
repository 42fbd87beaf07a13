import { z } from 'zod';

/**
 * Offers on a listing (decision 0065): a buyer offers a price and terms on an active listing that is not
 * their own; the seller accepts, counters or declines; a buyer withdraws an open offer or accepts the
 * seller's counter. Accepting one offer puts the listing under contract and declines every other open offer
 * on it, and happens once however many accepts arrive together. Money in whole dollars. JSON, cookie
 * session, CSRF on mutations.
 *
 * - `POST /api/properties/{id}/offers` `OfferInput` → 201 `Offer` (the buyer)
 * - `GET /api/offers` → `MyOffers` (the buyer's offers, newest first)
 * - `GET /api/properties/{id}/offers` → `ListingOffers` (the listing's seller: every offer, to compare)
 * - `POST /api/offers/{id}/withdraw` → `Offer` (the buyer, while it is open or countered)
 * - `POST /api/offers/{id}/decline` `{ reason? }` → `Offer` (the seller)
 * - `POST /api/offers/{id}/counter` `CounterInput` → `Offer` (the seller, on an open offer)
 * - `POST /api/offers/{id}/accept` → `Offer` (the seller on an open offer; the buyer on the seller's counter)
 *
 * Continued (decision 0067):
 * - `GET /api/properties/{id}/offer-rules` → `OfferRules` (any member: what the listing asks of an offer)
 * - `PUT /api/properties/{id}/offer-rules` `{ requireVerifiedFunds }` → `OfferRules` (the listing's seller)
 * - `POST /api/properties/{id}/best-and-final` `{ deadline }` → `OfferRules` (the seller asks every open bidder)
 * - `POST /api/offers/{id}/revise` `RevisionInput` → `Offer` (the buyer, before the best-and-final deadline)
 * - `POST /api/offers/{id}/earnest-received` → `Offer` (the seller of an accepted offer)
 * - `GET /api/offers/{id}/contract-draft` → `application/pdf` (the two parties of an accepted offer)
 */

export const OFFER_LIMITS = {
  /** hours an offer stands unless its maker says otherwise */
  defaultExpiryHours: 48,
  maxExpiryHours: 14 * 24,
  minExpiryHours: 1,
  message: 2_000,
  maxDaysToClose: 365,
  maxInspectionDays: 90,
  /** hours after acceptance the earnest money is due */
  earnestDueHours: 72,
} as const;

/**
 * Plan limits on offers (decision 0069): an offer to a seller not contacted this month is one of a free buyer's
 * contacts, and each plan allows so many offers waiting for an answer at once. The refusals are 403
 * `plan_limit_reached` with `upgradeRequired`, worded by these.
 */
export const offerContactsLimitMessage = (allowed: number) =>
  `You've reached this month's ${allowed} seller contacts for free accounts, and an offer to a new seller counts as one. Upgrade for unlimited contacts.`;
export const openOffersLimitMessage = (allowed: number) =>
  `You've reached the ${allowed} open offers your plan allows at once. Withdraw one or wait for an answer, or upgrade for more.`;

export const OFFER_FUNDING = ['cash', 'hard_money', 'conventional'] as const;
export type OfferFunding = (typeof OFFER_FUNDING)[number];

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

const wholeDollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} is in whole dollars`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`);

const terms = {
  price: wholeDollars('Price').positive('Price must be more than $0'),
  earnestMoney: wholeDollars('Earnest money'),
  daysToClose: z
    .number({ error: 'Days to close must be a number' })
    .int('Days to close is a whole number')
    .min(1, 'Days to close is at least 1')
    .max(OFFER_LIMITS.maxDaysToClose, `Days to close is at most ${OFFER_LIMITS.maxDaysToClose}`),
  inspectionDays: z
    .number({ error: 'Inspection period must be a number' })
    .int('Inspection period is a whole number of days')
    .min(0, 'Inspection period cannot be negative')
    .max(OFFER_LIMITS.maxInspectionDays, `Inspection period is at most ${OFFER_LIMITS.maxInspectionDays} days`),
  expiresInHours: z
    .number({ error: 'Expiry must be a number of hours' })
    .int('Expiry is a whole number of hours')
    .min(OFFER_LIMITS.minExpiryHours, 'An offer stands for at least an hour')
    .max(OFFER_LIMITS.maxExpiryHours, 'An offer stands for at most 14 days')
    .default(OFFER_LIMITS.defaultExpiryHours),
};

const earnestWithinPrice = <T extends { price: number; earnestMoney: number }>(offer: T) => offer.earnestMoney <= offer.price;
const EARNEST_OVER_PRICE = { message: 'Earnest money cannot be more than the price', path: ['earnestMoney'] };

export const offerInputSchema = z
  .object({
    ...terms,
    funding: z.enum(OFFER_FUNDING, { error: 'Choose cash, hard money or conventional' }),
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(OFFER_LIMITS.message, `A message is at most ${OFFER_LIMITS.message} characters`)
      .default(''),
  })
  .strict()
  .refine(earnestWithinPrice, EARNEST_OVER_PRICE);
export type OfferInput = z.output<typeof offerInputSchema>;

/** A best-and-final answer: the buyer's new terms replace those of their pending offer. */
export const revisionInputSchema = z
  .object({
    price: terms.price,
    earnestMoney: terms.earnestMoney,
    daysToClose: terms.daysToClose,
    inspectionDays: terms.inspectionDays,
    funding: z.enum(OFFER_FUNDING, { error: 'Choose cash, hard money or conventional' }),
    message: z
      .string({ error: 'Message must be text' })
      .trim()
      .max(OFFER_LIMITS.message, `A message is at most ${OFFER_LIMITS.message} characters`)
      .optional(),
  })
  .strict()
  .refine(earnestWithinPrice, EARNEST_OVER_PRICE);
export type RevisionInput = z.output<typeof revisionInputSchema>;

export const offerRulesInputSchema = z
  .object({ requireVerifiedFunds: z.boolean({ error: 'requireVerifiedFunds is true or false' }) })
  .strict();
export type OfferRulesInput = z.output<typeof offerRulesInputSchema>;

/** hours a best-and-final call may run: at least one, at most a week */
export const BEST_AND_FINAL_HOURS = { min: 1, max: 7 * 24 } as const;

export const bestAndFinalInputSchema = z
  .object({ deadline: z.iso.datetime({ offset: true, message: 'Choose the deadline (a date and time)' }) })
  .strict();
export type BestAndFinalInput = z.output<typeof bestAndFinalInputSchema>;

export const offerRulesSchema = z.object({
  propertyId: z.string(),
  /** only buyers whose funds an administrator verified (and whose verification holds) may offer */
  requireVerifiedFunds: z.boolean(),
  /** the seller asked every open bidder for their best and final by this time; null when no call stands */
  bestAndFinalBy: z.string().nullable(),
});
export type OfferRules = z.infer<typeof offerRulesSchema>;

export const counterInputSchema = z.object(terms).strict().refine(earnestWithinPrice, EARNEST_OVER_PRICE);
export type CounterInput = z.output<typeof counterInputSchema>;

export const declineInputSchema = z
  .object({ reason: z.string({ error: 'Reason must be text' }).trim().max(500, 'A reason is at most 500 characters').optional() })
  .strict();
export type DeclineInput = z.output<typeof declineInputSchema>;

const termsSchema = z.object({
  price: z.number(),
  earnestMoney: z.number(),
  daysToClose: z.number().int(),
  inspectionDays: z.number().int(),
});
export type OfferTerms = z.infer<typeof termsSchema>;

export const DEAL_DATE_KINDS = ['earnest', 'inspection', 'closing'] as const;
export type DealDateKind = (typeof DEAL_DATE_KINDS)[number];

/** An accepted offer's checklist: the dates count from acceptance (inspection days, days to close). */
export const dealChecklistSchema = z.object({
  earnestMoney: z.number(),
  earnestDueAt: z.string(),
  /** when the seller marked the earnest money received; null until then */
  earnestReceivedAt: z.string().nullable(),
  inspectionEndsAt: z.string(),
  closingAt: z.string(),
});
export type DealChecklist = z.infer<typeof dealChecklistSchema>;

/** A member's verified funds as offers show them (whole dollars; the last day it holds). */
export const offerFundsSchema = z.object({ amount: z.number(), expiresOn: z.string() }).nullable();
export type OfferFunds = z.infer<typeof offerFundsSchema>;

export const offerSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  sellerId: z.string(),
  buyerId: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** the buyer's terms */
  terms: termsSchema,
  funding: z.enum(OFFER_FUNDING),
  message: z.string(),
  /** the seller's counter while one stands or was answered; null when none was made */
  counter: termsSchema.extend({ expiresAt: z.string() }).nullable(),
  /** when the offer (or, once countered, the counter) lapses */
  expiresAt: z.string(),
  declineReason: z.string().nullable(),
  /** the terms agreed when accepted: the buyer's, or the counter's */
  agreed: termsSchema.nullable(),
  acceptedAt: z.string().nullable(),
  /** when the earnest money is due, once accepted */
  earnestDueAt: z.string().nullable(),
  /** when the buyer last replaced their terms in answer to a best-and-final call */
  revisedAt: z.string().nullable(),
  /** the deal's checklist once accepted */
  checklist: dealChecklistSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** `GET /api/offers?propertyId=`: only the buyer's offers on that listing (a property page asks for its own). */
export const myOffersQuerySchema = z.object({ propertyId: z.uuid('propertyId must be a listing id').optional() });
export type MyOffersQuery = z.output<typeof myOffersQuerySchema>;

export const myOffersSchema = z.object({
  offers: z.array(
    offerSchema.extend({
      listing: z.object({ title: z.string(), city: z.string(), state: z.string() }).nullable(),
      /** a best-and-final call on the listing that this pending offer may still answer */
      bestAndFinalBy: z.string().nullable(),
    }),
  ),
  /** the buyer's own verified funds, shown beside their offers */
  verifiedFunds: offerFundsSchema,
});
export type MyOffers = z.infer<typeof myOffersSchema>;

export const listingOffersSchema = z.object({
  offers: z.array(
    offerSchema.extend({
      buyer: z.object({
        name: z.string(),
        /** offers this buyer made on the marketplace, and how many of them were accepted */
        offersMade: z.number().int(),
        offersAccepted: z.number().int(),
        /** funds an administrator verified, while the verification holds */
        verifiedFunds: offerFundsSchema,
      }),
    }),
  ),
  rules: offerRulesSchema,
});
export type ListingOffers = z.infer<typeof listingOffersSchema>;

/** The assignment contract draft's query: an optional assignment fee in whole dollars, at most the price. */
export const contractDraftQuerySchema = z
  .object({
    assignmentFee: z.coerce
      .number({ error: 'Assignment fee must be a number' })
      .int('Assignment fee is in whole dollars')
      .min(0, 'Assignment fee cannot be negative')
      .max(1_000_000_000, 'Assignment fee is too large')
      .optional(),
  })
  .strict();

/** What the assignment contract draft of an accepted offer says (money in whole dollars). */
export interface ContractDraft {
  offerId: string;
  /** the assignor: the listing's seller */
  seller: { name: string; email: string };
  /** the assignee: the buyer whose offer was accepted */
  buyer: { name: string; email: string };
  property: { title: string; address: string; county: string | null; apn: string | null; acres: number };
  price: number;
  earnestMoney: number;
  assignmentFee: number | null;
  funding: OfferFunding;
  acceptedAt: string;
  earnestDueAt: string;
  inspectionEndsAt: string;
  closingAt: string;
}

/**
 * `GET /api/analytics/offers?range=`: the offers made on the seller's listings over the analytics range (the UTC days
 * ending today), per listing; the seller analytics page shows them beside each listing's views (decision 0069).
 */
export const offerAnalyticsSchema = z.object({
  range: z.enum(['7d', '30d', '90d']),
  /** offers made on all the seller's listings within the range */
  total: z.number().int(),
  /** per listing with offers in the range; a listing without any is absent */
  listings: z.array(z.object({ id: z.string(), offers: z.number().int(), accepted: z.number().int() })),
});
export type OfferAnalytics = z.infer<typeof offerAnalyticsSchema>;
