import { z } from 'zod';
import { PROPERTY_CATEGORIES } from '../../listings/contracts/listing-terms.ts';

/**
 * Matching a seller's listing to their buyers list (decision 0058).
 *
 * - `GET /api/properties/{id}/matches?show=fits|all&page&pageSize` → `ListingMatches`: the seller's own listing
 *   (404 for anyone else's, or none; 403 for buyers), each contact scored 0-100 with the parts that make the score
 *   and why, best first; `show=fits` (the default) lists those scoring at least `FIT_SCORE`, `all` everyone. The
 *   summary's `fits` counts the contacts who fit and can be mailed ("Send to N buyers"); those who fit but cannot
 *   be mailed (unsubscribed, suppressed, no email) are listed, marked, and counted apart.
 *
 * **For campaigns: who a send goes to.** `audienceContactIds(em, listings, sellerId, audience)` in the leads module's
 * `application/matching.ts` resolves `{ segmentId }` (the segment's filter evaluated now) or `{ listingId }` (the
 * listing's contacts scoring at least `FIT_SCORE`) to the ids of the seller's **mailable** contacts, in the order
 * they would be sent to; an unknown or foreign segment or listing throws the same 404 as the endpoints.
 */

/** The most each part of a score gives; they add up to 100. */
export const MATCH_POINTS = { location: 40, price: 25, type: 15, financing: 10, proofOfFunds: 10 } as const;

/**
 * What a part gives short of its most: the state but not the county (or a contact with counties elsewhere),
 * nothing on file (location, budget, property type, cash or financing), or an ARV within budget where the price is not.
 */
export const PARTIAL_POINTS = { state: 30, noLocation: 15, arv: 15, noBudget: 10, noType: 8, noFinancing: 5 } as const;
export type MatchPart = keyof typeof MATCH_POINTS;
export const MATCH_PARTS = Object.keys(MATCH_POINTS) as MatchPart[];

/** A contact fits a listing from this score up. */
export const FIT_SCORE = 65;

export const MATCHES_PAGE_SIZE = 25;

export const matchesQuerySchema = z.object({
  /** `fits`: those scoring at least FIT_SCORE; `all`: every contact */
  show: z.enum(['fits', 'all'], { error: 'show is fits or all' }).default('fits'),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(MATCHES_PAGE_SIZE),
});
export type MatchesQuery = z.output<typeof matchesQuerySchema>;
export type MatchesParams = z.input<typeof matchesQuerySchema>;

export const matchReasonSchema = z.object({
  part: z.enum(MATCH_PARTS as [MatchPart, ...MatchPart[]]),
  points: z.number().int(),
  max: z.number().int(),
  /** "Buys in Travis County, TX", "Price within budget" */
  text: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const matchSchema = z.object({
  contact: z.object({
    id: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    /** false when unsubscribed, suppressed or without an email: never sent to */
    mailable: z.boolean(),
  }),
  score: z.number().int(),
  fits: z.boolean(),
  reasons: z.array(matchReasonSchema),
});
export type Match = z.infer<typeof matchSchema>;

export const listingMatchesSchema = z.object({
  listing: z.object({
    id: z.string(),
    title: z.string(),
    city: z.string(),
    state: z.string(),
    county: z.string().nullable(),
    category: z.enum(PROPERTY_CATEGORIES),
    /** dollars */
    price: z.number(),
    arv: z.number().nullable(),
  }),
  threshold: z.number().int(),
  /**
   * why a campaign cannot send this listing now (in review, not approved, or off public view), said to the seller
   * beside a disabled "Send to N buyers"; null when it can be sent
   */
  sendBlocked: z.string().nullable(),
  /** contacts who fit and can be mailed: "N buyers fit" */
  fits: z.number().int(),
  /** contacts who fit but cannot be mailed */
  fitsNotMailable: z.number().int(),
  /** every contact of the seller */
  contacts: z.number().int(),
  /** rows in this view (`show`) */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(matchSchema),
});
export type ListingMatches = z.infer<typeof listingMatchesSchema>;
