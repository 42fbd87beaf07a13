import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { OfferFacts } from '../contracts/events.ts';
import { Offer } from '../domain/offer.entity.ts';
import { OfferNotFoundError } from '../domain/offer.errors.ts';

/**
 * The offer, locked for the rest of the command, when the caller is on the side that may act on it:
 * its buyer or its seller. Anyone else, or no such offer, gets the same 404.
 */
export async function lockOfferFor(em: EntityManager, offerId: string, userId: string, side: 'buyer' | 'seller'): Promise<Offer> {
  const offer = await em.findOne(Offer, { id: offerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!offer || (side === 'buyer' ? offer.buyerId : offer.sellerId) !== userId) throw new OfferNotFoundError();
  return offer;
}

export function offerFacts(offer: Offer, price = offer.price): OfferFacts {
  return { propertyId: offer.propertyId, sellerId: offer.sellerId, buyerId: offer.buyerId, price };
}
