import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { ListingUpdated, type ListingSnapshot } from '../../../contracts/events.ts';
import { propertyDetailSchema } from '../../../contracts/property.ts';
import { NotListingOwnerError } from '../../../domain/listing.errors.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';
import { ResubmitListing } from './resubmit-listing.command.ts';

const needs = { clock: PLATFORM.Clock };

/** Always back to an administrator, even for a seller no longer new: a refused listing is approved before it goes live. */
export class ResubmitListingHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, ListingSnapshot> {
  async execute({ id }: { id: string }, { em, actor, publish }: CommandContext): Promise<ListingSnapshot> {
    const signedIn = requireActor(actor);
    const property = await loadListingToChange(em, String(id), signedIn);
    if (property.ownerId !== signedIn.userId) throw new NotListingOwnerError();
    property.resubmit(this.deps.clock.now());
    await em.flush();
    const snapshot = property.toSnapshot();
    publish(ListingUpdated.create(property.id, snapshot));
    return snapshot;
  }
}

export const resubmitListing = handlesCommand(ResubmitListing, needs, ResubmitListingHandler, [
  http(ResubmitListing, {
    method: 'post',
    path: '/api/properties/:id/resubmit',
    tag: LISTINGS_TAG,
    summary: 'Resubmit my listing for review',
    description: 'A listing an administrator did not approve goes back in the review queue (422 for any other listing).',
    access: 'member',
    scopes: ['listings:write'],
    input: byId,
    response: propertyDetailSchema,
    reply: (snapshot) => ({ status: 200, body: toPropertyDetail(snapshot) }),
    errors: [403, 404, 422],
  }),
]);
