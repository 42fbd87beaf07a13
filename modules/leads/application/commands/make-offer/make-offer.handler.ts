import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { lockUsage } from '../../../../shared/kernel/usage-lock.ts';
import { OfferMade } from '../../../contracts/events.ts';
import { offerInputSchema, offerSchema, type Offer as OfferView, type OfferInput } from '../../../contracts/offers.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import {
  ListingNotTakingOffersError,
  OfferListingNotFoundError,
  OpenOfferExistsError,
  OwnListingOfferError,
  VerifiedFundsRequiredError,
} from '../../../domain/offer.errors.ts';
import { OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { findRules, fundsOf, offerFacts } from '../../offers.ts';
import { MakeOffer } from './make-offer.command.ts';

const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API, identity: IDENTITY_API };

/**
 * The listing must be on public view and active (one under contract takes no offers), and not the buyer's
 * own. A buyer keeps one pending offer per listing: a second, while the first stands, is a 409. A listing
 * whose seller requires verified funds refuses (403) a buyer whose verification does not hold today.
 */
export class MakeOfferHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<OfferInput & { propertyId: string }, OfferView>
{
  async execute({ propertyId, ...input }: OfferInput & { propertyId: string }, { em, actor, publish }: CommandContext): Promise<OfferView> {
    const { userId } = requireActor(actor);
    const now = this.deps.clock.now();
    const [listing] = await this.deps.listings.getCards([propertyId]);
    if (!listing?.isPublic) throw new OfferListingNotFoundError();
    if (listing.ownerId === userId) throw new OwnListingOfferError();
    if (listing.status !== 'active') throw new ListingNotTakingOffersError();
    const rules = await findRules(em, propertyId);
    if (rules?.requireVerifiedFunds && !(await fundsOf(this.deps.identity, [userId])).has(userId)) throw new VerifiedFundsRequiredError();

    await lockUsage(em, 'leads.offers', userId);
    const mine = await em.find(Offer, { propertyId, buyerId: userId, status: { $in: ['open', 'countered'] } });
    if (mine.some((offer) => offer.isPending(now))) throw new OpenOfferExistsError();

    const offer = Offer.make({ propertyId, sellerId: listing.ownerId }, userId, input, now);
    em.persist(offer);
    await em.flush();
    publish(OfferMade.create(offer.id, offerFacts(offer)));
    return offer.toView(now);
  }
}

export const makeOffer = handlesCommand(MakeOffer, needs, MakeOfferHandler, [
  http(MakeOffer, {
    method: 'post',
    path: '/api/properties/:id/offers',
    tag: OFFERS_TAG,
    summary: 'Make an offer on a listing',
    description:
      'Price, earnest money, days to close, inspection period, funding and a message; it stands 48 hours unless `expiresInHours` says otherwise. 409 when the listing is under contract or the buyer has an open offer on it already; 422 on their own listing; 403 `verified_funds_required` when the seller takes offers only from buyers with verified funds and the buyer has none that hold.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: offerInputSchema,
    invalid: 'Please check the offer',
    input: ({ params, body }) => {
      if (!isUuid(params.id)) throw new OfferListingNotFoundError();
      return { propertyId: params.id, ...body };
    },
    status: 201,
    response: offerSchema,
    errors: [403, 404, 409, 422],
  }),
]);
