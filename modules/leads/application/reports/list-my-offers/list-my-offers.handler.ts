import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { myOffersSchema, type MyOffers } from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { OFFERS_TAG } from '../../http.ts';
import { ListMyOffers } from './list-my-offers.query.ts';

/** a buyer's history shown at once; older offers stay in the database */
const SHOWN = 200;

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock, listings: LISTINGS_API };

export class ListMyOffersHandler extends UsesDependencies<typeof needs> implements QueryHandler<void, MyOffers> {
  async execute(_input: void, { actor }: QueryContext): Promise<MyOffers> {
    const { userId } = requireActor(actor);
    const now = this.deps.clock.now();
    const offers = await this.deps.em.fork().find(Offer, { buyerId: userId }, { orderBy: { createdAt: 'desc' }, limit: SHOWN });
    const cards = new Map((await this.deps.listings.getCards(offers.map((offer) => offer.propertyId))).map((card) => [card.id, card]));
    return {
      offers: offers.map((offer) => {
        const card = cards.get(offer.propertyId);
        return { ...offer.toView(now), listing: card ? { title: card.title, city: card.city, state: card.state } : null };
      }),
    };
  }
}

export const listMyOffers = answersQuery(ListMyOffers, needs, ListMyOffersHandler, [
  http(ListMyOffers, {
    method: 'get',
    path: '/api/offers',
    tag: OFFERS_TAG,
    summary: 'My offers',
    description: 'The offers I made, newest first (at most 200), each with its status as of now and the listing it is on.',
    access: 'member',
    scopes: ['offers:read'],
    input: () => undefined,
    response: myOffersSchema,
  }),
]);
