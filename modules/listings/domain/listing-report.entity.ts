import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES, type ListingReportReason } from '../contracts/listing-reports.ts';

/**
 * A member's report of a listing (decision 0055): one open report per member and listing. An
 * administrator dismisses the listing's open reports, or unpublishes the listing, which closes them
 * as `actioned`.
 */
const ListingReportSchema = defineEntity({
  name: 'ListingReport',
  schema: 'listings',
  tableName: 'listing_reports',
  indexes: [{ name: 'listing_reports_open_index', properties: ['propertyId', 'createdAt'], where: { status: 'open' } }],
  uniques: [{ name: 'listing_reports_one_open_unique', properties: ['propertyId', 'reporterId'], where: { status: 'open' } }],
  // as migration 0013 creates it: the listing's open reports counted again in the same transaction (decision 0061)
  triggers: [
    {
      name: 'count_open_reports',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: `update listings.properties p set open_reports = r.open_reports, first_report_at = r.first_report_at
          from (select count(*)::int as open_reports, min(created_at) as first_report_at from listings.listing_reports
                where property_id = coalesce(new.property_id, old.property_id) and status = 'open') r
          where p.id = coalesce(new.property_id, old.property_id);
        return null;`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    propertyId: p.uuid(),
    reporterId: p.uuid(),
    reason: p.enum(LISTING_REPORT_REASONS),
    details: p.text().nullable(),
    status: p.enum(LISTING_REPORT_STATUSES).default('open'),
    createdAt: p.datetime(),
    resolvedBy: p.uuid().nullable(),
    resolvedAt: p.datetime().nullable(),
  },
});

export class ListingReport extends ListingReportSchema.class {
  static file(input: {
    propertyId: string;
    reporterId: string;
    reason: ListingReportReason;
    details: string | null;
    now: Date;
  }): ListingReport {
    const report = new ListingReport();
    report.id = newId();
    report.propertyId = input.propertyId;
    report.reporterId = input.reporterId;
    report.reason = input.reason;
    report.details = input.details;
    report.status = 'open';
    report.createdAt = input.now;
    report.resolvedBy = null;
    report.resolvedAt = null;
    return report;
  }

  /** Closes the open report: `dismissed` (nothing wrong found) or `actioned` (the listing was unpublished). */
  close(status: 'dismissed' | 'actioned', by: string, now: Date): void {
    this.status = status;
    this.resolvedBy = by;
    this.resolvedAt = now;
  }
}
ListingReportSchema.setClass(ListingReport);
export { ListingReportSchema };
