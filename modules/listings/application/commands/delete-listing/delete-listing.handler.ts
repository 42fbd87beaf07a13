import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { ListingDeleted } from '../../../contracts/events.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { changeListingPhotos } from '../../listing-photos.ts';
import { DeleteListing } from './delete-listing.command.ts';

import { byId, LISTINGS_TAG, messageSchema } from '../../http.ts';

const needs = { images: LISTINGS_SERVICES.ListingImages, root: PLATFORM.EntityManager, clock: PLATFORM.Clock };

export class DeleteListingHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, { message: string }> {
  async execute({ id }: { id: string }, { em, actor, publish, afterCommit }: CommandContext): Promise<{ message: string }> {
    const property = await loadListingToChange(em, String(id), requireActor(actor));
    const snapshot = property.toSnapshot();
    const { ownerId, images } = snapshot;
    const now = this.deps.clock.now();
    em.remove(property);
    // its photos are due at once; once the deletion is committed they go, files and records, unless
    // another listing of the owner shows them (the cleanup job retries if this fails)
    await changeListingPhotos(em, ownerId, { before: images, after: [], now, graceMs: 0 });
    await em.flush();
    if (images.length > 0)
      afterCommit(() =>
        this.deps.root
          .fork()
          .transactional((purging) => this.deps.images.purge(purging, now, { ownerId, urls: images }).then(() => undefined)),
      );
    publish(ListingDeleted.create(property.id, snapshot));
    return { message: 'Property deleted successfully.' };
  }
}

export const deleteListing = handlesCommand(DeleteListing, needs, DeleteListingHandler, [
  http(DeleteListing, {
    method: 'delete',
    path: '/api/properties/:id',
    tag: LISTINGS_TAG,
    summary: 'Delete my listing',
    access: 'member',
    scopes: ['listings:write'],
    input: byId,
    response: messageSchema,
    errors: [404],
  }),
]);
