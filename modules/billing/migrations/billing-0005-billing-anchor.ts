import { Migration } from '@mikro-orm/migrations';

/**
 * Periods keep the day of the month of the first paid period (Jan 31 → Feb 28 → Mar 31), so a
 * subscription remembers that start. Paid subscriptions take their current period's start: the best
 * there is, since earlier periods may already have been moved by a short month. Trials get theirs when
 * they convert.
 */
export class BillingAnchor extends Migration {
  override name = 'billing-0005-billing-anchor';

  override up(): void {
    this.addSql('alter table billing.subscriptions add column billing_anchor timestamptz null');
    this.addSql(`update billing.subscriptions set billing_anchor = current_period_start where status <> 'trialing'`);
  }
}
