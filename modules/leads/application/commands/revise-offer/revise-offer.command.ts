import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Offer, RevisionInput } from '../../../contracts/offers.ts';

/** A bidder answers a best-and-final call: new terms replace those of their pending offer. */
export const ReviseOffer = defineCommand<RevisionInput & { offerId: string }, Offer>('leads.revise-offer');
