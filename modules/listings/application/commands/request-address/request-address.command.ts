import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { MyAddressRequest } from '../../../contracts/address-requests.ts';

/** A buyer asks the seller to show them the street address of a listing that hides it (decision 0070). */
export const RequestAddress = defineCommand<{ id: string }, MyAddressRequest>('listings.request-address');
