import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { Container } from 'inversify';
import { IDENTITY_API, type IdentityApi } from '../identity/contracts/api.ts';
import type { CommandBus } from '../shared/kernel/bus.ts';
import type { Clock } from '../shared/kernel/clock.ts';
import { answers, handles, type ModuleDefinition } from '../shared/kernel/module.ts';
import type { PaymentsProvider } from '../shared/kernel/payments.port.ts';
import type { PlatformSettings } from '../shared/kernel/settings.ts';
import { PLATFORM, token } from '../shared/kernel/tokens.ts';
import { AddPaymentMethod } from './application/commands/add-payment-method/add-payment-method.command.ts';
import { AddPaymentMethodHandler } from './application/commands/add-payment-method/add-payment-method.handler.ts';
import { ApplyPaymentEvent } from './application/commands/apply-payment-event/apply-payment-event.command.ts';
import { ApplyPaymentEventHandler } from './application/commands/apply-payment-event/apply-payment-event.handler.ts';
import { AdvanceSubscriptions } from './application/commands/advance-subscriptions/advance-subscriptions.command.ts';
import { AdvanceSubscriptionsHandler } from './application/commands/advance-subscriptions/advance-subscriptions.handler.ts';
import { ChangeSubscription } from './application/commands/change-subscription/change-subscription.command.ts';
import { ChangeSubscriptionHandler } from './application/commands/change-subscription/change-subscription.handler.ts';
import { CompleteCheckout } from './application/commands/complete-checkout/complete-checkout.command.ts';
import { CompleteCheckoutHandler } from './application/commands/complete-checkout/complete-checkout.handler.ts';
import { OpenBillingPortal } from './application/commands/open-billing-portal/open-billing-portal.command.ts';
import { OpenBillingPortalHandler } from './application/commands/open-billing-portal/open-billing-portal.handler.ts';
import { Subscribe } from './application/commands/subscribe/subscribe.command.ts';
import { SubscribeHandler } from './application/commands/subscribe/subscribe.handler.ts';
import { GetEntitlements } from './application/queries/get-entitlements/get-entitlements.query.ts';
import { GetEntitlementsHandler } from './application/queries/get-entitlements/get-entitlements.handler.ts';
import { ListInvoices, ListInvoicesHandler } from './application/reports/list-invoices/list-invoices.report.ts';
import { BILLING_API, type BillingApi } from './contracts/api.ts';
import { InvoiceSchema } from './domain/invoice.entity.ts';
import { SubscriptionSchema, TrialUsageSchema } from './domain/subscription.entity.ts';
import { billingRouter } from './http/billing.routes.ts';
import { BillingApiImpl } from './infrastructure/billing-api.ts';
import { BillingSeeder } from './infrastructure/seed/billing.seeder.ts';
import { BillingSchema } from './migrations/billing-0001-schema.ts';
import { BillingSubscriptions } from './migrations/billing-0002-subscriptions.ts';
import { BillingPaymentEvents } from './migrations/billing-0003-payment-events.ts';
import { BillingInvoices } from './migrations/billing-0004-invoices.ts';
import { BillingAnchor } from './migrations/billing-0005-billing-anchor.ts';

