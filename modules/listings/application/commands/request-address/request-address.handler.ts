import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { myAddressRequestSchema, type MyAddressRequest } from '../../../contracts/address-requests.ts';
import { AddressRequested } from '../../../contracts/events.ts';
import { isOnPublicView } from '../../../contracts/listing-terms.ts';
import { AddressRequest } from '../../../domain/address-request.entity.ts';
import {
  AddressAlreadyRequestedError,
  AddressNotHiddenError,
  AddressRequestDeclinedError,
  ListingNotFoundError,
} from '../../../domain/listing.errors.ts';
import { Property } from '../../../domain/property.entity.ts';
import { ADDRESS_REQUEST_WRITES, byId, LISTINGS_TAG } from '../../http.ts';
import { RequestAddress } from './request-address.command.ts';

const needs = { clock: PLATFORM.Clock };

/**
 * One request per buyer and listing: asking again while it waits or after the seller agreed answers the request as
 * it stands; after a decline, 409. The seller hears of it (`AddressRequested`).
 */
export class RequestAddressHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ id: string }, MyAddressRequest> {
  async execute({ id }: { id: string }, { em, actor, publish }: CommandContext): Promise<MyAddressRequest> {
    const { userId } = requireActor(actor);
    const property = isUuid(id) ? await em.findOne(Property, { id }) : null;
    if (!property || !isOnPublicView(property)) throw new ListingNotFoundError();
    if (!property.hideAddress || property.ownerId === userId) throw new AddressNotHiddenError();
    const asked = await em.findOne(AddressRequest, { propertyId: id, buyerId: userId });
    if (asked?.status === 'declined') throw new AddressRequestDeclinedError();
    if (asked) return asked.toView();
    const request = AddressRequest.ask({ propertyId: id, ownerId: property.ownerId, buyerId: userId, now: this.deps.clock.now() });
    em.persist(request);
    try {
      await em.flush();
    } catch (error) {
      // the same buyer's second request sent at the same moment: the first stands
      if (error instanceof UniqueConstraintViolationException) throw new AddressAlreadyRequestedError();
      throw error;
    }
    publish(
      AddressRequested.create(request.id, {
        requestId: request.id,
        propertyId: id,
        ownerId: property.ownerId,
        buyerId: userId,
        title: property.title,
      }),
    );
    return request.toView();
  }
}

export const requestAddress = handlesCommand(RequestAddress, needs, RequestAddressHandler, [
  http(RequestAddress, {
    method: 'post',
    path: '/api/properties/:id/address-requests',
    tag: LISTINGS_TAG,
    summary: 'Ask the seller for the street address',
    description:
      'On a listing whose seller hides the street address (422 `address_not_hidden` otherwise, and on one’s own). One request per buyer and listing: asking again answers it as it stands; after the seller declined, 409 `address_request_declined`. A listing not on public view is a 404.',
    access: 'member',
    rateLimit: ADDRESS_REQUEST_WRITES,
    input: byId,
    status: 201,
    response: myAddressRequestSchema,
    errors: [404, 409, 422],
  }),
]);
