import { NotFoundError } from '../../../shared/kernel/errors.ts';

/** No saved search of the signed-in member has this id (another member's is not found either). */
export class SavedSearchNotFoundError extends NotFoundError {
  constructor() {
    super('Saved search not found', 'saved_search_not_found');
  }
}
