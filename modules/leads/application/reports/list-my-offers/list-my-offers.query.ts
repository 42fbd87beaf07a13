import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { MyOffers, MyOffersQuery } from '../../../contracts/offers.ts';

/** The buyer's offers, newest first, with the listing each is on (those on one listing when asked). */
export const ListMyOffers = defineQuery<MyOffersQuery, MyOffers>('leads.list-my-offers');
