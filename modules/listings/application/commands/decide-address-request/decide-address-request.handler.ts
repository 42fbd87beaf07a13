import { LockMode } from '@mikro-orm/core';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { myAddressRequestSchema, type AddressDecision, type MyAddressRequest } from '../../../contracts/address-requests.ts';
import { AddressRequestDecided } from '../../../contracts/events.ts';
import { AddressRequest } from '../../../domain/address-request.entity.ts';
import { AddressRequestNotFoundError } from '../../../domain/listing.errors.ts';
import { Property } from '../../../domain/property.entity.ts';
import { ADDRESS_REQUEST_WRITES, LISTINGS_TAG } from '../../http.ts';
import { DecideAddressRequest } from './decide-address-request.command.ts';

const needs = { clock: PLATFORM.Clock };

/**
 * The listing's seller answers once (409 after); anyone else gets the 404 of an unknown request. The row is locked,
 * so two answers at the same moment leave one. The buyer hears of it (`AddressRequestDecided`).
 */
export class DecideAddressRequestHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<{ id: string; decision: AddressDecision }, MyAddressRequest>
{
  async execute({ id, decision }: { id: string; decision: AddressDecision }, { em, actor, publish }: CommandContext) {
    const { userId } = requireActor(actor);
    const request = isUuid(id) ? await em.findOne(AddressRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!request || request.ownerId !== userId) throw new AddressRequestNotFoundError();
    request.decide(decision === 'approve', this.deps.clock.now());
    const property = await em.findOne(Property, { id: request.propertyId });
    await em.flush();
    publish(
      AddressRequestDecided.create(request.id, {
        requestId: request.id,
        propertyId: request.propertyId,
        ownerId: request.ownerId,
        buyerId: request.buyerId,
        title: property?.title ?? 'a listing',
        outcome: request.status === 'approved' ? 'approved' : 'declined',
      }),
    );
    return request.toView();
  }
}

const decisionRoute = (decision: AddressDecision) =>
  http(DecideAddressRequest, {
    method: 'post',
    path: `/api/address-requests/:id/${decision}`,
    tag: LISTINGS_TAG,
    summary: decision === 'approve' ? 'Show a buyer the street address' : 'Decline a buyer’s request for the street address',
    description: 'The listing’s seller only (404 for anyone else); answered once (409 `address_request_decided` after).',
    access: 'member',
    rateLimit: ADDRESS_REQUEST_WRITES,
    input: ({ params }) => ({ id: params.id, decision }),
    response: myAddressRequestSchema,
    errors: [404, 409],
  });

export const decideAddressRequest = handlesCommand(DecideAddressRequest, needs, DecideAddressRequestHandler, [
  decisionRoute('approve'),
  decisionRoute('decline'),
]);
