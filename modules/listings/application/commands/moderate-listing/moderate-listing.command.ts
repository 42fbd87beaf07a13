import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AdminListingDetail, ModerateListingRequest } from '../../../contracts/admin-listings.ts';

export type ModerateListingInput = { id: string } & ModerateListingRequest;

/**
 * An administrator's action on a listing (decision 0055): approve or reject (with a reason the seller
 * reads) a listing in review, unpublish (with a reason), feature or unfeature, expire, or dismiss its
 * open reports. Each is recorded in the audit log.
 */
export const ModerateListing = defineCommand<ModerateListingInput, AdminListingDetail>('listings.moderate-listing');
