import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../../shared/kernel/ids.ts';
import { handlesCommand, http } from '../../../../../shared/kernel/use-case.ts';
import { bySavedSearchId, FAVORITES_AND_SEARCHES_TAG, SAVED_SEARCH_WRITE_LIMIT } from '../../http.ts';
import { SavedSearch } from '../../../domain/saved-search.entity.ts';
import { SavedSearchNotFoundError } from '../../../domain/saved-search.errors.ts';
import { DeleteSavedSearch } from './delete-saved-search.command.ts';

/** The member's own saved search; another member's is not found, so ids reveal nothing. */
export async function loadOwnSavedSearch(em: EntityManager, id: string, userId: string): Promise<SavedSearch> {
  const search = isUuid(id) ? await em.findOne(SavedSearch, { id, userId }) : null;
  if (!search) throw new SavedSearchNotFoundError();
  return search;
}

export class DeleteSavedSearchHandler implements CommandHandler<{ id: string }, void> {
  async execute({ id }: { id: string }, { em, actor }: CommandContext): Promise<void> {
    const { userId } = requireActor(actor);
    const search = await loadOwnSavedSearch(em, id, userId);
    // its matches (and so its queued mails) go with it: on delete cascade
    await em.remove(search).flush();
  }
}

export const deleteSavedSearch = handlesCommand(DeleteSavedSearch, {}, DeleteSavedSearchHandler, [
  http(DeleteSavedSearch, {
    method: 'delete',
    path: '/api/saved-searches/:id',
    tag: FAVORITES_AND_SEARCHES_TAG,
    summary: 'Delete a saved search',
    description: 'With its matches and any alert not yet mailed.',
    access: 'member',
    rateLimit: SAVED_SEARCH_WRITE_LIMIT,
    input: bySavedSearchId,
    status: 204,
    errors: [404],
  }),
]);
