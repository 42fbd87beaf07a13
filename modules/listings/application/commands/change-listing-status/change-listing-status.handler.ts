import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import type { Clock } from '../../../../shared/kernel/clock.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ListingPublished, ListingStatusChanged, type ListingSnapshot } from '../../../contracts/events.ts';
import { changeListingStatusRequestSchema } from '../../../contracts/listing.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { loadListingToChange } from '../../listing-access.ts';
import type { SellerPlanLimits } from '../../plan-limits.ts';
import { ChangeListingStatus, type ChangeListingStatusInput } from './change-listing-status.command.ts';
import { propertyDetailSchema } from '../../../contracts/property.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';

export class ChangeListingStatusHandler implements CommandHandler<ChangeListingStatusInput, ListingSnapshot> {
  readonly #clock: Clock;
  readonly #limits: SellerPlanLimits;

  constructor(clock: Clock, limits: SellerPlanLimits) {
    this.#clock = clock;
    this.#limits = limits;
  }

  async execute({ id, ...request }: ChangeListingStatusInput, { em, actor, publish }: CommandContext): Promise<ListingSnapshot> {
    const signedIn = requireActor(actor);
    const property = await loadListingToChange(em, String(id), signedIn);
    const { status } = parseInput(changeListingStatusRequestSchema, request, 'Choose active, withdrawn, under_contract or sold');
    const now = this.#clock.now();
    const previousStatus = property.status;
    const byAdmin = property.ownerId !== signedIn.userId;

    if (status === 'active') {
      if (previousStatus !== 'active') await this.#limits.assertCanPublish(em, property);
      property.publish(now);
      if (property.needsFeaturedSlot(now)) {
        await this.#limits.assertCanFeature(em, property, now);
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

export const changeListingStatus = handlesCommand(
  ChangeListingStatus,
  [PLATFORM.Clock, LISTINGS_SERVICES.PlanLimits],
  (clock, limits) => new ChangeListingStatusHandler(clock, limits),
  [
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
  ],
);
