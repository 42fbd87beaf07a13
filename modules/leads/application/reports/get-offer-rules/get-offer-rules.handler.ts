import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { offerRulesSchema, type OfferRules } from '../../../contracts/offers.ts';
import { noRules } from '../../../domain/listing-offer-rules.entity.ts';
import { OfferListingNotFoundError } from '../../../domain/offer.errors.ts';
import { OFFER_READS, OFFERS_TAG } from '../../http.ts';
import { findRules } from '../../offers.ts';
import { GetOfferRules } from './get-offer-rules.query.ts';

const needs = { em: PLATFORM.EntityManager, clock: PLATFORM.Clock };

export class GetOfferRulesHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ propertyId: string }, OfferRules> {
  async execute({ propertyId }: { propertyId: string }, { actor }: QueryContext): Promise<OfferRules> {
    requireActor(actor);
    const rules = await findRules(this.deps.em.fork(), propertyId);
    return rules?.toView(this.deps.clock.now()) ?? noRules(propertyId);
  }
}

export const getOfferRules = answersQuery(GetOfferRules, needs, GetOfferRulesHandler, [
  http(GetOfferRules, {
    method: 'get',
    path: '/api/properties/:id/offer-rules',
    tag: OFFERS_TAG,
    summary: 'What a listing asks of an offer',
    description: 'Whether the seller takes offers only from buyers with verified funds, and a best-and-final deadline standing on it.',
    access: 'member',
    scopes: ['offers:read'],
    rateLimit: OFFER_READS,
    input: ({ params }) => {
      if (!isUuid(params.id)) throw new OfferListingNotFoundError();
      return { propertyId: params.id };
    },
    response: offerRulesSchema,
    errors: [404],
  }),
]);
