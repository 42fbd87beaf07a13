import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { Entitlements } from '../../../contracts/http.ts';

/**
 * Applies a completed checkout (the browser returning from it, or the provider's webhook): starts
 * the paid subscription or records the payment method. Applying the same checkout twice changes nothing.
 */
export const CompleteCheckout = defineCommand<{ sessionId: string }, Entitlements>('billing.complete-checkout');
