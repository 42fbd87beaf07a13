import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { listingOffersSchema, type ListingOffers } from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { OfferListingNotFoundError } from '../../../domain/offer.errors.ts';
import { noRules } from '../../../domain/listing-offer-rules.entity.ts';
import { OFFERS_TAG } from '../../http.ts';
import { findRules, fundsOf } from '../../offers.ts';
import { ListListingOffers } from './list-listing-offers.query.ts';

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock, listings: LISTINGS_API, identity: IDENTITY_API };

interface History {
  buyer_id: string;
  made: number | string;
  accepted: number | string;
}

/** The seller's own listing only (another's is a 404); each buyer with their record of offers on the marketplace. */
export class ListListingOffersHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<{ propertyId: string }, ListingOffers>
{
  async execute({ propertyId }: { propertyId: string }, { actor }: QueryContext): Promise<ListingOffers> {
    const { userId } = requireActor(actor);
    const [listing] = await this.deps.listings.getCards([propertyId]);
    if (listing?.ownerId !== userId) throw new OfferListingNotFoundError();
    const now = this.deps.clock.now();
    const em = this.deps.em.fork();
    const offers = await em.find(Offer, { propertyId }, { orderBy: { createdAt: 'desc' } });
    const buyerIds = [...new Set(offers.map((offer) => offer.buyerId))];
    const history = buyerIds.length
      ? await em.execute<History[]>(
          `select buyer_id, count(*) as made, count(*) filter (where status = 'accepted') as accepted
           from leads.offers where buyer_id in (${buyerIds.map(() => '?').join(', ')}) group by buyer_id`,
          buyerIds,
        )
      : [];
    const records = new Map(history.map((row) => [row.buyer_id, row]));
    const profiles = new Map((await this.deps.identity.getProfiles(buyerIds)).map((profile) => [profile.id, profile]));
    const funds = await fundsOf(this.deps.identity, buyerIds);
    const rules = await findRules(em, propertyId);
    return {
      offers: offers.map((offer) => {
        const profile = profiles.get(offer.buyerId);
        const record = records.get(offer.buyerId);
        return {
          ...offer.toView(now),
          buyer: {
            name: profile ? `${profile.firstName} ${profile.lastName.charAt(0)}.`.trim() : 'A former member',
            offersMade: Number(record?.made ?? 0),
            offersAccepted: Number(record?.accepted ?? 0),
            verifiedFunds: funds.get(offer.buyerId) ?? null,
          },
        };
      }),
      rules: rules?.toView(now) ?? noRules(propertyId),
    };
  }
}

export const listListingOffers = answersQuery(ListListingOffers, needs, ListListingOffersHandler, [
  http(ListListingOffers, {
    method: 'get',
    path: '/api/properties/:id/offers',
    tag: OFFERS_TAG,
    summary: 'The offers on my listing',
    description:
      "Every offer on the seller's own listing, newest first, with its status as of now, the buyer's record of offers on the marketplace and their verified funds while they hold, and the listing's offer rules.",
    access: 'member',
    scopes: ['offers:read'],
    input: ({ params }) => {
      if (!isUuid(params.id)) throw new OfferListingNotFoundError();
      return { propertyId: params.id };
    },
    response: listingOffersSchema,
    errors: [404],
  }),
]);
