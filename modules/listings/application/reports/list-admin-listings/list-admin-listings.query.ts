import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { AdminListingDetail, AdminListingFilter, AdminListingList, AdminListingListQuery } from '../../../contracts/admin-listings.ts';

/** The back office's listings: the moderation queue or all of them, searched, filtered, sorted and paged. */
export const ListAdminListings = defineQuery<AdminListingListQuery, AdminListingList>('listings.list-admin-listings');

/** The same filter's rows, for the CSV export. */
export const ExportAdminListings = defineQuery<AdminListingFilter, string>('listings.export-admin-listings');

/** One listing with its photos, description and reports. */
export const GetAdminListing = defineQuery<{ id: string }, AdminListingDetail>('listings.get-admin-listing');
