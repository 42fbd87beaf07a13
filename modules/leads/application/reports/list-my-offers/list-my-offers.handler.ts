import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { myOffersQuerySchema, myOffersSchema, type MyOffers, type MyOffersQuery } from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { ListingOfferRules } from '../../../domain/listing-offer-rules.entity.ts';
import { OFFERS_TAG } from '../../http.ts';
import { fundsOf } from '../../offers.ts';
import { ListMyOffers } from './list-my-offers.query.ts';

/** a buyer's history shown at once; older offers stay in the database */
const SHOWN = 200;

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock, listings: LISTINGS_API, identity: IDENTITY_API };

export class ListMyOffersHandler extends UsesDependencies<typeof needs> implements QueryHandler<MyOffersQuery, MyOffers> {
  async execute({ propertyId }: MyOffersQuery, { actor }: QueryContext): Promise<MyOffers> {
    const { userId } = requireActor(actor);
    const now = this.deps.clock.now();
    const em = this.deps.em.fork();
    const offers = await em.find(
      Offer,
      { buyerId: userId, ...(propertyId ? { propertyId } : {}) },
      { orderBy: { createdAt: 'desc' }, limit: SHOWN },
    );
    const propertyIds = [...new Set(offers.map((offer) => offer.propertyId))];
    const cards = new Map((await this.deps.listings.getCards(propertyIds)).map((card) => [card.id, card]));
    const calls = new Map(
      (propertyIds.length ? await em.find(ListingOfferRules, { propertyId: { $in: propertyIds }, bestAndFinalBy: { $gt: now } }) : []).map(
        (rules) => [rules.propertyId, rules.bestAndFinalBy!.toISOString()],
      ),
    );
    const funds = await fundsOf(this.deps.identity, [userId]);
    return {
      offers: offers.map((offer) => {
        const card = cards.get(offer.propertyId);
        return {
          ...offer.toView(now),
          listing: card ? { title: card.title, city: card.city, state: card.state } : null,
          bestAndFinalBy: offer.isPending(now) ? (calls.get(offer.propertyId) ?? null) : null,
        };
      }),
      verifiedFunds: funds.get(userId) ?? null,
    };
  }
}

export const listMyOffers = answersQuery(ListMyOffers, needs, ListMyOffersHandler, [
  http(ListMyOffers, {
    method: 'get',
    path: '/api/offers',
    tag: OFFERS_TAG,
    summary: 'My offers',
    description:
      'The offers I made, newest first (at most 200), each with its status as of now, the listing it is on, a best-and-final deadline it may still answer and the deal’s checklist once accepted; and my verified funds while they hold.',
    access: 'member',
    scopes: ['offers:read'],
    query: myOffersQuerySchema,
    invalid: 'Please check the listing',
    input: ({ query }) => query,
    response: myOffersSchema,
  }),
]);
