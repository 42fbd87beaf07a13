import { Migration } from '@mikro-orm/migrations';

/**
 * An administrator can refund a paid invoice of the test provider (decision 0053): it is marked refunded,
 * with when. The back office lists every member's invoices newest first and counts each subscription's
 * failed payments, so both have an index.
 */
export class BillingInvoiceRefunds extends Migration {
  override name = 'billing-0008-invoice-refunds';

  override up(): void {
    this.addSql('alter table billing.invoices drop constraint invoices_status_check');
    this.addSql(`alter table billing.invoices add constraint invoices_status_check check (status in ('paid', 'failed', 'refunded'))`);
    this.addSql('alter table billing.invoices add column refunded_at timestamptz null');
    this.addSql('create index invoices_created_at_index on billing.invoices (created_at)');
    this.addSql('create index invoices_subscription_id_index on billing.invoices (subscription_id)');
  }
}
