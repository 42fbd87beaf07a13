import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { DeclineInput, Offer } from '../../../contracts/offers.ts';

/** The seller turns an offer down, with a reason the buyer reads if they give one. */
export const DeclineOffer = defineCommand<DeclineInput & { offerId: string }, Offer>('leads.decline-offer');
