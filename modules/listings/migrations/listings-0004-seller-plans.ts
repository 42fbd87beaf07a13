import { Migration } from '@mikro-orm/migrations';

/** The sellers' plan limits, copied from billing's subscription events. */
export class ListingsSellerPlans extends Migration {
  override name = 'listings-0004-seller-plans';

  override up(): void {
    this.addSql(`
      create table listings.seller_plans (
        owner_id uuid primary key,
        tier varchar(20) not null,
        active_listings_limit integer null,
        featured_per_month integer null,
        unfeatured_by_downgrade integer not null default 0,
        source_occurred_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(
      `create index properties_owner_featured_at_index on listings.properties (owner_id, featured_at) where featured_at is not null`,
    );
  }
}
