import { AppError } from './errors.ts';

/**
 * The payments provider: Stripe when its keys are set, otherwise a built-in test provider that
 * behaves the same way through this port (clearly labelled test mode, no money moves). A production
 * host without Stripe keys sells nothing (`onSale` false): the test provider would give every plan away.
 *
 * Who renews: the test provider has no clock of its own, so the billing clock charges its renewals
 * (`chargeRenewal`). Stripe renews its subscriptions by itself and reports what happened through
 * signed webhooks (`verifyWebhook` turns one into a `PaymentEvent`).
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
  /** the provider's customer this user already is, so the provider does not create another one */
  providerCustomerId?: string | null;
  /**
   * `setup` for a running trial: the plan the saved method will pay once the trial ends. A provider
   * that renews by itself (Stripe) opens a subscription whose first charge is at `trialEndsAt`; the
   * test provider only saves the method, and the billing clock charges it at the trial end.
   */
  trialConversion?: { trialEndsAt: Date; amountCents: number; description: string };
}

export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  metadata: Record<string, string>;
  /** the provider's subscription id, once a subscription checkout completed */
  providerSubscriptionId: string | null;
  /** the provider's customer id, when the provider keeps customers (Stripe) */
  providerCustomerId?: string | null;
}

/** A subscription as the provider reports it, in this app's vocabulary. */
export interface ProviderSubscriptionState {
  id: string;
  customerId: string | null;
  /** `pending`: the first payment is not through yet (nothing to apply) */
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired' | 'pending';
  /** true when it ends at the end of the current period (or at a set date) */
  cancelAtPeriodEnd: boolean;
  currentPeriod: { start: Date; end: Date } | null;
  /** the monthly price of its plan */
  amountCents: number | null;
  /** the metadata given at checkout (userId, audience, tier, purpose) */
  metadata: Record<string, string>;
}

interface PaymentEventBase {
  /** the provider's event id: each event is applied once */
  id: string;
  /** the provider's event type, e.g. `invoice.paid` */
  type: string;
  /** when the provider created the event: one older than the last applied to a subscription is stale */
  createdAt: Date;
}

/** The provider's invoice an event is about, for the user's receipts. */
export interface ProviderInvoice {
  id: string;
  number: string | null;
  /** paid, or due when the payment failed */
  amountCents: number;
  currency: string;
  hostedUrl: string | null;
  /**
   * the fingerprint of the card that paid it, when the provider tells (the same card under another account
   * is one of the affiliate program's self-referral signs)
   */
  paymentFingerprint?: string | null;
}

/** A verified webhook of the provider, in this app's vocabulary. */
export type PaymentEvent = PaymentEventBase &
  (
    | { kind: 'checkout-completed'; checkout: CheckoutSession }
    | {
        kind: 'invoice-paid' | 'invoice-payment-failed';
        providerSubscriptionId: string;
        /** the service period the invoice bills, when it says */
        period: { start: Date; end: Date } | null;
        invoice: ProviderInvoice;
      }
    | { kind: 'subscription-updated' | 'subscription-deleted'; subscription: ProviderSubscriptionState }
    /** money of a paid invoice given back: `fully` once all of it is (refunds add up) */
    | { kind: 'invoice-refunded'; providerInvoiceId: string; refundedCents: number; fully: boolean }
    /** the payer's bank disputes a paid invoice's payment (a chargeback): opened, then won or lost */
    | { kind: 'invoice-disputed'; providerInvoiceId: string; dispute: 'opened' | 'won' | 'lost' }
    /** an event this app does not act on */
    | { kind: 'ignored' }
  );

/** A change of a subscription the provider renews, sent to it when the user makes it here. */
export type ProviderSubscriptionChange =
  { cancelAtPeriodEnd: boolean } | { plan: { amountCents: number; description: string; metadata: Record<string, string> } };

/** Answered when a production host without Stripe keys is asked to sell a plan. */
export class PaymentsUnavailableError extends AppError {
  constructor() {
    super('business-rule', 'Paid plans are not on sale on this server yet: it takes no payments until its operator connects Stripe.', {
      code: 'payments_unavailable',
    });
  }
}

export interface PaymentsProvider {
  readonly name: 'test' | 'stripe';
  /** false on a production host without Stripe keys: no plan may be sold, not even a trial */
  readonly onSale: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckout(id: string): Promise<CheckoutSession | null>;
  /**
   * Bills one renewal of a subscription whose renewals this app drives (the test provider); false when
   * the payment failed. Stripe renews by itself and reports through webhooks.
   */
  chargeRenewal(input: { userId: string; subscriptionId: string; amountCents: number; description: string }): Promise<boolean>;
  /**
   * Where a user manages their payment methods, invoices and plan at the provider (Stripe's customer
   * portal). The test provider has no such page and sends the user back to `returnUrl`.
   */
  createPortalSession?(input: { userId: string; providerCustomerId: string | null; returnUrl: string }): Promise<{ url: string }>;
  /** Sends a change made here to a subscription the provider renews (Stripe). */
  updateSubscription?(providerSubscriptionId: string, change: ProviderSubscriptionChange): Promise<void>;
  /**
   * Verifies a webhook's signature over its exact bytes and reads it, asking the provider what the event
   * leaves out (the card that paid an invoice, the invoice a refunded charge paid); throws a validation error
   * (400) when the signature is missing or wrong. Only providers that send webhooks (Stripe) have it.
   */
  verifyWebhook?(payload: Uint8Array | string | undefined, signature: string | undefined): Promise<PaymentEvent>;
  /**
   * The fingerprint of the payment method this app charges a user with, for providers whose charges this app
   * makes (the test provider); Stripe's comes with its paid invoice's webhook.
   */
  paymentFingerprint?(userId: string): Promise<string | null>;
  /**
   * Pays an open checkout as the "Pay" button of the test checkout page does; only the test provider
   * has it (demo data is given paid plans this way). True when the checkout was open.
   */
  completeCheckout?(id: string): Promise<boolean>;
}
