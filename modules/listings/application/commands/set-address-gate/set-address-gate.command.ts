import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AddressGateInput } from '../../../contracts/address-requests.ts';
import type { ListingSnapshot } from '../../../contracts/events.ts';

/** The seller (or an administrator) hides the listing's street address from buyers without verified funds, or shows it again. */
export const SetAddressGate = defineCommand<AddressGateInput & { id: string }, ListingSnapshot>('listings.set-address-gate');
