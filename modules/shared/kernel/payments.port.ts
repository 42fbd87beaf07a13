/**
 * The payments provider: Stripe when its keys are set, otherwise a built-in test provider that
 * behaves the same way through this port (clearly labelled test mode, no money moves).
 */
export interface CheckoutRequest {
  userId: string;
  email: string | null;
  /** what the buyer sees, e.g. "DealAcre Pro (monthly)" */
  description: string;
  amountCents: number;
  /** `subscription` bills now and monthly; `setup` only saves a payment method (e.g. to convert a trial) */
  mode: 'subscription' | 'setup';
  successUrl: string;
  cancelUrl: string;
  /** echoed back when the checkout is retrieved, so the caller knows what it was for */
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  metadata: Record<string, string>;
  /** the provider's subscription id, once a subscription checkout completed */
  providerSubscriptionId: string | null;
}

export interface PaymentsProvider {
  readonly name: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Bills one renewal of a subscription whose renewals this app drives (the test provider); false when
   * the payment failed. Stripe renews by itself and reports through webhooks.
   */
  chargeRenewal(input: { userId: string; subscriptionId: string; amountCents: number; description: string }): Promise<boolean>;
}
