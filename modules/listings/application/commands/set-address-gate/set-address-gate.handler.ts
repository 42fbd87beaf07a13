import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { addressGateInputSchema, type AddressGateInput } from '../../../contracts/address-requests.ts';
import { ListingUpdated, type ListingSnapshot } from '../../../contracts/events.ts';
import { propertyDetailSchema } from '../../../contracts/property.ts';
import { loadListingToChange } from '../../listing-access.ts';
import { ADDRESS_REQUEST_WRITES, byId, LISTINGS_TAG } from '../../http.ts';
import { toPropertyDetail } from '../../read-models/property-detail.ts';
import { SetAddressGate } from './set-address-gate.command.ts';

const needs = { clock: PLATFORM.Clock };

/**
 * Switches address gating (decision 0070). The listing's new snapshot goes out as `ListingUpdated`, so its search
 * document and map pin are rebuilt with or without the exact point; requests already answered stay as they are.
 */
export class SetAddressGateHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<AddressGateInput & { id: string }, ListingSnapshot>
{
  async execute({ id, hideAddress }: AddressGateInput & { id: string }, { em, actor, publish }: CommandContext): Promise<ListingSnapshot> {
    const property = await loadListingToChange(em, String(id), requireActor(actor));
    if (property.hideAddress === hideAddress) return property.toSnapshot();
    property.setHideAddress(hideAddress, this.deps.clock.now());
    await em.flush();
    const snapshot = property.toSnapshot();
    publish(ListingUpdated.create(property.id, { ...snapshot, previousPriceCents: snapshot.priceCents }));
    return snapshot;
  }
}

export const setAddressGate = handlesCommand(SetAddressGate, needs, SetAddressGateHandler, [
  http(SetAddressGate, {
    method: 'put',
    path: '/api/properties/:id/address-gate',
    tag: LISTINGS_TAG,
    summary: 'Hide the street address from buyers without verified funds',
    description:
      'When `hideAddress` is on, buyers whose verified funds do not hold today and whom the seller has not agreed to show it see the listing without its street address, parcel number and exact point; search and the map show it at a point rounded to about a kilometre. The owner or an administrator only.',
    access: 'member',
    scopes: ['listings:write'],
    rateLimit: ADDRESS_REQUEST_WRITES,
    body: addressGateInputSchema,
    invalid: 'Say whether to hide the street address',
    input: (request) => ({ ...byId(request), hideAddress: request.body.hideAddress }),
    response: propertyDetailSchema,
    reply: (snapshot) => ({ status: 200, body: toPropertyDetail(snapshot) }),
    errors: [403, 404],
  }),
]);
