import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { OfferRevised } from '../../../contracts/events.ts';
import { offerSchema, revisionInputSchema, type Offer, type RevisionInput } from '../../../contracts/offers.ts';
import { NoBestAndFinalError } from '../../../domain/offer.errors.ts';
import { byOfferId, OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { findRules, lockOfferFor, offerFacts } from '../../offers.ts';
import { ReviseOffer } from './revise-offer.command.ts';

const needs = { clock: PLATFORM.Clock };

/** Only while the listing's best-and-final deadline has not passed, and only the offer's buyer. */
export class ReviseOfferHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<RevisionInput & { offerId: string }, Offer>
{
  async execute({ offerId, ...terms }: RevisionInput & { offerId: string }, { em, actor, publish }: CommandContext): Promise<Offer> {
    const offer = await lockOfferFor(em, offerId, requireActor(actor).userId, 'buyer');
    const now = this.deps.clock.now();
    const deadline = (await findRules(em, offer.propertyId))?.bestAndFinalOpen(now);
    if (!deadline) throw new NoBestAndFinalError();
    offer.revise(terms, deadline, now);
    await em.flush();
    publish(OfferRevised.create(offer.id, offerFacts(offer)));
    return offer.toView(now);
  }
}

export const reviseOffer = handlesCommand(ReviseOffer, needs, ReviseOfferHandler, [
  http(ReviseOffer, {
    method: 'post',
    path: '/api/offers/:id/revise',
    tag: OFFERS_TAG,
    summary: 'Revise my offer: best and final',
    description:
      "After the seller asked for best and final offers and before the deadline: new price and terms replace the pending offer's (and any counter to it); it stands at least until the deadline. 409 when no call stands or the offer is no longer pending.",
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: revisionInputSchema,
    invalid: 'Please check the offer',
    input: (request) => ({ ...byOfferId(request), ...request.body }),
    response: offerSchema,
    errors: [404, 409],
  }),
]);
