import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { ListingDeleted } from '../../../contracts/events.ts';
import type { ListingImages } from '../../../infrastructure/images/listing-images.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { changeListingPhotos } from '../../listing-photos.ts';
import { DeleteListing } from './delete-listing.command.ts';

import { byId, LISTINGS_TAG, messageSchema } from '../../http.ts';

export class DeleteListingHandler implements CommandHandler<{ id: string }, { message: string }> {
  readonly #images: ListingImages;
  readonly #root: EntityManager;
  readonly #clock: Clock;

  constructor(images: ListingImages, root: EntityManager, clock: Clock) {
    this.#images = images;
    this.#root = root;
    this.#clock = clock;
  }

  async execute({ id }: { id: string }, { em, actor, publish, afterCommit }: CommandContext): Promise<{ message: string }> {
    const property = await loadListingToChange(em, String(id), requireActor(actor));
    const snapshot = property.toSnapshot();
    const { ownerId, images } = snapshot;
    const now = this.#clock.now();
    em.remove(property);
    // its photos are due at once; once the deletion is committed they go, files and records, unless
    // another listing of the owner shows them (the cleanup job retries if this fails)
    await changeListingPhotos(em, ownerId, { before: images, after: [], now, graceMs: 0 });
    await em.flush();
    if (images.length > 0)
      afterCommit(() =>
        this.#root.fork().transactional((purging) => this.#images.purge(purging, now, { ownerId, urls: images }).then(() => undefined)),
      );
    publish(ListingDeleted.create(property.id, snapshot));
    return { message: 'Property deleted successfully.' };
  }
}

export const deleteListing = handlesCommand(
  DeleteListing,
  [LISTINGS_SERVICES.ListingImages, PLATFORM.EntityManager, PLATFORM.Clock],
  (images, em, clock) => new DeleteListingHandler(images, em, clock),
  [
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
  ],
);
