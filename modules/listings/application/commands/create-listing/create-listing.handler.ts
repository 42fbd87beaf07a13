import type { CommandContext, CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { newId } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ListingDrafted, ListingPublished, type ListingSnapshot } from '../../../contracts/events.ts';
import { NewSellerFeatureError, SellerCapabilityRequiredError } from '../../../domain/listing.errors.ts';
import { Property } from '../../../domain/property.entity.ts';
import { SellerPlan } from '../../../domain/seller-plan.entity.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { storedListingFields } from '../../listing-fields.ts';
import { changeListingPhotos } from '../../listing-photos.ts';
import { isNewSeller } from '../../listing-review.ts';
import { CreateListing, createListingSchema, type CreateListingInput } from './create-listing.command.ts';
import { createListingRequestSchema } from '../../../contracts/listing.ts';
import { propertyDetailSchema } from '../../../contracts/property.ts';
import { LISTINGS_TAG } from '../../http.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';

const needs = { clock: PLATFORM.Clock, geocoder: LISTINGS_SERVICES.Geocoder, limits: LISTINGS_SERVICES.PlanLimits };

export class CreateListingHandler extends UsesDependencies<typeof needs> implements CommandHandler<CreateListingInput, ListingSnapshot> {
  async execute(input: CreateListingInput, { em, actor, publish }: CommandContext): Promise<ListingSnapshot> {
    const { clock, geocoder, limits } = this.deps;
    if (actor && !actor.roles.includes('seller')) throw new SellerCapabilityRequiredError();
    const {
      listing,
      publish: publishNow,
      ownerId: systemOwner,
      createdAt,
      viewCount,
    } = parseInput(createListingSchema, input, 'Invalid listing');
    const ownerId = actor ? actor.userId : systemOwner;
    if (!ownerId)
      throw new ValidationError('Invalid listing', [
        { path: ['ownerId'], message: 'A listing the system creates names its owner', code: 'custom' },
      ]);

    const now = clock.now();
    const created = createdAt ?? now;
    const id = newId(created.getTime());
    const limited = actor !== null;
    // a new seller's listing goes before an administrator first; the system's own listings (the demo) do not
    const review = publishNow && limited && (await isNewSeller(em, ownerId, now));
    if (publishNow && limited) {
      await limits.assertCanPublish(em, { id, ownerId });
      if (listing.featured) {
        // featuring it would promote what no one approved yet (decision 0060)
        if (review) throw new NewSellerFeatureError();
        await limits.assertCanFeature(em, { id, ownerId }, now);
      }
    }
    await changeListingPhotos(em, ownerId, { after: listing.images, now });
    const sellerPremium = (await em.findOne(SellerPlan, { ownerId }))?.tier === 'premium';
    const property = em.create(Property, {
      ...storedListingFields(listing, geocoder),
      id,
      ownerId,
      sellerPremium,
      createdAt: created,
      updatedAt: now,
      viewCount: viewCount ?? 0,
    });
    if (publishNow) {
      property.publish(now, { review });
      if (property.needsFeaturedSlot(now)) property.featuredAt = now;
    }
    await em.flush();
    const snapshot = property.toSnapshot();
    publish((publishNow ? ListingPublished : ListingDrafted).create(property.id, snapshot));
    return snapshot;
  }
}

export const createListing = handlesCommand(CreateListing, needs, CreateListingHandler, [
  http(CreateListing, {
    method: 'post',
    path: '/api/properties',
    tag: LISTINGS_TAG,
    summary: 'Create a listing (and publish it)',
    description: 'Needs the seller capability (else 403); publishing at once counts against the plan (403 with `upgradeRequired`).',
    access: 'member',
    scopes: ['listings:write'],
    body: createListingRequestSchema,
    invalid: 'Invalid listing',
    // only what a seller may send: the owner is always the signed-in seller
    input: ({ body: { listing, publish } }) => ({ listing, publish }),
    status: 201,
    response: propertyDetailSchema,
    reply: (snapshot) => ({ status: 201, body: toPropertyDetail(snapshot) }),
    errors: [409, 422],
  }),
]);
