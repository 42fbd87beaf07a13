import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import { IDENTITY_API, type IdentityApi } from '../identity/contracts/api.ts';
import type { CommandBus } from '../shared/kernel/bus.ts';
import type { ModuleDefinition } from '../shared/kernel/module.ts';
import type { PaymentsProvider } from '../shared/kernel/payments.port.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { addPaymentMethod } from './application/commands/add-payment-method/add-payment-method.handler.ts';
import { AdvanceSubscriptions } from './application/commands/advance-subscriptions/advance-subscriptions.command.ts';
import { advanceSubscriptions } from './application/commands/advance-subscriptions/advance-subscriptions.handler.ts';
import { applyPaymentEvent } from './application/commands/apply-payment-event/apply-payment-event.handler.ts';
import { changeSubscription } from './application/commands/change-subscription/change-subscription.handler.ts';
import { completeCheckout } from './application/commands/complete-checkout/complete-checkout.handler.ts';
import { RestateEntitlements } from './application/commands/restate-entitlements/restate-entitlements.command.ts';
import { restateEntitlements } from './application/commands/restate-entitlements/restate-entitlements.handler.ts';
import { openBillingPortal } from './application/commands/open-billing-portal/open-billing-portal.handler.ts';
import { subscribe } from './application/commands/subscribe/subscribe.handler.ts';
import { getEntitlements } from './application/queries/get-entitlements/get-entitlements.handler.ts';
import { listInvoices } from './application/reports/list-invoices/list-invoices.handler.ts';
import { refundInvoice } from './application/commands/refund-invoice/refund-invoice.handler.ts';
import {
  exportAdminInvoices,
  exportAdminSubscriptions,
  listAdminInvoices,
  listAdminSubscriptions,
} from './application/reports/admin-billing/admin-billing.handlers.ts';
import { exportAdminInvoicesEndpoint, exportAdminSubscriptionsEndpoint } from './http/admin-billing-export.endpoint.ts';
import { BILLING_API } from './contracts/api.ts';
import { InvoiceSchema } from './domain/invoice.entity.ts';
import { SubscriptionSchema, TrialUsageSchema } from './domain/subscription.entity.ts';
import { stripeWebhookEndpoint } from './http/stripe-webhook.endpoint.ts';
import { planCatalogueEndpoint } from './application/plans.endpoint.ts';
import { BillingApiImpl } from './infrastructure/billing-api.ts';
import { BillingSeeder } from './infrastructure/seed/billing.seeder.ts';
import { BillingSchema } from './migrations/billing-0001-schema.ts';
import { BillingSubscriptions } from './migrations/billing-0002-subscriptions.ts';
import { BillingPaymentEvents } from './migrations/billing-0003-payment-events.ts';
import { BillingInvoices } from './migrations/billing-0004-invoices.ts';
import { BillingAnchor } from './migrations/billing-0005-billing-anchor.ts';
import { BillingEntitlementRestatements } from './migrations/billing-0006-entitlement-restatements.ts';
import { BillingInvoiceRefunds } from './migrations/billing-0008-invoice-refunds.ts';
import { BillingAdminTableIndexes } from './migrations/billing-0009-admin-table-indexes.ts';
import { BillingRevenueHistory } from './migrations/billing-0007-revenue-history.ts';
import { BillingAffiliateProgram } from './migrations/billing-0010-affiliate-program.ts';
import { BillingInvoiceCounts } from './migrations/billing-0013-invoice-counts.ts';
import { recordReferralVisit } from './application/commands/record-referral-visit/record-referral-visit.handler.ts';
import { ensureAffiliate } from './application/commands/ensure-affiliate/ensure-affiliate.handler.ts';
import { ApproveCommissions } from './application/commands/approve-commissions/approve-commissions.command.ts';
import { approveCommissions } from './application/commands/approve-commissions/approve-commissions.handler.ts';
import { requestPayout } from './application/commands/request-payout/request-payout.handler.ts';
import { markPayoutPaid } from './application/commands/mark-payout-paid/mark-payout-paid.handler.ts';
import { holdPayout } from './application/commands/hold-payout/hold-payout.handler.ts';
import { settleOwedPayout } from './application/commands/settle-owed-payout/settle-owed-payout.handler.ts';
import { decideCommission } from './application/commands/decide-commission/decide-commission.handler.ts';
import {
  exportAdminPayouts,
  getAffiliateOverview,
  listAdminPayouts,
  listAffiliateLedger,
  listHeldCommissions,
  listOwedAffiliates,
} from './application/reports/affiliate/affiliate.handlers.ts';
import { OnReferredRegistration, onReferredRegistrationNeeds } from './application/subscribers/on-referred-registration.ts';
import { affiliateOverviewEndpoint, exportAdminPayoutsEndpoint } from './http/affiliate.endpoint.ts';
import { referralLinkEndpoint, referralParameter } from './http/referral-link.endpoint.ts';
import { ReferredRegistration } from '../identity/contracts/events.ts';
import { bindWithDependencies } from '../shared/kernel/use-case.ts';
import { getBillingFigures } from './application/reports/get-admin-figures/get-admin-figures.handler.ts';

