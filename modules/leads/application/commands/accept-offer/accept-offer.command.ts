import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Offer } from '../../../contracts/offers.ts';

/** The seller accepts an open offer, or the buyer the seller's counter: the deal is made. */
export const AcceptOffer = defineCommand<{ offerId: string }, Offer>('leads.accept-offer');
