import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import { ADDRESS_REQUEST_STATUSES, type MyAddressRequest } from '../contracts/address-requests.ts';
import { AddressRequestDecidedError } from './listing.errors.ts';

/**
 * A buyer's request to see the street address of a listing whose seller hides it (decision 0070): one per buyer and
 * listing, answered once by the seller.
 */
const AddressRequestSchema = defineEntity({
  name: 'AddressRequest',
  schema: 'listings',
  tableName: 'address_requests',
  indexes: [{ name: 'address_requests_property_index', properties: ['propertyId', 'createdAt'] }],
  uniques: [{ name: 'address_requests_one_per_buyer_unique', properties: ['propertyId', 'buyerId'] }],
  properties: {
    id: p.uuid().primary(),
    propertyId: p.uuid(),
    ownerId: p.uuid(),
    buyerId: p.uuid(),
    status: p.enum(ADDRESS_REQUEST_STATUSES).default('pending'),
    createdAt: p.datetime(),
    decidedAt: p.datetime().nullable(),
  },
});

export class AddressRequest extends AddressRequestSchema.class {
  static ask(input: { propertyId: string; ownerId: string; buyerId: string; now: Date }): AddressRequest {
    const request = new AddressRequest();
    request.id = newId();
    request.propertyId = input.propertyId;
    request.ownerId = input.ownerId;
    request.buyerId = input.buyerId;
    request.status = 'pending';
    request.createdAt = input.now;
    request.decidedAt = null;
    return request;
  }

  /** The seller's answer, given once. */
  decide(approve: boolean, now: Date): void {
    if (this.status !== 'pending') throw new AddressRequestDecidedError(this.status);
    this.status = approve ? 'approved' : 'declined';
    this.decidedAt = now;
  }

  toView(): MyAddressRequest {
    return {
      id: this.id,
      propertyId: this.propertyId,
      status: this.status,
      createdAt: this.createdAt.toISOString(),
      decidedAt: this.decidedAt ? this.decidedAt.toISOString() : null,
    };
  }
}
AddressRequestSchema.setClass(AddressRequest);
export { AddressRequestSchema };