const TOKENS = {
  Subscribe: token<SubscribeHandler>('billing.SubscribeHandler'),
  CompleteCheckout: token<CompleteCheckoutHandler>('billing.CompleteCheckoutHandler'),
  ChangeSubscription: token<ChangeSubscriptionHandler>('billing.ChangeSubscriptionHandler'),
  AddPaymentMethod: token<AddPaymentMethodHandler>('billing.AddPaymentMethodHandler'),
  AdvanceSubscriptions: token<AdvanceSubscriptionsHandler>('billing.AdvanceSubscriptionsHandler'),
  ApplyPaymentEvent: token<ApplyPaymentEventHandler>('billing.ApplyPaymentEventHandler'),
  OpenBillingPortal: token<OpenBillingPortalHandler>('billing.OpenBillingPortalHandler'),
  GetEntitlements: token<GetEntitlementsHandler>('billing.GetEntitlementsHandler'),
  ListInvoices: token<ListInvoicesHandler>('billing.ListInvoicesHandler'),
  Seeder: token<BillingSeeder>('billing.Seeder'),
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
  ],
  bind(container: Container) {
    container.bind(BILLING_API).toResolvedValue((em: EntityManager) => new BillingApiImpl(em), [PLATFORM.EntityManager]);
    container
      .bind(TOKENS.Subscribe)
      .toResolvedValue(
        (payments: PaymentsProvider, clock: Clock, settings: PlatformSettings) => new SubscribeHandler(payments, clock, settings),
        [PLATFORM.Payments, PLATFORM.Clock, PLATFORM.Settings],
      );
    container
      .bind(TOKENS.CompleteCheckout)
      .toResolvedValue((payments: PaymentsProvider, clock: Clock) => new CompleteCheckoutHandler(payments, clock), [PLATFORM.Payments, PLATFORM.Clock]);
    container.bind(TOKENS.ChangeSubscription).toResolvedValue((payments: PaymentsProvider) => new ChangeSubscriptionHandler(payments), [PLATFORM.Payments]);
    container
      .bind(TOKENS.AddPaymentMethod)
      .toResolvedValue((payments: PaymentsProvider, settings: PlatformSettings) => new AddPaymentMethodHandler(payments, settings), [PLATFORM.Payments, PLATFORM.Settings]);
    container
      .bind(TOKENS.AdvanceSubscriptions)
      .toResolvedValue((payments: PaymentsProvider, clock: Clock) => new AdvanceSubscriptionsHandler(payments, clock), [PLATFORM.Payments, PLATFORM.Clock]);
    container
      .bind(TOKENS.ApplyPaymentEvent)
      .toResolvedValue(
        (payments: PaymentsProvider, clock: Clock, completeCheckout: CompleteCheckoutHandler) => new ApplyPaymentEventHandler(payments, clock, completeCheckout),
        [PLATFORM.Payments, PLATFORM.Clock, TOKENS.CompleteCheckout],
      );
    container
      .bind(TOKENS.OpenBillingPortal)
      .toResolvedValue((payments: PaymentsProvider, settings: PlatformSettings) => new OpenBillingPortalHandler(payments, settings), [PLATFORM.Payments, PLATFORM.Settings]);
    container.bind(TOKENS.GetEntitlements).toResolvedValue((billing: BillingApi) => new GetEntitlementsHandler(billing), [BILLING_API]);
    container
      .bind(TOKENS.Seeder)
      .toResolvedValue(
        (em: EntityManager, commands: CommandBus, payments: PaymentsProvider, identity: IdentityApi) => new BillingSeeder(em, commands, payments, identity),
        [PLATFORM.EntityManager, PLATFORM.CommandBus, PLATFORM.Payments, IDENTITY_API],
      );
    container.bind(TOKENS.ListInvoices).toResolvedValue((em: EntityManager) => new ListInvoicesHandler(em), [PLATFORM.EntityManager]);
  },
  commands: [
    handles(Subscribe, TOKENS.Subscribe),
    handles(CompleteCheckout, TOKENS.CompleteCheckout),
    handles(ChangeSubscription, TOKENS.ChangeSubscription),
    handles(AddPaymentMethod, TOKENS.AddPaymentMethod),
    handles(AdvanceSubscriptions, TOKENS.AdvanceSubscriptions),
    handles(ApplyPaymentEvent, TOKENS.ApplyPaymentEvent),
    handles(OpenBillingPortal, TOKENS.OpenBillingPortal),
  ],
  queries: [answers(GetEntitlements, TOKENS.GetEntitlements), answers(ListInvoices, TOKENS.ListInvoices)],
  jobs: [{ name: 'billing.advance-subscriptions', everyMs: 60_000, command: AdvanceSubscriptions }],
  router: billingRouter,
  seed: TOKENS.Seeder,
};
