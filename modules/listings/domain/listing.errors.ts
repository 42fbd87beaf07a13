import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';

const describe = (status: string) => status.replace('_', ' ');

export class ListingNotPublishableError extends AppError {
  constructor(status: string) {
    super('business-rule', `A listing that is ${describe(status)} cannot be published`, { code: 'listing_not_publishable' });
  }
}

/** A status change the lifecycle does not allow (e.g. a sold listing is final). */
export class ListingTransitionError extends AppError {
  constructor(status: string, action: 'unpublished' | 'marked under contract' | 'marked sold' | 'expired' | 'featured' | 'unfeatured') {
    super('business-rule', `A listing that is ${describe(status)} cannot be ${action}`, { code: 'listing_transition_not_allowed' });
  }
}

export class NotListingOwnerError extends AppError {
  constructor() {
    super('forbidden', 'Only the owner of this listing can change it', { code: 'not_listing_owner' });
  }
}

export class ListingNotFoundError extends NotFoundError {
  constructor() {
    super('This property does not exist', 'property_not_found');
  }
}

/** The listing was saved by someone else (another tab, an administrator) since the caller loaded it. */
export class ListingVersionConflictError extends AppError {
  constructor(current: number) {
    super('conflict', 'This listing was changed elsewhere; reload to see the latest version', {
      code: 'listing_version_conflict',
      details: { currentVersion: current },
    });
  }
}

export class SellerCapabilityRequiredError extends AppError {
  constructor() {
    super('forbidden', 'Enable seller capability first', { code: 'seller_capability_required' });
  }
}

/** This host already holds as many photo uploads as it takes at once (or this seller's share of them). */
export class PhotoUploadsBusyError extends AppError {
  constructor(message = 'We are busy processing other photos right now. Please try again in a few seconds.', retryAfterSeconds = 5) {
    super('rate-limited', message, { code: 'photo_uploads_busy', retryAfterSeconds });
  }
}

/** An approval or a rejection of a listing that is not waiting for review (decision 0055). */
export class ListingNotInReviewError extends AppError {
  constructor() {
    super('business-rule', 'This listing is not waiting for review', { code: 'listing_not_in_review' });
  }
}

const MESSAGES = {
  admin: {
    pending: 'A listing waiting for review cannot be featured; approve it first',
    rejected: 'A rejected listing cannot be featured until the seller resubmits it and it is approved',
  },
  seller: {
    pending: 'A listing waiting for review cannot be featured until an administrator approves it',
    rejected: 'A listing that was not approved cannot be featured; resubmit it and feature it once it is approved',
  },
} as const;

/** A listing waiting for review or turned down is off public view: featuring it would promote what no one approved. */
export class ListingUnderReviewFeatureError extends AppError {
  constructor(review: 'pending' | 'rejected', by: 'admin' | 'seller' = 'admin') {
    super('conflict', MESSAGES[by][review], { code: 'listing_in_review' });
  }
}

/** A new seller's listing is published into review (decision 0055), so it cannot start out featured. */
export class NewSellerFeatureError extends AppError {
  constructor() {
    super(
      'conflict',
      'An administrator reviews your first listings before they go live: publish this one without featuring it, and feature it once it is approved',
      { code: 'listing_in_review' },
    );
  }
}

/** Only a listing an administrator turned down can be resubmitted. */
export class ListingNotRejectedError extends AppError {
  constructor() {
    super('business-rule', 'Only a listing that was not approved can be resubmitted for review', { code: 'listing_not_rejected' });
  }
}

/** One open report per member and listing. */
export class ListingAlreadyReportedError extends AppError {
  constructor() {
    super('conflict', 'You have already reported this listing; our team will look at it', { code: 'listing_already_reported' });
  }
}

/** A member cannot report their own listing. */
export class OwnListingReportError extends AppError {
  constructor() {
    super('business-rule', 'You cannot report your own listing', { code: 'own_listing_report' });
  }
}

export const ONLY_ADMINS_MODERATE = 'Only administrators can moderate listings';

/** The seller answered this request to see a listing's street address already (decision 0070). */
export class AddressRequestDecidedError extends AppError {
  constructor(status: string) {
    super('conflict', `This request was ${status} already`, { code: 'address_request_decided' });
  }
}

/** A request to see the street address of a listing whose seller does not hide it, or one's own. */
export class AddressNotHiddenError extends AppError {
  constructor() {
    super('business-rule', 'The street address of this listing is not hidden: there is nothing to request', {
      code: 'address_not_hidden',
    });
  }
}

/** The seller declined this buyer's request to see the street address; it is not asked again. */
export class AddressRequestDeclinedError extends AppError {
  constructor() {
    super('conflict', 'The seller declined your request for the street address of this listing', { code: 'address_request_declined' });
  }
}

export class AddressRequestNotFoundError extends NotFoundError {
  constructor() {
    super('This address request does not exist', 'address_request_not_found');
  }
}

/** The same buyer's two requests for one street address at the same moment: the first stands. */
export class AddressAlreadyRequestedError extends AppError {
  constructor() {
    super('conflict', 'You asked the seller for this address already', { code: 'address_requested' });
  }
}
