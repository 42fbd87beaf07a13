import { AppError, NotFoundError } from '../../shared/kernel/errors.ts';

const describe = (status: string) => status.replace('_', ' ');

export class ListingNotPublishableError extends AppError {
  constructor(status: string) {
    super('business-rule', `A listing that is ${describe(status)} cannot be published`, { code: 'listing_not_publishable' });
  }
}

/** A status change the lifecycle does not allow (e.g. a sold listing is final). */
export class ListingTransitionError extends AppError {
  constructor(status: string, action: 'unpublished' | 'marked under contract' | 'marked sold' | 'expired') {
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
