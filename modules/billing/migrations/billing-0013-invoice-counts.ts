import { Migration } from '@mikro-orm/migrations';

/**
 * The invoices counted per status (decision 0073): the back office's invoices table reads its total (200,000 at the
 * benchmark's scale) from three rows instead of counting every invoice on each page. Statement triggers move the
 * counts in the same transaction as the invoices written, changed or deleted.
 */
export class BillingInvoiceCounts extends Migration {
  override name = 'billing-0013-invoice-counts';

  override up(): void {
    this.addSql('create table billing.invoice_counts (status text primary key, invoices bigint not null)');
    // no invoice written between the count below and the triggers' creation goes uncounted
    this.addSql('lock table billing.invoices in share row exclusive mode');
    this.addSql('insert into billing.invoice_counts (status, invoices) select status, count(*) from billing.invoices group by status');
    this.addSql(`create function billing.count_invoices() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into billing.invoice_counts (status, invoices)
          select status, -count(*) from gone group by status
          on conflict (status) do update set invoices = billing.invoice_counts.invoices + excluded.invoices;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into billing.invoice_counts (status, invoices)
          select status, count(*) from came group by status
          on conflict (status) do update set invoices = billing.invoice_counts.invoices + excluded.invoices;
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger invoices_counted_insert after insert on billing.invoices
      referencing new table as came for each statement execute function billing.count_invoices()`);
    this.addSql(`create trigger invoices_counted_update after update on billing.invoices
      referencing old table as gone new table as came for each statement execute function billing.count_invoices()`);
    this.addSql(`create trigger invoices_counted_delete after delete on billing.invoices
      referencing old table as gone for each statement execute function billing.count_invoices()`);
  }
}
