import { AppError, ForbiddenError, NotFoundError } from '../../shared/kernel/errors.ts';
import { CONTACTS_FOR_SELLERS_MESSAGE } from '../contracts/contacts.ts';

/** No such contact, or another seller's: the same answer, so ids reveal nothing. */
export class ContactNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such contact in your buyers list', 'contact_not_found');
  }
}

export class ContactImportNotFoundError extends NotFoundError {
  constructor() {
    super('There is no such import of yours', 'contact_import_not_found');
  }
}

/** A buyer (no seller capability) has no buyers list. */
export class ContactsForSellersError extends ForbiddenError {
  constructor() {
    super(CONTACTS_FOR_SELLERS_MESSAGE);
  }
}

/** Another contact of the seller has that email or phone already. */
export class DuplicateContactError extends AppError {
  constructor(what: 'email' | 'phone') {
    super('conflict', `Another contact in your buyers list has this ${what}`, { code: 'duplicate_contact' });
  }
}

/** The import is not in a state that allows this (started twice, undone while running). */
export class ImportStateError extends AppError {
  constructor(message: string) {
    super('conflict', message, { code: 'contact_import_state' });
  }
}