const TOKENS = {
  Seeder: token<BillingSeeder>('billing.Seeder'),
  OnReferredRegistration: token<OnReferredRegistration>('billing.OnReferredRegistration'),
};

/** Owns the plan catalog, subscriptions and trials, entitlements, payments and affiliate referrals. */
export const billingModule: ModuleDefinition = {
  name: 'billing',
  entities: [SubscriptionSchema, TrialUsageSchema, InvoiceSchema],
  migrations: [
    { name: 'billing-0001-schema', class: BillingSchema },
    { name: 'billing-0002-subscriptions', class: BillingSubscriptions },
    { name: 'billing-0003-payment-events', class: BillingPaymentEvents },
    { name: 'billing-0004-invoices', class: BillingInvoices },
    { name: 'billing-0005-billing-anchor', class: BillingAnchor },
    { name: 'billing-0006-entitlement-restatements', class: BillingEntitlementRestatements },
    { name: 'billing-0007-revenue-history', class: BillingRevenueHistory },
    { name: 'billing-0008-invoice-refunds', class: BillingInvoiceRefunds },
    { name: 'billing-0009-admin-table-indexes', class: BillingAdminTableIndexes },
    { name: 'billing-0010-affiliate-program', class: BillingAffiliateProgram },
    { name: 'billing-0013-invoice-counts', class: BillingInvoiceCounts },
  ],
  bind(container: Container) {
    container.bind(BILLING_API).toResolvedValue((em: EntityManager) => new BillingApiImpl(em), [PLATFORM.EntityManager]);
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, payments: PaymentsProvider, identity: IdentityApi) =>
          new BillingSeeder(em, commands, payments, identity),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, PLATFORM.Payments, IDENTITY_API],
      );
    bindWithDependencies(container, TOKENS.OnReferredRegistration, onReferredRegistrationNeeds, OnReferredRegistration);
  },
  middleware: referralParameter,
  subscribers: [{ name: 'billing.referrals', events: [ReferredRegistration.type], handler: TOKENS.OnReferredRegistration }],
  commands: [
    subscribe,
    completeCheckout,
    changeSubscription,
    addPaymentMethod,
    advanceSubscriptions,
    applyPaymentEvent,
    openBillingPortal,
    restateEntitlements,
    refundInvoice,
    recordReferralVisit,
    ensureAffiliate,
    approveCommissions,
    requestPayout,
    markPayoutPaid,
    holdPayout,
    settleOwedPayout,
    decideCommission,
  ],
  queries: [
    getEntitlements,
    listInvoices,
    listAdminSubscriptions,
    exportAdminSubscriptions,
    listAdminInvoices,
    exportAdminInvoices,
    getBillingFigures,
    getAffiliateOverview,
    listAffiliateLedger,
    listAdminPayouts,
    exportAdminPayouts,
    listHeldCommissions,
    listOwedAffiliates,
  ],
  jobs: [
    { name: 'billing.advance-subscriptions', everyMs: 60_000, command: AdvanceSubscriptions },
    { name: 'billing.restate-entitlements', everyMs: 60_000, command: RestateEntitlements },
    { name: 'billing.approve-commissions', everyMs: 60_000, command: ApproveCommissions },
  ],
  endpoints: [
    planCatalogueEndpoint,
    stripeWebhookEndpoint,
    exportAdminSubscriptionsEndpoint,
    exportAdminInvoicesEndpoint,
    referralLinkEndpoint,
    affiliateOverviewEndpoint,
    exportAdminPayoutsEndpoint,
  ],
  seed: TOKENS.Seeder,
};
