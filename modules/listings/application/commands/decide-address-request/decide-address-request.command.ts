import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { AddressDecision, MyAddressRequest } from '../../../contracts/address-requests.ts';

/** The seller agrees to show a buyer the street address, or declines (decision 0070). */
export const DecideAddressRequest = defineCommand<{ id: string; decision: AddressDecision }, MyAddressRequest>(
  'listings.decide-address-request',
);
