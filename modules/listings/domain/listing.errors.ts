import { AppError } from '../../shared/kernel/errors.ts';

export class ListingNotPublishableError extends AppError {
  constructor(status: string) {
    super('business-rule', `A listing that is ${status.replace('_', ' ')} cannot be published`, { code: 'listing_not_publishable' });
  }
}
