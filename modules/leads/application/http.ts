import type { PathParams } from '../../shared/kernel/endpoint.ts';
import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import { isPipelineStage, type PipelineStageKey } from '../contracts/pipeline.ts';
import { PipelineCardNotFoundError, PipelineStageNotFoundError, PipelineTaskNotFoundError } from '../domain/pipeline.errors.ts';
import { LeadNotFoundError } from '../domain/seller-lead.errors.ts';
import { ContactImportNotFoundError, ContactNotFoundError } from '../domain/contact.errors.ts';
import { SegmentNotFoundError } from '../domain/segment.errors.ts';
import { OfferNotFoundError } from '../domain/offer.errors.ts';

/** Seller leads and the deal pipeline in the API reference. */
export const LEADS_TAG = 'Leads and pipeline';

/** The administrators' queue is listed with the other back-office endpoints. */
export const ADMIN_TAG = 'Administration';

/** The seller's buyers list and its imports in the API reference. */
export const CONTACTS_TAG = 'Buyers list';

/** Reading a file is work for the host: a seller imports a few a day, a script would send hundreds. Per client network. */
export const CONTACT_IMPORTS: RateLimitRule = { name: 'leads:contact-imports:address', limit: 30, windowSeconds: 60 * 60 };

/** An owner sends one property, perhaps two; a script sends hundreds. Per client network. */
export const LEAD_SUBMISSIONS: RateLimitRule = { name: 'leads:seller-leads:address', limit: 5, windowSeconds: 60 * 60 };

/** Sellers' lead pages are public reads, like a property page. */
export const LEAD_PAGE_READS: RateLimitRule = { name: 'leads:lead-pages:address', limit: 120, windowSeconds: 60 };

/** The dashboard's prompt to choose lead markets: read on each visit, put away once. Per client network. */
export const LEAD_MARKET_PROMPT: RateLimitRule = { name: 'leads:market-prompt:address', limit: 120, windowSeconds: 60 };

const idParam = ({ params }: { params: PathParams }) => params.id;

/** a lead's id from the path; one that is no id is a lead that does not exist (404, not 400) */
export const byLeadId = (request: { params: PathParams }) => {
  const leadId = idParam(request);
  if (!isUuid(leadId)) throw new LeadNotFoundError();
  return { leadId };
};

/** a pipeline card's id from the path, 404 when it is no id */
export const byCardId = (request: { params: PathParams }) => {
  const cardId = idParam(request);
  if (!isUuid(cardId)) throw new PipelineCardNotFoundError();
  return { cardId };
};

/** a pipeline task's id from the path, 404 when it is no id */
export const byTaskId = (request: { params: PathParams }) => {
  const taskId = idParam(request);
  if (!isUuid(taskId)) throw new PipelineTaskNotFoundError();
  return { taskId };
};

/** a pipeline stage's key from the path (`contacted`), 404 when there is no such stage */
export const byStageId = (request: { params: PathParams }): { stageId: PipelineStageKey } => {
  const stageId = request.params.stage;
  if (!isPipelineStage(stageId)) throw new PipelineStageNotFoundError();
  return { stageId };
};

/** a contact's id from the path, 404 when it is no id */
export const byContactId = (request: { params: PathParams }) => {
  const contactId = idParam(request);
  if (!isUuid(contactId)) throw new ContactNotFoundError();
  return { contactId };
};

/** an import's id from the path, 404 when it is no id */
export const byImportId = (request: { params: PathParams }) => {
  const importId = idParam(request);
  if (!isUuid(importId)) throw new ContactImportNotFoundError();
  return { importId };
};

/** a segment's id from the path, 404 when it is no id */
export const bySegmentId = (request: { params: PathParams }) => {
  const segmentId = idParam(request);
  if (!isUuid(segmentId)) throw new SegmentNotFoundError();
  return { segmentId };
};

/** Scoring a listing against the buyers list reads the whole list: a seller opens it a few times per deal. Per client network. */
export const LISTING_MATCHES: RateLimitRule = { name: 'leads:listing-matches:address', limit: 120, windowSeconds: 60 };

/** Offers in the API reference. */
export const OFFERS_TAG = 'Offers';

/** A buyer makes a few offers a day; a script would make hundreds. Per client network. */
export const OFFER_WRITES: RateLimitRule = { name: 'leads:offers:address', limit: 60, windowSeconds: 60 * 60 };

/** an offer's id from the path, 404 when it is no id */
export const byOfferId = (request: { params: PathParams }) => {
  const offerId = idParam(request);
  if (!isUuid(offerId)) throw new OfferNotFoundError();
  return { offerId };
};

/** A listing's offer rules are read with every property page a member opens. Per client network. */
export const OFFER_READS: RateLimitRule = { name: 'leads:offer-reads:address', limit: 300, windowSeconds: 60 };

/** The contract draft is a PDF drawn on each request: a party downloads it a few times. Per client network. */
export const CONTRACT_DRAFTS: RateLimitRule = { name: 'leads:contract-drafts:address', limit: 30, windowSeconds: 60 * 60 };
