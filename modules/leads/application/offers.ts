import { LockMode } from '@mikro-orm/core';
import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { IdentityApi } from '../../identity/contracts/api.ts';
import type { OfferFacts } from '../contracts/events.ts';
import type { OfferFunds } from '../contracts/offers.ts';
import { ListingOfferRules } from '../domain/listing-offer-rules.entity.ts';
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

/** The listing's offer rules, locked for the command when `lock` says so; a listing without a row asks for nothing. */
export async function findRules(em: EntityManager, propertyId: string, lock = false): Promise<ListingOfferRules | null> {
  return em.findOne(ListingOfferRules, { propertyId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** Identity's verified funds of these members, in whole dollars, as offers show them. */
export async function fundsOf(identity: IdentityApi, userIds: string[]): Promise<Map<string, NonNullable<OfferFunds>>> {
  if (userIds.length === 0) return new Map();
  const verified = await identity.verifiedFunds(userIds);
  return new Map(verified.map((funds) => [funds.userId, { amount: Math.floor(funds.amountCents / 100), expiresOn: funds.expiresOn }]));
}
