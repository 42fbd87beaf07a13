import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ListingReportReceipt, ReportListingRequest } from '../../../contracts/listing-reports.ts';

export type ReportListingInput = { id: string } & ReportListingRequest;

/** A signed-in member reports a listing on public view to the administrators: one open report per member and listing. */
export const ReportListing = defineCommand<ReportListingInput, ListingReportReceipt>('listings.report-listing');
