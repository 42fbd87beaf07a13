import { Migration } from '@mikro-orm/migrations';

/** Every charge of a subscription, for the user's invoices and receipts. */
export class BillingInvoices extends Migration {
  override name = 'billing-0004-invoices';

  override up(): void {
    this.addSql('create sequence billing.invoice_numbers');
    this.addSql(`
      create table billing.invoices (
        id uuid primary key,
        user_id uuid not null,
        subscription_id uuid not null,
        number varchar(40) not null,
        description varchar(200) not null,
        amount_cents bigint not null,
        currency varchar(3) not null default 'usd',
        status text not null check (status in ('paid', 'failed')),
        period_start timestamptz null,
        period_end timestamptz null,
        provider text not null check (provider in ('test', 'stripe')),
        provider_invoice_id varchar(255) not null,
        hosted_url text null,
        created_at timestamptz not null,
        constraint invoices_provider_invoice_id_unique unique (provider_invoice_id)
      )`);
    this.addSql('create index invoices_user_created_at_index on billing.invoices (user_id, created_at)');
  }
}
