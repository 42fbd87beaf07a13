import { defineEvent } from '../../shared/kernel/events.ts';
import type { LeadSituation } from './seller-leads.ts';

/** Where a lead's property is, as far as the offline geocoder could tell; what lead routing goes by. */
export interface LeadPlace {
  city: string | null;
  state: string | null;
  county: string | null;
}

/** The owner's situation and its words, for the notices subscribers write (they do not read the leads contract). */
export interface SituationNamed {
  situation: LeadSituation | null;
  situationLabel: string | null;
}

/** An owner asked for a cash offer; contact details stay in the leads module. */
export const SellerLeadSubmitted = defineEvent<LeadPlace & { situation: LeadSituation | null }>()('leads.seller-lead-submitted.v1');

/** No investor took the lead within the hour: it is in the administrators' queue. */
export const SellerLeadQueued = defineEvent<LeadPlace>()('leads.seller-lead-queued.v1');

/** A paid seller took the lead: its contact details are theirs to call. */
export const SellerLeadClaimed = defineEvent<LeadPlace & { sellerId: string }>()('leads.seller-lead-claimed.v1');

/** An owner asked a seller for a cash offer on that seller's own lead page: the lead is theirs already. */
export const SellerLeadCaptured = defineEvent<LeadPlace & SituationNamed & { sellerId: string }>()('leads.seller-lead-captured.v1');

/**
 * A new lead was offered to the paid sellers whose markets hold it (none when no market does): each is
 * told of it (a notification and, per their settings, a mail) with the redacted summary only.
 */
export const SellerLeadOffered = defineEvent<LeadPlace & SituationNamed & { sellerIds: string[] }>()('leads.seller-lead-offered.v1');

/**
 * A new lead lies in no market of a seller whose plan includes leads: the owner was told the team reviews
 * it, and administrators are told of it (a notification and, per their settings, a mail).
 */
export const SellerLeadUncovered = defineEvent<LeadPlace & SituationNamed>()('leads.seller-lead-uncovered.v1');

/**
 * An administrator gave an unclaimed lead to a seller from the back office: it is in their pipeline, and
 * they are told of it (a notification and, per their settings, a mail).
 */
export const SellerLeadAssigned = defineEvent<LeadPlace & SituationNamed & { sellerId: string }>()('leads.seller-lead-assigned.v1');

/** A task on a pipeline card fell due: its seller gets a reminder (a notification and, per their settings, a mail). */
export const PipelineTaskDue = defineEvent<{
  sellerId: string;
  taskId: string;
  cardId: string;
  title: string;
  dueAt: string;
  cardTitle: string;
}>()('leads.pipeline-task-due.v1');

/**
 * The next chunk of a contact import is due (rows from `from`, 0-based after the header): the leads module
 * stores it in the background and queues the next one, so an import goes on after a restart.
 */
export const ContactImportChunkDue = defineEvent<{ sellerId: string; from: number }>()('leads.contact-import-chunk-due.v1');

/** What every offer event carries (its aggregate is the offer); money in whole dollars. */
export interface OfferFacts {
  propertyId: string;
  sellerId: string;
  buyerId: string;
  price: number;
}

/**
 * A buyer made an offer on a listing: its seller is told, and the offer counts as one of the buyer's contacts of
 * the month of `madeAt` (absent from events published before it existed: their time stands in).
 */
export const OfferMade = defineEvent<OfferFacts & { madeAt?: string }>()('leads.offer-made.v1');

/** The seller countered an offer with their own terms: the buyer is told. */
export const OfferCountered = defineEvent<OfferFacts & { counterPrice: number }>()('leads.offer-countered.v1');

/**
 * An offer was accepted (by the seller, or by the buyer on the seller's counter; `price` is the agreed one):
 * the listing goes under contract, and both sides are told.
 */
export const OfferAccepted = defineEvent<OfferFacts & { earnestMoney: number; earnestDueAt: string }>()('leads.offer-accepted.v1');

/** The seller declined an offer, or accepted another (`reason` says so): the buyer is told. */
export const OfferDeclined = defineEvent<OfferFacts & { reason: string | null }>()('leads.offer-declined.v1');

/** The buyer withdrew their offer: the seller is told. */
export const OfferWithdrawn = defineEvent<OfferFacts>()('leads.offer-withdrawn.v1');

/** The seller asked every open bidder on a listing for their best and final by `deadline`: one per pending offer, its buyer is told. */
export const BestAndFinalRequested = defineEvent<OfferFacts & { deadline: string }>()('leads.best-and-final-requested.v1');

/** A bidder replaced the terms of their pending offer (a best-and-final answer): the seller is told. */
export const OfferRevised = defineEvent<OfferFacts>()('leads.offer-revised.v1');

/** The seller marked the earnest money of an accepted offer received: the buyer is told. */
export const EarnestMoneyReceived = defineEvent<OfferFacts & { earnestMoney: number }>()('leads.earnest-money-received.v1');

/** A date of an accepted deal (earnest money due, inspection end, closing) is a day away: both sides are reminded. */
export const DealDateNear = defineEvent<OfferFacts & { date: 'earnest' | 'inspection' | 'closing'; at: string }>()(
  'leads.deal-date-near.v1',
);
