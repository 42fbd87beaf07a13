import { OptimisticLockError } from '@mikro-orm/core';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { ListingUpdated, type ListingSnapshot } from '../../../contracts/events.ts';
import { updateListingRequestSchema } from '../../../contracts/listing.ts';
import { ListingUnderReviewFeatureError, ListingVersionConflictError } from '../../../domain/listing.errors.ts';
import { LISTINGS_SERVICES } from '../../../tokens.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { storedListingFields } from '../../listing-fields.ts';
import { changeListingPhotos } from '../../listing-photos.ts';
import { isMaterialEdit, isNewSeller, materialFieldsOf } from '../../listing-review.ts';
import { UpdateListing, type UpdateListingInput } from './update-listing.command.ts';
import { propertyDetailSchema } from '../../../contracts/property.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';

const needs = { clock: PLATFORM.Clock, geocoder: LISTINGS_SERVICES.Geocoder, limits: LISTINGS_SERVICES.PlanLimits };

export class UpdateListingHandler extends UsesDependencies<typeof needs> implements CommandHandler<UpdateListingInput, ListingSnapshot> {
  async execute({ id, ...request }: UpdateListingInput, { em, actor, publish }: CommandContext): Promise<ListingSnapshot> {
    const { clock, geocoder, limits } = this.deps;
    const signedIn = requireActor(actor);
    const property = await loadListingToChange(em, String(id), signedIn);
    const { listing, version } = parseInput(updateListingRequestSchema, request, 'Invalid listing');
    if (property.version !== version) throw new ListingVersionConflictError(property.version);

    const now = clock.now();
    // the owner's uploads, also when an administrator edits
    await changeListingPhotos(em, property.ownerId, { before: property.images, after: listing.images, now });
    const wasFeatured = property.featured;
    const previousPriceCents = property.priceCents;
    const before = materialFieldsOf(property);
    try {
      property.update(storedListingFields(listing, geocoder), now);
      // a new seller's material edit of a listing on the market goes back before an administrator (decision 0055)
      const live = property.status === 'active' || property.status === 'under_contract';
      if (
        live &&
        !property.review &&
        signedIn.userId === property.ownerId &&
        isMaterialEdit(before, property) &&
        (await isNewSeller(em, property.ownerId, now))
      ) {
        property.requestReview(now);
      }
      // a listing waiting for review or rejected is off public view: the seller may not feature it (decision 0060),
      // though one featured before its edit went back to review stays featured until someone turns it off
      if (!wasFeatured && property.featured && property.review) throw new ListingUnderReviewFeatureError(property.review, 'seller');
      // turning featured on takes a slot; editing a listing that stays featured does not
      if (!wasFeatured && property.needsFeaturedSlot(now)) {
        await limits.assertCanFeature(em, property, now);
        property.featuredAt = now;
      }
      await em.flush();
    } catch (error) {
      // saved by someone else between our read and our write
      if (error instanceof OptimisticLockError) throw new ListingVersionConflictError(version + 1);
      throw error;
    }
    const snapshot = property.toSnapshot();
    publish(ListingUpdated.create(property.id, { ...snapshot, previousPriceCents }));
    return snapshot;
  }
}

export const updateListing = handlesCommand(UpdateListing, needs, UpdateListingHandler, [
  http(UpdateListing, {
    method: 'put',
    path: '/api/properties/:id',
    tag: LISTINGS_TAG,
    summary: 'Replace my listing',
    description: '`version` is the one the editor loaded: a listing changed elsewhere since is a 409.',
    access: 'member',
    scopes: ['listings:write'],
    body: updateListingRequestSchema,
    invalid: 'Invalid listing',
    input: (request) => ({ ...byId(request), listing: request.body.listing, version: request.body.version }),
    response: propertyDetailSchema,
    reply: (snapshot) => ({ status: 200, body: toPropertyDetail(snapshot) }),
    errors: [404, 409, 422],
  }),
]);
