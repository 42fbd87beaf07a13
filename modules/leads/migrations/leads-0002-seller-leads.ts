import { Migration } from '@mikro-orm/migrations';

/**
 * Owners' requests for a cash offer. A repeat of the same address and phone within a day is found
 * through `seller_leads_repeat_index`; the hourly queue through `seller_leads_status_index`.
 */
export class LeadsSellerLeads extends Migration {
  override name = 'leads-0002-seller-leads';

  override up(): void {
    this.addSql(`
      create table leads.seller_leads (
        id uuid primary key,
        property_address text not null,
        address_key text not null,
        city text null,
        state text null,
        county text null,
        zip text null,
        full_name text not null,
        phone text not null,
        email text not null,
        situation text null,
        status text not null,
        created_at timestamptz not null,
        queued_at timestamptz null
      )`);
    this.addSql('create index seller_leads_repeat_index on leads.seller_leads (address_key, phone, created_at)');
    this.addSql('create index seller_leads_status_index on leads.seller_leads (status, created_at)');
  }
}
