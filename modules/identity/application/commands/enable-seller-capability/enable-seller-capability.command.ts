import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { CurrentUser } from '../../../contracts/http.ts';

/** A buyer adds the seller capability to their own account (listing limits come from their plan). */
export const EnableSellerCapability = defineCommand<void, CurrentUser>('identity.enable-seller-capability');
