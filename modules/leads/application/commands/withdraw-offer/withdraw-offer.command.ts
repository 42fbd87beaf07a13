import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Offer } from '../../../contracts/offers.ts';

/** The buyer takes back an offer that is still waiting for an answer. */
export const WithdrawOffer = defineCommand<{ offerId: string }, Offer>('leads.withdraw-offer');
