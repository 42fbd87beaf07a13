import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';
import type { OfferStatus } from '../contracts/offers.ts';

/** No such offer, or one the caller is neither the buyer nor the seller of: the same answer. */
export class OfferNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such offer', 'offer_not_found');
  }
}

/** Offers are made on listings buyers can see and buy: not a draft, not one under contract, not one's own. */
export class OfferListingNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such listing', 'listing_not_found');
  }
}

export class OwnListingOfferError extends AppError {
  constructor() {
    super('business-rule', 'You cannot make an offer on your own listing', { code: 'own_listing' });
  }
}

export class ListingNotTakingOffersError extends AppError {
  constructor() {
    super('conflict', 'This listing is not taking offers: it is under contract or off the market', { code: 'listing_not_taking_offers' });
  }
}

export class OpenOfferExistsError extends AppError {
  constructor() {
    super('conflict', 'You have an open offer on this listing already. Withdraw it to make another.', { code: 'offer_exists' });
  }
}

const ACTIONS = {
  withdraw: 'withdrawn',
  decline: 'declined',
  counter: 'countered',
  accept: 'accepted',
  revise: 'revised',
  mark: 'marked',
} as const;

/** The offer moved on (answered, withdrawn, expired, or another accepted) before this action reached it. */
export class OfferStateError extends AppError {
  constructor(status: OfferStatus, action: keyof typeof ACTIONS) {
    super('conflict', `This offer is ${status} and can no longer be ${ACTIONS[action]}`, { code: 'offer_state', details: { status } });
  }
}

export class ListingUnderContractError extends AppError {
  constructor() {
    super('conflict', 'Another offer on this listing was accepted first', { code: 'offer_already_accepted' });
  }
}

export class EarnestAlreadyReceivedError extends AppError {
  constructor() {
    super('conflict', 'The earnest money was marked received already', { code: 'earnest_received' });
  }
}

/** The listing's seller requires verified funds and the buyer has none that hold today. */
export class VerifiedFundsRequiredError extends AppError {
  constructor() {
    super(
      'forbidden',
      'The seller takes offers only from buyers with verified funds. Upload a bank or lender statement under Settings, Proof of funds; once an administrator checks it you can offer.',
      { code: 'verified_funds_required' },
    );
  }
}

/** No best-and-final call stands on the listing (none was made, or its deadline passed). */
export class NoBestAndFinalError extends AppError {
  constructor() {
    super('conflict', 'The seller has not asked for best and final offers, or the deadline has passed', { code: 'no_best_and_final' });
  }
}

export class NoOpenBiddersError extends AppError {
  constructor() {
    super('conflict', 'There are no open offers on this listing to ask for best and final', { code: 'no_open_offers' });
  }
}

export class DealNotReadyError extends AppError {
  constructor() {
    super('conflict', 'The contract draft is made from an accepted offer', { code: 'offer_not_accepted' });
  }
}
