import { Migration } from '@mikro-orm/migrations';

export class BillingSubscriptions extends Migration {
  override name = 'billing-0002-subscriptions';

  override up(): void {
    this.addSql(`
      create table billing.subscriptions (
        id uuid primary key,
        user_id uuid not null,
        audience text not null check (audience in ('buyer', 'seller')),
        tier varchar(20) not null,
        status text not null check (status in ('trialing', 'active', 'past_due', 'canceled', 'expired')),
        trial_ends_at timestamptz null,
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        cancel_at_period_end boolean not null default false,
        has_payment_method boolean not null default false,
        provider text not null check (provider in ('test', 'stripe')),
        provider_subscription_id varchar(100) null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        version integer not null default 1
      )`);
    this.addSql('alter table billing.subscriptions add constraint subscriptions_user_audience_unique unique (user_id, audience)');
    this.addSql('create index subscriptions_status_current_period_end_index on billing.subscriptions (status, current_period_end)');
    this.addSql('create table billing.trial_usages (user_id uuid primary key, started_at timestamptz not null)');
    this.addSql('create table billing.applied_checkouts (session_id varchar(100) primary key, applied_at timestamptz not null)');
  }
}
