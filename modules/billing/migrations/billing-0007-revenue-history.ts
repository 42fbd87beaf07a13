import { Migration } from '@mikro-orm/migrations';
import { BUYER_PLANS, SELLER_PLANS } from '../contracts/plans.ts';

/**
 * What the back office's revenue figures need and a subscription row alone cannot tell (decision 0050):
 * every change of a subscription's monthly recurring revenue, when each trial ended and whether it
 * converted, and when a charge failed (a failed invoice turns paid when collected later). Exact from
 * this migration on: the monthly revenue subscriptions have now is their starting point, trials that
 * already ended and charges that already failed keep what their rows say.
 */
export class BillingRevenueHistory extends Migration {
  override name = 'billing-0007-revenue-history';

  override up(): void {
    const prices = [...BUYER_PLANS, ...SELLER_PLANS]
      .filter((plan) => plan.monthlyPrice > 0)
      .map((plan) => `when audience = '${plan.audience}' and tier = '${plan.tier}' then ${plan.monthlyPrice * 100}`)
      .join(' ');
    this.addSql('alter table billing.subscriptions add column mrr_cents integer not null default 0');
    this.addSql(`update billing.subscriptions set mrr_cents = case ${prices} else 0 end where status in ('active', 'past_due')`);
    this.addSql(`
      create table billing.mrr_movements (
        id bigint generated always as identity primary key,
        subscription_id uuid not null,
        user_id uuid not null,
        at timestamptz not null,
        from_cents integer not null,
        to_cents integer not null
      )`);
    this.addSql('create index mrr_movements_at_index on billing.mrr_movements (at)');
    this.addSql('alter table billing.trial_usages add column ended_at timestamptz null, add column converted boolean null');
    this.addSql(`
      update billing.trial_usages t set ended_at = s.updated_at, converted = s.status in ('active', 'past_due')
      from billing.subscriptions s
      where s.user_id = t.user_id and s.audience = 'seller' and s.status <> 'trialing'`);
    this.addSql('create index trial_usages_started_at_index on billing.trial_usages (started_at)');
    this.addSql('create index trial_usages_ended_at_index on billing.trial_usages (ended_at) where ended_at is not null');
    this.addSql('alter table billing.invoices add column failed_at timestamptz null');
    this.addSql(`update billing.invoices set failed_at = created_at where status = 'failed'`);
    this.addSql('create index invoices_failed_at_index on billing.invoices (failed_at) where failed_at is not null');
  }
}
