import { NotFoundError } from '../../../shared/kernel/errors.ts';

/** The property is not publicly listed (unknown, a draft, withdrawn, expired or deleted): nothing to favorite. */
export class FavoritePropertyNotFoundError extends NotFoundError {
  constructor() {
    super('Property not found', 'property_not_found');
  }
}
