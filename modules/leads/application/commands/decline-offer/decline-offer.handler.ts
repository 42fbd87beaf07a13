import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { OfferDeclined } from '../../../contracts/events.ts';
import { declineInputSchema, offerSchema, type DeclineInput, type Offer } from '../../../contracts/offers.ts';
import { byOfferId, OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { lockOfferFor, offerFacts } from '../../offers.ts';
import { DeclineOffer } from './decline-offer.command.ts';

const needs = { clock: PLATFORM.Clock };

export class DeclineOfferHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<DeclineInput & { offerId: string }, Offer>
{
  async execute({ offerId, reason }: DeclineInput & { offerId: string }, { em, actor, publish }: CommandContext): Promise<Offer> {
    const offer = await lockOfferFor(em, offerId, requireActor(actor).userId, 'seller');
    const now = this.deps.clock.now();
    offer.decline(reason || null, now);
    await em.flush();
    publish(OfferDeclined.create(offer.id, { ...offerFacts(offer), reason: offer.declineReason ?? null }));
    return offer.toView(now);
  }
}

export const declineOffer = handlesCommand(DeclineOffer, needs, DeclineOfferHandler, [
  http(DeclineOffer, {
    method: 'post',
    path: '/api/offers/:id/decline',
    tag: OFFERS_TAG,
    summary: 'Decline an offer on my listing',
    description: 'An open or countered offer, with an optional reason the buyer reads; 409 once it was answered or expired.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: declineInputSchema,
    invalid: 'Please check the reason',
    input: (request) => ({ ...byOfferId(request), ...request.body }),
    response: offerSchema,
    errors: [404, 409],
  }),
]);
