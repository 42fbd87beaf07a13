import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { OfferCountered } from '../../../contracts/events.ts';
import { counterInputSchema, offerSchema, type CounterInput, type Offer } from '../../../contracts/offers.ts';
import { byOfferId, OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { lockOfferFor, offerFacts } from '../../offers.ts';
import { CounterOffer } from './counter-offer.command.ts';

const needs = { clock: PLATFORM.Clock };

export class CounterOfferHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<CounterInput & { offerId: string }, Offer>
{
  async execute({ offerId, ...terms }: CounterInput & { offerId: string }, { em, actor, publish }: CommandContext): Promise<Offer> {
    const offer = await lockOfferFor(em, offerId, requireActor(actor).userId, 'seller');
    const now = this.deps.clock.now();
    offer.counter(terms, now);
    await em.flush();
    publish(OfferCountered.create(offer.id, { ...offerFacts(offer), counterPrice: terms.price }));
    return offer.toView(now);
  }
}

export const counterOffer = handlesCommand(CounterOffer, needs, CounterOfferHandler, [
  http(CounterOffer, {
    method: 'post',
    path: '/api/offers/:id/counter',
    tag: OFFERS_TAG,
    summary: 'Counter an offer on my listing',
    description:
      'Price, earnest money, days to close and inspection period, standing 48 hours unless `expiresInHours` says otherwise; the buyer accepts it or lets it lapse. 409 unless the offer is open.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: counterInputSchema,
    invalid: 'Please check the counter-offer',
    input: (request) => ({ ...byOfferId(request), ...request.body }),
    response: offerSchema,
    errors: [404, 409],
  }),
]);
