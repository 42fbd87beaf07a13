import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { offerRulesInputSchema, offerRulesSchema, type OfferRules, type OfferRulesInput } from '../../../contracts/offers.ts';
import { ListingOfferRules } from '../../../domain/listing-offer-rules.entity.ts';
import { OfferListingNotFoundError } from '../../../domain/offer.errors.ts';
import { OFFER_WRITES, OFFERS_TAG } from '../../http.ts';
import { findRules } from '../../offers.ts';
import { SetOfferRules } from './set-offer-rules.command.ts';

const needs = { clock: PLATFORM.Clock, listings: LISTINGS_API };

/** The listing's own seller only; anyone else gets the 404 of an unknown listing. Offers already made stay. */
export class SetOfferRulesHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<OfferRulesInput & { propertyId: string }, OfferRules>
{
  async execute({ propertyId, requireVerifiedFunds }: OfferRulesInput & { propertyId: string }, { em, actor }: CommandContext) {
    const { userId } = requireActor(actor);
    const [listing] = await this.deps.listings.getCards([propertyId]);
    if (listing?.ownerId !== userId) throw new OfferListingNotFoundError();
    const now = this.deps.clock.now();
    let rules = await findRules(em, propertyId, true);
    if (!rules) {
      rules = ListingOfferRules.create(propertyId, userId, now);
      em.persist(rules);
    }
    rules.requireVerifiedFunds = requireVerifiedFunds;
    rules.updatedAt = now;
    await em.flush();
    return rules.toView(now);
  }
}

export const setOfferRules = handlesCommand(SetOfferRules, needs, SetOfferRulesHandler, [
  http(SetOfferRules, {
    method: 'put',
    path: '/api/properties/:id/offer-rules',
    tag: OFFERS_TAG,
    summary: 'Require verified funds for offers on my listing',
    description:
      'When on, buyers whose verified funds do not hold today are refused (403 `verified_funds_required`); offers made already stay.',
    access: 'member',
    scopes: ['offers:write'],
    rateLimit: OFFER_WRITES,
    body: offerRulesInputSchema,
    invalid: 'Please check the offer rules',
    input: ({ params, body }) => {
      if (!isUuid(params.id)) throw new OfferListingNotFoundError();
      return { propertyId: params.id, ...body };
    },
    response: offerRulesSchema,
    errors: [404],
  }),
]);
