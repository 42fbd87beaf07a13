import { Migration } from '@mikro-orm/migrations';

/**
 * Listing moderation (decision 0055): a listing's review state and the administrator's reason, each
 * seller's first approval (a seller is new until 30 days after it), and members' reports of listings.
 * Sellers who published before reviews began count as approved when their first listing went live.
 */
export class ListingsListingReviews extends Migration {
  override name = 'listings-0012-listing-reviews';

  override up(): void {
    this.addSql(`
      alter table listings.properties
        add column review text null check (review in ('pending', 'rejected')),
        add column review_reason varchar(500) null,
        add column review_requested_at timestamptz null`);
    this.addSql(`create index properties_review_index on listings.properties (review_requested_at) where review = 'pending'`);
    this.addSql(`
      create table listings.seller_standings (
        owner_id uuid primary key,
        first_approved_at timestamptz not null
      )`);
    this.addSql(`
      insert into listings.seller_standings (owner_id, first_approved_at)
      select owner_id, min(published_at) from listings.properties where published_at is not null group by owner_id`);
    this.addSql(`
      create table listings.listing_reports (
        id uuid primary key,
        property_id uuid not null,
        reporter_id uuid not null,
        reason text not null check (reason in ('scam', 'wrong-information', 'not-available', 'duplicate', 'inappropriate', 'other')),
        details text null,
        status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
        created_at timestamptz not null,
        resolved_by uuid null,
        resolved_at timestamptz null
      )`);
    this.addSql(`create index listing_reports_open_index on listings.listing_reports (property_id, created_at) where status = 'open'`);
    this.addSql(
      `create unique index listing_reports_one_open_unique on listings.listing_reports (property_id, reporter_id) where status = 'open'`,
    );
  }
}
