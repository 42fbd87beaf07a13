import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { ValidationError } from '../../../../shared/kernel/errors.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { BestAndFinalRequested } from '../../../contracts/events.ts';
import {
  BEST_AND_FINAL_HOURS,
  bestAndFinalInputSchema,
  offerRulesSchema,
  type BestAndFinalInput,
  type OfferRules,
} from '../../../contracts/offers.ts';
import { ListingOfferRules } from '../../../domain/listing-offer-rules.entity.ts';
import { Offer } from '../../../domain/offer.entity.ts';
import { ListingNotTakingOffersError, NoOpenBiddersError, OfferListingNotFoundError } from '../../../domain/offer.errors.ts';
import { OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { findRules, offerFacts } from '../../offers.ts';
import { CallBestAndFinal } from './call-best-and-final.command.ts';

const HOUR = 60 * 60 * 1000;
const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API };

/**
 * The seller of an active listing with pending offers sets a deadline (1 hour to 7 days away); each pending
 * bidder is told, and may revise their offer until then. A new call replaces the deadline.
 */
export class CallBestAndFinalHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<BestAndFinalInput & { propertyId: string }, OfferRules>
{
  async execute({ propertyId, deadline }: BestAndFinalInput & { propertyId: string }, { em, actor, publish }: CommandContext) {
    const { userId } = requireActor(actor);
    const [listing] = await this.deps.listings.getCards([propertyId]);
    if (listing?.ownerId !== userId) throw new OfferListingNotFoundError();
    if (listing.status !== 'active') throw new ListingNotTakingOffersError();
    const now = this.deps.clock.now();
    const by = new Date(deadline);
    const hours = (by.getTime() - now.getTime()) / HOUR;
    if (hours < BEST_AND_FINAL_HOURS.min || hours > BEST_AND_FINAL_HOURS.max) {
      throw new ValidationError('The deadline is between an hour and 7 days from now', [
        { path: ['deadline'], message: 'The deadline is between an hour and 7 days from now' },
      ]);
    }
    let rules = await findRules(em, propertyId, true);
    const pending = (await em.find(Offer, { propertyId, status: { $in: ['open', 'countered'] } })).filter((offer) => offer.isPending(now));
    if (pending.length === 0) throw new NoOpenBiddersError();
    if (!rules) {
      rules = ListingOfferRules.create(propertyId, userId, now);
      em.persist(rules);
    }
    rules.bestAndFinalBy = by;
    rules.updatedAt = now;
    await em.flush();
    for (const offer of pending) publish(BestAndFinalRequested.create(offer.id, { ...offerFacts(offer), deadline: by.toISOString() }));
    return rules.toView(now);
  }
}

export const callBestAndFinal = handlesCommand(CallBestAndFinal, needs, CallBestAndFinalHandler, [
  http(CallBestAndFinal, {
    method: 'post',
    path: '/api/properties/:id/best-and-final',
    tag: OFFERS_TAG,
    summary: 'Ask every open bidder for their best and final',
    description:
      'The deadline is an instant 1 hour to 7 days away. Each buyer with a pending offer on the listing is told and may revise it until then. 409 when no offer is pending.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: bestAndFinalInputSchema,
    invalid: 'Please check the deadline',
    input: ({ params, body }) => {
      if (!isUuid(params.id)) throw new OfferListingNotFoundError();
      return { propertyId: params.id, ...body };
    },
    response: offerRulesSchema,
    errors: [404, 409],
  }),
]);
