import { Migration } from '@mikro-orm/migrations';

/**
 * Seller analytics as daily series (decision 0032): per listing and UTC day, the views, new favorites,
 * inquiries (first messages) and saved-search matches; per seller and day, the leads they took or
 * received. Written by the `listings.analytics` subscriber from the outbox's events, one increment
 * per event; nothing reads them but the analytics reports.
 */
export class ListingsAnalytics extends Migration {
  override name = 'listings-0009-analytics';

  override up(): void {
    this.addSql(`
      create table listings.listing_daily_stats (
        property_id uuid not null,
        owner_id uuid not null,
        day date not null,
        views integer not null default 0,
        favorites integer not null default 0,
        inquiries integer not null default 0,
        matches integer not null default 0,
        primary key (property_id, day)
      )`);
    this.addSql('create index listing_daily_stats_owner_day_index on listings.listing_daily_stats (owner_id, day)');
    this.addSql(`
      create table listings.seller_daily_leads (
        owner_id uuid not null,
        day date not null,
        leads integer not null default 0,
        primary key (owner_id, day)
      )`);
  }
}
