import { defineCommand } from '../../../../shared/kernel/bus.ts';

export interface PaymentWebhook {
  /** the request body exactly as received: the signature covers these bytes */
  payload: Uint8Array | string | undefined;
  /** the provider's signature header (`Stripe-Signature`) */
  signature: string | undefined;
}

/** What became of a webhook: `applied`, seen before (`duplicate`), older than what was applied (`stale`), or nothing to do. */
export interface PaymentWebhookResult {
  received: true;
  outcome: 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown-subscription' | 'unknown-invoice';
}

/**
 * Applies a signed webhook of the payments provider (Stripe): a completed checkout, a paid or failed
 * invoice, a subscription changed or deleted at the provider. Each event is applied once, and an event
 * older than the last one applied to its subscription changes nothing.
 */
export const ApplyPaymentEvent = defineCommand<PaymentWebhook, PaymentWebhookResult>('billing.apply-payment-event');
