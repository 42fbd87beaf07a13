import { AppError } from '../../shared/kernel/errors.ts';

export class ListingNotPublishableError extends AppError {
  constructor(status: string) {
    super('business-rule', `A listing that is ${status.replace('_', ' ')} cannot be published`, { code: 'listing_not_publishable' });
  }
}

export class NotListingOwnerError extends AppError {
  constructor() {
    super('forbidden', 'Only the owner of this listing can change it', { code: 'not_listing_owner' });
  }
}
