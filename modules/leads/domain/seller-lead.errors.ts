import { countOf } from '../../shared/kernel/en-us-format.ts';
import { AppError, NotFoundError, ValidationError } from '../../shared/kernel/errors.ts';
import { LEAD_TAKEN_MESSAGE, SELLER_LEAD_MESSAGES } from '../contracts/seller-leads.ts';

/** The phone has ten digits but is no number a phone can have (a 000 area code, say). */
export class InvalidLeadPhoneError extends ValidationError {
  constructor() {
    super('Invalid seller lead', [{ path: ['phone'], message: SELLER_LEAD_MESSAGES.phoneInvalid, code: 'invalid_phone' }]);
  }
}

export const ONLY_ADMINS_SEE_LEADS = 'Only administrators can see the seller lead queue';

/** Another seller was first. */
export class LeadTakenError extends AppError {
  constructor() {
    super('conflict', LEAD_TAKEN_MESSAGE, { code: 'lead_taken' });
  }
}

/** No such lead, or not one of the seller's markets: the same answer, so ids reveal nothing. */
export class LeadNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such lead in your markets', 'lead_not_found');
  }
}

export const PIPELINE_UPGRADE_MESSAGE = 'Seller leads come with the Starter, Pro and Premium seller plans (and the free trial).';
export const CLAIMS_LIMIT_MESSAGE = (allowed: number) =>
  `Your plan lets you take ${countOf(allowed, 'lead')} a month. Upgrade to take more.`;

/** No such seller, or their plan has no lead capture (it comes with the Starter, Pro and Premium plans). */
export class LeadPageNotFoundError extends NotFoundError {
  constructor() {
    super(
      'This investor’s page is not taking requests. You can still ask our investor network for a cash offer on the homepage.',
      'lead_page_not_found',
    );
  }
}

/** The back office names a lead that does not exist. */
export class AdminLeadNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such lead', 'lead_not_found');
  }
}

/** An administrator may not give a lead a seller already has to another. */
export class LeadAlreadyTakenError extends AppError {
  constructor() {
    super('conflict', 'A seller already has this lead: it can no longer be assigned', { code: 'lead_taken' });
  }
}

/** A lead goes only to an active member with the seller role. */
export class NotASellerError extends AppError {
  constructor() {
    super('business-rule', 'Choose an active seller: this member is not a seller, is suspended or does not exist', {
      code: 'not_a_seller',
    });
  }
}
