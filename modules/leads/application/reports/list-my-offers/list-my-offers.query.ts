import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MyOffers } from '../../../contracts/offers.ts';

/** The buyer's offers, newest first, with the listing each is on. */
export const ListMyOffers = defineQuery<void, MyOffers>('leads.list-my-offers');
