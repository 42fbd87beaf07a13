import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's invoices table at 200,000 invoices (decision 0056): newest first, by status and by
 * amount each read from an index, so neither the page nor the count sorts or reads every invoice.
 */
export class BillingAdminInvoiceIndexes extends Migration {
  override name = 'billing-0009-admin-invoice-indexes';

  override up(): void {
    this.addSql('create index invoices_created_at_id_index on billing.invoices (created_at, id)');
    this.addSql('create index invoices_status_created_at_index on billing.invoices (status, created_at, id)');
    this.addSql('create index invoices_amount_index on billing.invoices (amount_cents, created_at, id)');
  }
}
