import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Offer, OfferInput } from '../../../contracts/offers.ts';

/** A buyer offers a price and terms on an active listing that is not their own. */
export const MakeOffer = defineCommand<OfferInput & { propertyId: string }, Offer>('leads.make-offer');
