import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { isOnPublicView } from '../../../contracts/listing-terms.ts';
import { listingReportReceiptSchema, reportListingRequestSchema, type ListingReportReceipt } from '../../../contracts/listing-reports.ts';
import { ListingAlreadyReportedError, ListingNotFoundError, OwnListingReportError } from '../../../domain/listing.errors.ts';
import { ListingReport } from '../../../domain/listing-report.entity.ts';
import { Property } from '../../../domain/property.entity.ts';
import { byId, LISTING_REPORTS_PER_HOUR, LISTINGS_RATE_LIMITS, LISTINGS_TAG } from '../../http.ts';
import { ReportListing, type ReportListingInput } from './report-listing.command.ts';

const needs = { clock: PLATFORM.Clock, limiter: PLATFORM.RateLimiter };

export class ReportListingHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<ReportListingInput, ListingReportReceipt>
{
  async execute({ id, reason, details }: ReportListingInput, { em, actor }: CommandContext): Promise<ListingReportReceipt> {
    const { userId } = requireActor(actor);
    const property = isUuid(id) ? await em.findOne(Property, { id }) : null;
    if (!property || !isOnPublicView(property)) throw new ListingNotFoundError();
    if (property.ownerId === userId) throw new OwnListingReportError();
    if (await em.count(ListingReport, { propertyId: id, reporterId: userId, status: 'open' })) throw new ListingAlreadyReportedError();
    await this.deps.limiter.hit(LISTING_REPORTS_PER_HOUR, userId);
    const report = ListingReport.file({ propertyId: id, reporterId: userId, reason, details: details ?? null, now: this.deps.clock.now() });
    em.persist(report);
    try {
      await em.flush();
    } catch (error) {
      // the same member's second report sent at the same moment
      if (error instanceof UniqueConstraintViolationException) throw new ListingAlreadyReportedError();
      throw error;
    }
    return { id: report.id, reason: report.reason, createdAt: report.createdAt.toISOString() };
  }
}

export const reportListing = handlesCommand(ReportListing, needs, ReportListingHandler, [
  http(ReportListing, {
    method: 'post',
    path: '/api/properties/:id/reports',
    tag: LISTINGS_TAG,
    summary: 'Report a listing to the administrators',
    description:
      'A `reason` and optional `details` (at most 1,000 characters). One open report per member and listing (409 for a second); not one’s own listing (422); a listing not on public view is a 404.',
    access: 'member',
    rateLimit: LISTINGS_RATE_LIMITS.reports,
    body: reportListingRequestSchema,
    invalid: 'Choose what is wrong with the listing',
    input: (request) => ({ ...byId(request), ...request.body }),
    status: 201,
    response: listingReportReceiptSchema,
    errors: [404, 409, 422],
  }),
]);
