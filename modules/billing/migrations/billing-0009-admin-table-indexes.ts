import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's billing tables at scale (decision 0056): invoices newest first, by status and by
 * amount, and subscriptions by the end of their period, each read from an index instead of sorted.
 */
export class BillingAdminTableIndexes extends Migration {
  override name = 'billing-0009-admin-table-indexes';

  override up(): void {
    this.addSql('create index invoices_created_at_id_index on billing.invoices (created_at, id)');
    this.addSql('create index invoices_status_created_at_index on billing.invoices (status, created_at, id)');
    this.addSql('create index invoices_amount_index on billing.invoices (amount_cents, created_at, id)');
    this.addSql('create index subscriptions_period_end_index on billing.subscriptions (current_period_end, id)');
  }
}
