import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { OfferWithdrawn } from '../../../contracts/events.ts';
import { offerSchema, type Offer } from '../../../contracts/offers.ts';
import { byOfferId, OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { lockOfferFor, offerFacts } from '../../offers.ts';
import { WithdrawOffer } from './withdraw-offer.command.ts';

const needs = { clock: PLATFORM.Clock };

export class WithdrawOfferHandler extends UsesDependencies<typeof needs> implements CommandHandler<{ offerId: string }, Offer> {
  async execute({ offerId }: { offerId: string }, { em, actor, publish }: CommandContext): Promise<Offer> {
    const offer = await lockOfferFor(em, offerId, requireActor(actor).userId, 'buyer');
    const now = this.deps.clock.now();
    offer.withdraw(now);
    await em.flush();
    publish(OfferWithdrawn.create(offer.id, offerFacts(offer)));
    return offer.toView(now);
  }
}

export const withdrawOffer = handlesCommand(WithdrawOffer, needs, WithdrawOfferHandler, [
  http(WithdrawOffer, {
    method: 'post',
    path: '/api/offers/:id/withdraw',
    tag: OFFERS_TAG,
    summary: 'Withdraw my offer',
    description: 'While it is open or countered; 409 once it was answered or expired.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    input: byOfferId,
    response: offerSchema,
    errors: [404, 409],
  }),
]);
