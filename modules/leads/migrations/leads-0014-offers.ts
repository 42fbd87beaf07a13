import { Migration } from '@mikro-orm/migrations';

/**
 * Offers on listings and the seller's counters (decision 0065). A partial unique index keeps at most one
 * accepted offer per listing, so two accepts at once leave exactly one.
 */
export class LeadsOffers extends Migration {
  override name = 'leads-0014-offers';

  override up(): void {
    this.addSql(`
      create table leads.offers (
        id uuid primary key,
        property_id uuid not null,
        seller_id uuid not null,
        buyer_id uuid not null,
        status text not null,
        price bigint not null,
        earnest_money bigint not null,
        days_to_close int not null,
        inspection_days int not null,
        funding text not null,
        message text not null,
        expires_at timestamptz not null,
        counter_price bigint null,
        counter_earnest_money bigint null,
        counter_days_to_close int null,
        counter_inspection_days int null,
        counter_expires_at timestamptz null,
        decline_reason text null,
        accepted_at timestamptz null,
        accepted_terms text null,
        earnest_due_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index offers_property_index on leads.offers (property_id, created_at)');
    this.addSql('create index offers_buyer_index on leads.offers (buyer_id, created_at)');
    this.addSql("create unique index offers_one_accepted on leads.offers (property_id) where status = 'accepted'");
  }
}
