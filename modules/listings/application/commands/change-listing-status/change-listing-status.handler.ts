import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ListingPublished, ListingStatusChanged, type ListingSnapshot } from '../../../contracts/events.ts';
import { changeListingStatusRequestSchema } from '../../../contracts/listing.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { isNewSeller } from '../../listing-review.ts';
import { ChangeListingStatus, type ChangeListingStatusInput } from './change-listing-status.command.ts';
import { propertyDetailSchema } from '../../../contracts/property.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';

const needs = { clock: PLATFORM.Clock, limits: LISTINGS_SERVICES.PlanLimits };

export class ChangeListingStatusHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<ChangeListingStatusInput, ListingSnapshot>
{
  async execute({ id, ...request }: ChangeListingStatusInput, { em, actor, publish }: CommandContext): Promise<ListingSnapshot> {
    const { clock, limits } = this.deps;
    const signedIn = requireActor(actor);
    const property = await loadListingToChange(em, String(id), signedIn);
    const { status } = parseInput(changeListingStatusRequestSchema, request, 'Choose active, withdrawn, under_contract or sold');
    const now = clock.now();
    const previousStatus = property.status;
    const byAdmin = property.ownerId !== signedIn.userId;

    if (status === 'active') {
      if (previousStatus !== 'active') await limits.assertCanPublish(em, property);
      // a new seller's listing coming (back) on the market goes before an administrator; one whose contract fell through was live all along
      const review = !byAdmin && previousStatus !== 'under_contract' && (await isNewSeller(em, property.ownerId, now));
      property.publish(now, { review });
      if (property.needsFeaturedSlot(now)) {
        await limits.assertCanFeature(em, property, now);
        property.featuredAt = now;
      }
    } else if (status === 'withdrawn') {
      property.withdraw(now, byAdmin ? 'admin' : null);
    } else if (status === 'under_contract') {
      property.markUnderContract(now);
    } else {
      property.markSold(now);
    }
    await em.flush();
    const snapshot = property.toSnapshot();
    publish(
      status === 'active'
        ? ListingPublished.create(property.id, { ...snapshot, previousStatus })
        : ListingStatusChanged.create(property.id, { ...snapshot, previousStatus, reason: byAdmin ? 'admin' : 'seller' }),
    );
    return snapshot;
  }
}

export const changeListingStatus = handlesCommand(ChangeListingStatus, needs, ChangeListingStatusHandler, [
  http(ChangeListingStatus, {
    method: 'post',
    path: '/api/properties/:id/status',
    tag: LISTINGS_TAG,
    summary: 'Publish, withdraw, mark under contract or sold',
    description: "Only the lifecycle's transitions (422 otherwise); publishing counts against the plan (403 with `upgradeRequired`).",
    access: 'member',
    scopes: ['listings:write'],
    body: changeListingStatusRequestSchema,
    invalid: 'Choose active, withdrawn, under_contract or sold',
    input: (request) => ({ ...byId(request), status: request.body.status }),
    response: propertyDetailSchema,
    reply: (snapshot) => ({ status: 200, body: toPropertyDetail(snapshot) }),
    errors: [404, 422],
  }),
]);
