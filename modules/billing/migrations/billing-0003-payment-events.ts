import { Migration } from '@mikro-orm/migrations';

/** Stripe webhooks: each event applied once, stale events recognised per subscription, customers remembered. */
export class BillingPaymentEvents extends Migration {
  override name = 'billing-0003-payment-events';

  override up(): void {
    this.addSql('alter table billing.subscriptions add column provider_customer_id varchar(100) null');
    this.addSql('alter table billing.subscriptions add column last_provider_event_at timestamptz null');
    this.addSql('create index subscriptions_provider_subscription_id_index on billing.subscriptions (provider_subscription_id)');
    this.addSql('create table billing.processed_payment_events (event_id varchar(255) primary key, processed_at timestamptz not null)');
  }
}
