import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { EarnestMoneyReceived } from '../../../contracts/events.ts';
import { offerSchema, type Offer } from '../../../contracts/offers.ts';
import { byOfferId, OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { lockOfferFor, offerFacts } from '../../offers.ts';
import { MarkEarnestReceived } from './mark-earnest-received.command.ts';

const needs = { clock: PLATFORM.Clock };

export class MarkEarnestReceivedHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ offerId: string }, Offer> {
  async execute({ offerId }: { offerId: string }, { em, actor, publish }: CommandContext): Promise<Offer> {
    const offer = await lockOfferFor(em, offerId, requireActor(actor).userId, 'seller');
    const now = this.deps.clock.now();
    offer.markEarnestReceived(now);
    await em.flush();
    const agreed = offer.agreedTerms()!;
    publish(EarnestMoneyReceived.create(offer.id, { ...offerFacts(offer, agreed.price), earnestMoney: agreed.earnestMoney }));
    return offer.toView(now);
  }
}

export const markEarnestReceived = handlesCommand(MarkEarnestReceived, needs, MarkEarnestReceivedHandler, [
  http(MarkEarnestReceived, {
    method: 'post',
    path: '/api/offers/:id/earnest-received',
    tag: OFFERS_TAG,
    summary: 'Mark the earnest money received',
    description:
      'The seller of an accepted offer, once; the buyer is told. 409 unless the offer is accepted or when it was marked already.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    input: byOfferId,
    response: offerSchema,
    errors: [404, 409],
  }),
]);
