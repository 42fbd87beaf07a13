import { ValidationError } from '../../shared/kernel/errors.ts';
import { SELLER_LEAD_MESSAGES } from '../contracts/seller-leads.ts';

/** The phone has ten digits but is no number a phone can have (a 000 area code, say). */
export class InvalidLeadPhoneError extends ValidationError {
  constructor() {
    super('Invalid seller lead', [{ path: ['phone'], message: SELLER_LEAD_MESSAGES.phoneInvalid, code: 'invalid_phone' }]);
  }
}

export const ONLY_ADMINS_SEE_LEADS = 'Only administrators can see the seller lead queue';
