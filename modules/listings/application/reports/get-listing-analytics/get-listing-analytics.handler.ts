import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { parseInput } from '../../../../shared/kernel/validation.ts';
import { analyticsQuerySchema, listingAnalyticsSchema, type AnalyticsQuery, type ListingAnalytics } from '../../../contracts/analytics.ts';
import { ListingNotFoundError } from '../../../domain/listing.errors.ts';
import { Property } from '../../../domain/property.entity.ts';
import { analyticsLevel, conversionOf, dailyRows, rangeDays, seriesOf } from '../../analytics.ts';
import { GetListingAnalytics } from './get-listing-analytics.query.ts';
import { byId, LISTINGS_TAG } from '../../http.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API, clock: PLATFORM.Clock };

/** One listing's daily series, for its owner on a plan with advanced analytics (anyone else: 404). */
export class GetListingAnalyticsHandler
  extends UsesDependencies<typeof needs>
  implements QueryHandler<AnalyticsQuery & { id: string }, ListingAnalytics>
{
  async execute(input: AnalyticsQuery & { id: string }, { actor }: QueryContext): Promise<ListingAnalytics> {
    const { userId } = requireActor(actor);
    const { range } = parseInput(analyticsQuerySchema, input, 'Invalid analytics query');
    const em = this.deps.em.fork();
    const property = isUuid(input.id) ? await em.findOne(Property, { id: input.id, ownerId: userId }) : null;
    if (!property) throw new ListingNotFoundError();
    await analyticsLevel(this.deps.billing, userId, range, { advancedOnly: true });
    const days = rangeDays(this.deps.clock.now(), range);
    const { series, totals } = seriesOf(await dailyRows(em, { propertyId: property.id }, days), days);
    return {
      range,
      days,
      listing: { id: property.id, title: property.title, status: property.status },
      totals,
      series,
      conversion: conversionOf(totals.views, totals.inquiries),
    };
  }
}

export const getListingAnalytics = answersQuery(GetListingAnalytics, needs, GetListingAnalyticsHandler, [
  http(GetListingAnalytics, {
    method: 'get',
    path: '/api/analytics/listings/:id',
    tag: LISTINGS_TAG,
    summary: "One listing's analytics",
    access: 'member',
    query: analyticsQuerySchema,
    invalid: 'Invalid analytics query',
    input: (request) => ({ ...request.query, ...byId(request) }),
    response: listingAnalyticsSchema,
    errors: [404],
  }),
]);
