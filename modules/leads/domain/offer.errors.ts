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
