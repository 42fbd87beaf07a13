import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { ListingAddressRequests } from '../../../contracts/address-requests.ts';

/** A listing's address gating as its seller manages it: the switch and the buyers' requests (decision 0070). */
export const ListAddressRequests = defineQuery<{ id: string }, ListingAddressRequests>('listings.list-address-requests');
