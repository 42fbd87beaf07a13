import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { OfferAccepted, OfferDeclined } from '../../../contracts/events.ts';
import { offerSchema, type Offer as OfferView } from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { ListingNotTakingOffersError, ListingUnderContractError, OfferNotFoundError } from '../../../domain/offer.errors.ts';
import { byOfferId, OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { findRules, lockOfferFor, offerFacts } from '../../offers.ts';
import { AcceptOffer } from './accept-offer.command.ts';

const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API };

/**
 * Accepts are serialised per listing (an advisory lock on the listing's key), and a partial unique index
 * keeps one accepted offer per listing even so: of two accepts at once, one wins and the other is a 409.
 * Every other offer still pending on the listing is declined in the same transaction; the listing goes
 * under contract when the listings module hears `OfferAccepted`.
 */
export class AcceptOfferHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ offerId: string }, OfferView> {
  async execute({ offerId }: { offerId: string }, { em, actor, publish }: CommandContext): Promise<OfferView> {
    const { userId } = requireActor(actor);
    const now = this.deps.clock.now();
    const found = await em.findOne(Offer, { id: offerId }, { fields: ['propertyId', 'sellerId', 'buyerId'] });
    if (!found || (found.sellerId !== userId && found.buyerId !== userId)) throw new OfferNotFoundError();
    const side = found.sellerId === userId ? 'seller' : 'buyer';

    await lockUsage(em, 'leads.offers.accept', found.propertyId);
    const offer = await lockOfferFor(em, offerId, userId, side);
    if ((await em.count(Offer, { propertyId: offer.propertyId, status: 'accepted' })) > 0) throw new ListingUnderContractError();
    const [listing] = await this.deps.listings.getCards([offer.propertyId]);
    if (listing?.status !== 'active') throw new ListingNotTakingOffersError();

    offer.accept(side, now);
    const others = await em.find(Offer, { propertyId: offer.propertyId, id: { $ne: offer.id }, status: { $in: ['open', 'countered'] } });
    const declined = others.filter((other) => other.isPending(now));
    for (const other of declined) other.declineForAnother(now);
    // a best-and-final call ends with the deal
    const rules = await findRules(em, offer.propertyId);
    if (rules) rules.bestAndFinalBy = null;
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ListingUnderContractError();
      throw error;
    }
    const agreed = offer.agreedTerms()!;
    publish(
      OfferAccepted.create(offer.id, {
        ...offerFacts(offer, agreed.price),
        earnestMoney: agreed.earnestMoney,
        earnestDueAt: offer.earnestDueAt!.toISOString(),
      }),
    );
    for (const other of declined) publish(OfferDeclined.create(other.id, { ...offerFacts(other), reason: other.declineReason ?? null }));
    return offer.toView(now);
  }
}

export const acceptOffer = handlesCommand(AcceptOffer, needs, AcceptOfferHandler, [
  http(AcceptOffer, {
    method: 'post',
    path: '/api/offers/:id/accept',
    tag: OFFERS_TAG,
    summary: 'Accept an offer, or the seller’s counter',
    description:
      "The seller accepts an open offer on their listing, or the buyer the seller's counter. The listing goes under contract, every other pending offer on it is declined, and the earnest money falls due in 72 hours. 409 when another offer was accepted first or this one moved on.",
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    input: byOfferId,
    response: offerSchema,
    errors: [404, 409],
  }),
]);
