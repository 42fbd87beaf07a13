import { z } from 'zod';
import type { BuyerLimits, BuyerTier, SellerLimits, SellerTier } from './plans.ts';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A user's subscription for one audience, as the API shows it. Dates are ISO strings. */
export const subscriptionViewSchema = z.object({
  id: z.string(),
  audience: z.enum(['buyer', 'seller']),
  /** the plan subscribed to (a trial runs on the plan it will become) */
  tier: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** true when a payment method is on file, so the trial converts and renewals charge */
  hasPaymentMethod: z.boolean(),
  provider: z.enum(['test', 'stripe']),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** A charge of a subscription (`GET /api/billing/invoices`): the user's receipts. Amounts in dollars. */
export const invoiceViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** refunded: an administrator gave the whole amount back */
  status: z.enum(['paid', 'failed', 'refunded']),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** the provider's page for the invoice (Stripe), when there is one */
  hostedUrl: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

const buyerLimitsSchema = z.object({
  contactsPerMonth: z.number().nullable(),
  favorites: z.number().nullable(),
  savedSearches: z.number().nullable(),
  propertyAlerts: z.boolean(),
  jvPosts: z.boolean(),
  jvFeatured: z.boolean(),
  apiAccess: z.boolean(),
  openOffers: z.number().nullable(),
}) satisfies z.ZodType<BuyerLimits>;

const sellerLimitsSchema = z.object({
  activeListings: z.number().nullable(),
  featuredPerMonth: z.number().nullable(),
  pipelineAndLeads: z.boolean(),
  leadClaimsPerMonth: z.number().nullable(),
  analytics: z.boolean(),
  advancedAnalytics: z.boolean(),
  apiAccess: z.boolean(),
  contactsKept: z.number().nullable(),
  campaignMailsPerMinute: z.number(),
  campaignMailsPerDay: z.number(),
}) satisfies z.ZodType<SellerLimits>;

const buyerTierSchema = z.enum(['free', 'plus', 'pro']) satisfies z.ZodType<BuyerTier>;
const sellerTierSchema = z.enum(['free', 'trial', 'starter', 'pro', 'premium']) satisfies z.ZodType<SellerTier>;

/** what every plan of the catalogue says besides its audience, tier and limits (see `plans.ts`) */
const planFields = {
  name: z.string(),
  monthlyPrice: z.number(),
  badge: z.literal('Most Popular').optional(),
  trialDays: z.number(),
  features: z.array(z.string()),
};

/** `GET /api/billing/plans`: the plan catalogue */
export const planCatalogueSchema = z.object({
  trialDays: z.number(),
  buyer: z.array(z.object({ audience: z.literal('buyer'), tier: buyerTierSchema, ...planFields, limits: buyerLimitsSchema })),
  seller: z.array(z.object({ audience: z.literal('seller'), tier: sellerTierSchema, ...planFields, limits: sellerLimitsSchema })),
});

/** What a user may do now: `GET /api/billing/me` and the billing public API. `null` = unlimited. */
export const entitlementsSchema = z.object({
  buyerTier: buyerTierSchema,
  sellerTier: sellerTierSchema,
  buyer: buyerLimitsSchema,
  seller: sellerLimitsSchema,
  /** whether the 14-day seller trial is still available to this account */
  trialAvailable: z.boolean(),
  subscriptions: z.object({ buyer: subscriptionViewSchema.nullable(), seller: subscriptionViewSchema.nullable() }),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** `POST /api/billing/subscriptions`: start the trial, or go to checkout for a paid plan. */
export const subscribeRequestSchema = z.object({
  audience: z.enum(['buyer', 'seller']),
  tier: z.string().min(1).max(20),
  /** start with the 14-day trial when it is available (paid seller plans only) */
  trial: z.boolean().default(true),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/** The answer to a subscribe request: a running trial, or where to pay. */
export const subscribeResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trial-started'), subscription: subscriptionViewSchema }),
  z.object({ kind: z.literal('checkout'), checkoutUrl: z.string() }),
]);
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/** `PATCH /api/billing/subscriptions/:audience` */
export const changeSubscriptionRequestSchema = z.union([
  z.object({ action: z.literal('change-plan'), tier: z.string().min(1).max(20) }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
]);
export type ChangeSubscriptionRequest = z.input<typeof changeSubscriptionRequestSchema>;

/** `POST /api/billing/portal`: where to manage payment methods and invoices (Stripe's customer portal; in test mode, the settings page). */
export const billingPortalResultSchema = z.object({ url: z.string() });
export type BillingPortalResult = z.infer<typeof billingPortalResultSchema>;

/** `POST /api/billing/subscriptions/:audience/payment-method`: where to save a card. */
export const paymentMethodCheckoutSchema = z.object({ checkoutUrl: z.string() });

/** The built-in test provider's checkout page (`GET /api/payments/test-checkout/:id`). */
export const testCheckoutSchema = z.object({
  id: z.string(),
  testMode: z.literal(true),
  description: z.string(),
  amountCents: z.number(),
  mode: z.enum(['subscription', 'setup']),
  status: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** `POST /api/payments/test-checkout/:id/pay`: the checkout-complete page to go to. */
export const testCheckoutPaidSchema = z.object({ redirectTo: z.string() });
