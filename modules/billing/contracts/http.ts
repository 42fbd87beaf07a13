import { z } from 'zod';
import type { Audience, BuyerLimits, BuyerTier, SellerLimits, SellerTier } from './plans.ts';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A user's subscription for one audience, as the API shows it. Dates are ISO strings. */
export interface SubscriptionView {
  id: string;
  audience: Audience;
  /** the plan subscribed to (a trial runs on the plan it will become) */
  tier: string;
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** true when a payment method is on file, so the trial converts and renewals charge */
  hasPaymentMethod: boolean;
  provider: 'test' | 'stripe';
}

/** A charge of a subscription (`GET /api/billing/invoices`): the user's receipts. Amounts in dollars. */
export interface InvoiceView {
  id: string;
  number: string;
  description: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  periodStart: string | null;
  periodEnd: string | null;
  /** the provider's page for the invoice (Stripe), when there is one */
  hostedUrl: string | null;
  createdAt: string;
}

/** What a user may do now: `GET /api/billing/me` and the billing public API. `null` = unlimited. */
export interface Entitlements {
  buyerTier: BuyerTier;
  sellerTier: SellerTier;
  buyer: BuyerLimits;
  seller: SellerLimits;
  /** whether the 14-day seller trial is still available to this account */
  trialAvailable: boolean;
  subscriptions: { buyer: SubscriptionView | null; seller: SubscriptionView | null };
}

/** `POST /api/billing/subscriptions`: start the trial, or go to checkout for a paid plan. */
export const subscribeRequestSchema = z.object({
  audience: z.enum(['buyer', 'seller']),
  tier: z.string().min(1).max(20),
  /** start with the 14-day trial when it is available (paid seller plans only) */
  trial: z.boolean().default(true),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** The answer to a subscribe request: a running trial, or where to pay. */
export type SubscribeResult = { kind: 'trial-started'; subscription: SubscriptionView } | { kind: 'checkout'; checkoutUrl: string };

/** `PATCH /api/billing/subscriptions/:audience` */
export const changeSubscriptionRequestSchema = z.union([
  z.object({ action: z.literal('change-plan'), tier: z.string().min(1).max(20) }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
]);
export type ChangeSubscriptionRequest = z.input<typeof changeSubscriptionRequestSchema>;

/** `POST /api/billing/portal`: where to manage payment methods and invoices (Stripe's customer portal; in test mode, the settings page). */
export interface BillingPortalResult {
  url: string;
}
