import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CounterInput, Offer } from '../../../contracts/offers.ts';

/** The seller answers an open offer with their own price and terms, which stand until their own expiry. */
export const CounterOffer = defineCommand<CounterInput & { offerId: string }, Offer>('leads.counter-offer');
